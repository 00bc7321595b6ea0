import fp from 'fastify-plugin';
import { deleteExpiredRegistrations } from '../modules/member-data/retention.service';
import { pruneSentMail } from '../modules/mail/mail-retention';
import { pruneCounts } from '../lib/rate-limits.repository';
import { now } from '../lib/clock';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';
import { repeatingJob } from '../lib/repeating-job';

/** How often the retention job runs (it also runs once as the server starts). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes registrations never confirmed after UNCONFIRMED_RETENTION_DAYS, sent mail after MAIL_RETENTION_DAYS and
 * the limits' ended counts:
 * at start, then every hour.
 */
export const retentionPlugin = fp(
  async (app) => {
    // One process at a time (decision 0052). The first pass is over before the server answers (a few statements;
    // with several processes, the one that gets the job does it), so what it deletes is gone before anything else
    // happens.
    repeatingJob(
      app,
      () =>
        runOnceAcrossProcesses(app.db, app.dialect, 'retention', undefined, () =>
          Promise.all([
            deleteExpiredRegistrations(app.db, app.config.unconfirmedRetentionDays)
              .then((n) => {
                if (n > 0) app.log.info({ deleted: n }, 'deleted registrations never confirmed');
              })
              .catch((err: unknown) =>
                app.log.error({ err }, 'deleting registrations never confirmed failed'),
              ),
            pruneSentMail(app.db, app.config.mailRetentionDays)
              .then((n) => {
                if (n > 0) app.log.info({ deleted: n }, 'deleted sent mail past MAIL_RETENTION_DAYS');
              })
              .catch((err: unknown) => app.log.error({ err }, 'deleting old sent mail failed')),
            // The limits' counts whose window has ended (decision 0052).
            pruneCounts(app.db, now().getTime()).catch((err: unknown) =>
              app.log.error({ err }, 'deleting ended rate-limit counts failed'),
            ),
          ]),
        ),
      { everyMs: RETENTION_INTERVAL_MS, first: 'before-answering', failed: 'retention pass failed' },
    );
  },
  { name: 'retention', dependencies: ['db'] },
);
