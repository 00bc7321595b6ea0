import fp from 'fastify-plugin';
import { sendDueReminders } from '../modules/reminders/reminders.service';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';
import { repeatingJob } from '../lib/repeating-job';

export interface Reminders {
  /** Looks for reminders due now and queues them; resolves with how many were queued. */
  run(): Promise<number>;
}

/**
 * Every server process looks for reminders due when it starts and then every few minutes; with several processes, one
 * at a time.
 */
export const remindersPlugin = fp(
  async (app) => {
    // One process at a time looks (decision 0052); each reminder is also claimed in reminders_sent, once.
    const run = repeatingJob(
      app,
      () =>
        runOnceAcrossProcesses(app.db, app.dialect, 'reminders', 0, () =>
          sendDueReminders({ ...app.deps, reminderDays: app.config.reminderDays }),
        ).then((queued) => {
          if (queued) app.mailer.kick();
          return queued;
        }),
      { everyMs: app.config.reminderPollMs, first: 'in-background', failed: 'reminders pass failed' },
    );
    app.decorate('reminders', { run } satisfies Reminders);
  },
  { name: 'reminders', dependencies: ['db', 'mail-outbox'] },
);
