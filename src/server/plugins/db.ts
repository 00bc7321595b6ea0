import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { depsFor } from '../lib/deps';

/** Decorates the app with the database and the services' deps; closes it after the server has drained. */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('databaseUnwritablePath', handle.unwritablePath ?? (() => undefined));
    app.decorate('deps', depsFor(handle.db, handle.dialect, app.config, app.log));
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
