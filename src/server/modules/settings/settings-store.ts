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
  #loading: { version: string | undefined; settings: Promise<SiteSettings> } | undefined;

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
    // Requests arriving at one new version share one read (an opening rush moves the version many times a
    // second, and each of 50 readers would otherwise read the settings again; decision 0064).
    if (version !== undefined && this.#loading?.version === version) return this.#loading.settings;
    const settings = loadSettings(this.handle.db, this.config);
    const loading = { version, settings };
    this.#loading = loading;
    try {
      const read = await settings;
      // A save here meanwhile (saved) wins over a read begun before it.
      if (this.#loading === loading) {
        this.#current = read;
        this.#version = version;
        setSocietyLists(read);
      }
      return read;
    } finally {
      if (this.#loading === loading) this.#loading = undefined;
    }
  }

  /** The settings this process has just saved: used at once, in this request's answer too. */
  saved(settings: SiteSettings) {
    this.#loading = undefined;
    this.#current = settings;
    this.#version = undefined;
    setSocietyLists(settings);
  }
}
