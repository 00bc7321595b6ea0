import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database';

/** The longest a write's answer waits for the notices to catch up (PostgreSQL usually takes a millisecond or two). */
const NOTICE_WAIT_MS = 2000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Several server processes on one PostgreSQL (decision 0052): the process listens for the others' changes before it
 * answers anything, and a request that wrote is answered once the notices of everything committed before the answer
 * have come back to this process (so are out to every process), so that the member's next read, on whichever
 * process, finds the change. SQLite: nothing to do
 * (one process; its data_version is read at each question).
 */
export const changeNoticesPlugin = fp<{ database: DatabaseHandle }>(
  async (app, { database }) => {
    const { startWatching, writesDone, noticesCaughtUp } = database;
    if (!startWatching || !writesDone || !noticesCaughtUp) return;
    app.addHook('onReady', async () => startWatching());
    const writesBefore = new WeakMap<FastifyRequest, number>();
    app.addHook('onRequest', async (request) => {
      if (!SAFE_METHODS.has(request.method)) writesBefore.set(request, writesDone());
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const before = writesBefore.get(request);
      if (before !== undefined && writesDone() !== before) await noticesCaughtUp(NOTICE_WAIT_MS);
      return payload;
    });
  },
  { name: 'change-notices' },
);
