import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shutdownState } from '../../lib/shutting-down';
import { databaseState } from './health.service';

/** How long a look at the database files' permissions is reused (a monitor may ask many times a second). */
const FILES_CHECK_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let filesCheckedAt = -Infinity;
  let unwritable: string | undefined;
  const databaseFilesWritable = () => {
    const now = performance.now();
    if (now - filesCheckedAt >= FILES_CHECK_MS) {
      unwritable = app.databaseUnwritablePath();
      filesCheckedAt = now;
    }
    return unwritable === undefined;
  };

  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.string() }) },
      },
    },
    async (_request, reply) => {
      // Stopping: the balancer sends new requests elsewhere while this process finishes those it has.
      if (shutdownState.started) return reply.code(503).send({ status: 'shutting down' });
      let readOnly: boolean;
      try {
        readOnly = (await databaseState(app.db, app.dialect)).readOnly;
      } catch {
        return reply.code(503).send({ status: 'database unavailable' });
      }
      // A database the site can read but not write answers every page and fails every login: not healthy.
      if (readOnly || !databaseFilesWritable()) return reply.code(503).send({ status: 'database read-only' });
      return { status: 'ok' as const };
    },
  );
};
