import type { SiteSettings } from '@shared/schemas/settings';
import type { DatabaseHandle } from '../../db/database';
import type { Config } from '../../config';
import { setSocietyLists } from '@shared/society-lists';
import { loadSettings } from './settings.service';

/**
 * The settings as this process knows them, at hand without a query for the e-mails, the calendar, the pages'
 * <head> and the services' checks. Read again when the database's data version has moved (a save here, or on
 * another process: decision 0052), so whatever a request shows is the settings as they were when it began.
 */
export class SettingsStore {
  #current: SiteSettings | undefined;
  #version: string | undefined;

  constructor(
    private readonly handle: Pick<DatabaseHandle, 'db' | 'dataVersion'>,
    private readonly config: Pick<Config, 'societyName' | 'contactEmail' | 'paymentDetails'>,
  ) {}

  get current(): SiteSettings {
    if (!this.#current) throw new Error('the settings are read at the start, before any request');
    return this.#current;
  }

  /** Reads the settings again unless nothing has been written since they were last read. */
  async refresh(): Promise<SiteSettings> {
    const version = this.handle.dataVersion?.();
    if (this.#current && version !== undefined && version === this.#version) return this.#current;
    this.#current = await loadSettings(this.handle.db, this.config);
    this.#version = version;
    setSocietyLists(this.#current);
    return this.#current;
  }

  /** The settings this process has just saved: used at once, in this request's answer too. */
  saved(settings: SiteSettings) {
    this.#current = settings;
    this.#version = undefined;
    setSocietyLists(settings);
  }
}
