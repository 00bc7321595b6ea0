import fp from 'fastify-plugin';
import { sendDueReminders } from '../modules/reminders/reminders.service';
import { runOnceAcrossProcesses } from '../lib/job-lock.repository';

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
    let running: Promise<number> | null = null;
    const run = () => {
      // One process at a time looks (decision 0052); each reminder is also claimed in reminders_sent, once.
      running ??= runOnceAcrossProcesses(app.db, app.dialect, 'reminders', 0, () =>
        sendDueReminders({ ...app.deps, reminderDays: app.config.reminderDays }),
      )
        .then((queued) => {
          if (queued) app.mailer.kick();
          return queued;
        })
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.decorate('reminders', { run } satisfies Reminders);

    let timer: NodeJS.Timeout | undefined;
    const tick = () => void run().catch((err: unknown) => app.log.error({ err }, 'reminders pass failed'));
    app.addHook('onReady', async () => {
      if (app.config.env === 'test') return;
      tick();
      timer = setInterval(tick, app.config.reminderPollMs);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      if (running) await running.catch(() => undefined);
    });
  },
  { name: 'reminders', dependencies: ['db', 'mail-outbox'] },
);
