import fp from 'fastify-plugin';
import { postSubscriptionCharges } from '../modules/payments/subscription-charges.service';

/**
 * How often the subscription job looks (it also runs as the server starts): each pass that finds every member
 * charged writes nothing, so the new year's charges are posted within the hour after midnight.
 */
export const SUBSCRIPTION_JOB_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The year's subscription as a charge (decision 0061): charges every approved member this year's subscription once,
 * and keeps the unpaid charges at the amount in the settings.
 */
export const subscriptionChargesPlugin = fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | null = null;
    const run = () => {
      running ??= postSubscriptionCharges(app.db, app.dialect)
        .then((r) => {
          if (r && (r.charged > 0 || r.repriced > 0)) app.log.info(r, 'subscriptions charged');
        })
        .catch((err: unknown) => app.log.error({ err }, 'charging the subscriptions failed'))
        .finally(() => {
          running = null;
        });
      return running;
    };
    app.addHook('onReady', async () => {
      // Over before the server answers, as the retention pass is: a member approved meanwhile is charged once.
      await run();
      timer = setInterval(() => void run(), SUBSCRIPTION_JOB_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      if (running) await running;
    });
  },
  { name: 'subscription-charges', dependencies: ['db'] },
);
