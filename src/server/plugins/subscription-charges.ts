import fp from 'fastify-plugin';
import { repeatingJob } from '../lib/repeating-job';
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
    // Over before the server answers, as the retention pass is: a member approved meanwhile is charged once.
    repeatingJob(
      app,
      () =>
        postSubscriptionCharges(app.db, app.dialect).then((r) => {
          if (r && (r.charged > 0 || r.repriced > 0)) app.log.info(r, 'subscriptions charged');
        }),
      {
        everyMs: SUBSCRIPTION_JOB_INTERVAL_MS,
        first: 'before-answering',
        failed: 'charging the subscriptions failed',
      },
    );
  },
  { name: 'subscription-charges', dependencies: ['db'] },
);
