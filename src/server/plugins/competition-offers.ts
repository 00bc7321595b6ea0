import fp from 'fastify-plugin';
import { lapseDueOffers } from '../modules/competitions/competition-offers.service';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';

/** How often the offers job looks: an offer lapses within five minutes of its time. */
export const OFFER_JOB_INTERVAL_MS = 5 * 60 * 1000;

export interface CompetitionOffers {
  /** Lapses the offers past their time and offers the places on; resolves with how many lapsed (0: skipped). */
  run(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    competitionOffers: CompetitionOffers;
  }
}

/**
 * Scratch teams' offers of a place (decision 0060): every few minutes, in one server process at a time (the job
 * lock, decision 0052), an offer left unanswered past the competition's `offer_hours` is marked lapsed and the
 * place offered to the next reserve still waiting.
 */
export const competitionOffersPlugin = fp(
  async (app) => {
    let running: Promise<number> | null = null;
    const run = () => {
      running ??= runOnceAcrossProcesses(app.db, app.dialect, 'competition-offers', 0, () =>
        lapseDueOffers(app.deps),
      )
        .then((lapsed) => {
          if (lapsed) {
            app.log.info({ lapsed }, 'offers of a place lapsed');
            app.mailer.kick();
          }
          return lapsed;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('competitionOffers', { run } satisfies CompetitionOffers);

    let timer: NodeJS.Timeout | undefined;
    const tick = () => void run().catch((err: unknown) => app.log.error({ err }, 'offers pass failed'));
    app.addHook('onReady', async () => {
      if (app.config.env === 'test') return;
      tick();
      timer = setInterval(tick, OFFER_JOB_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      if (running) await running.catch(() => undefined);
    });
  },
  { name: 'competition-offers', dependencies: ['db', 'mail-outbox'] },
);
