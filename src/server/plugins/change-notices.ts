import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database';

/** The longest a write's answer waits for its change notice (PostgreSQL usually delivers it in a millisecond). */
const NOTICE_WAIT_MS = 100;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Several server processes on one PostgreSQL (decision 0052): the process listens for the others' changes before it
 * answers anything, and a request that wrote is answered once this process has received the notice of a change made
 * after its write, so that the member's next read, on whichever process, finds the change. SQLite: nothing to do
 * (one process; its data_version is read at each question).
 */
export const changeNoticesPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const { startWatching, writesDone, nextNotice } = database;
    if (!startWatching || !writesDone || !nextNotice) return;
    app.addHook('onReady', async () => startWatching());
    const writesBefore = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (request) => {
      if (!SAFE_METHODS.has(request.method)) writesBefore.set(request, writesDone());
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const before = writesBefore.get(request);
      if (before !== undefined && writesDone() !== before) await nextNotice(NOTICE_WAIT_MS);
      return payload;
    });
  },
  { name: 'change-notices' },
);
