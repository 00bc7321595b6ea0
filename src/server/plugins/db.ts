import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { depsFor } from '../lib/deps';
import { SettingsStore } from '../modules/settings/settings-store';

/**
 * Decorates the app with the database, the society's settings and the services' deps; closes the database after
 * the server has drained. The settings are read at the start (written first from the environment's values) and again
 * at a request when anything has been written since (decision 0059).
 */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('databaseUnwritablePath', handle.unwritablePath ?? (() => undefined));
    const settings = new SettingsStore(handle, app.config);
    await settings.refresh();
    app.decorate('siteSettings', settings);
    app.decorate('deps', depsFor(handle.db, handle.dialect, app.config, app.log, settings));
    app.addHook('onRequest', async () => {
      await settings.refresh();
    });
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
