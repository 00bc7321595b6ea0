import fp from 'fastify-plugin';
import { lapseDueOffers } from '../modules/competitions/competition-offers.service';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';
import { repeatingJob } from '../lib/repeating-job';

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
    const run = repeatingJob(
      app,
      () =>
        runOnceAcrossProcesses(app.db, app.dialect, 'competition-offers', 0, () =>
          lapseDueOffers(app.deps),
        ).then((lapsed) => {
          if (lapsed) {
            app.log.info({ lapsed }, 'offers of a place lapsed');
            app.mailer.kick();
          }
          return lapsed;
        }),
      { everyMs: OFFER_JOB_INTERVAL_MS, first: 'in-background', failed: 'offers pass failed' },
    );
    app.decorate('competitionOffers', { run } satisfies CompetitionOffers);
  },
  { name: 'competition-offers', dependencies: ['db', 'mail-outbox'] },
);
