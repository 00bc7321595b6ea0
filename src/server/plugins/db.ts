import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';

/** Decorates the app with the database; closes it after the server has drained. */
export const dbPlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
