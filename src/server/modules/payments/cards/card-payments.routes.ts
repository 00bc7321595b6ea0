import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { payByCardAnswerSchema, payByCardSchema } from '@shared/schemas/money';
import { formError } from '../../../lib/http-errors';
import { recordCardEvent, startCardPayment } from './card-payments.service';
import { stripeClient } from './stripe-client';

/** Stripe's events are a few KB; a Checkout session with many fields stays well under this. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const webhookAnswerSchema = z.object({ received: z.literal(true) });

/**
 * Paying by card (DESIGN.md 'Money', decision 0056), only when the society has set its Stripe keys: without them
 * these routes do not exist (404). A member starts a payment; Stripe's webhook records it.
 */
export const cardPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = app.config.cards;
  if (!cards) return;
  const stripe = stripeClient(cards);

  app.post(
    '/api/account/pay',
    {
      config: { access: 'member' },
      schema: { tags: ['money'], body: payByCardSchema, response: { 200: payByCardAnswerSchema } },
    },
    async (request) => startCardPayment(app.deps, stripe, request.member!.id, request.body.amountPence),
  );

  // The signature is over the body's exact bytes: in this context alone a JSON body is kept as it came.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/payments/stripe/webhook',
      {
        // Stripe signs the request; nobody signs in.
        config: { access: 'public' },
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['money'], response: { 200: webhookAnswerSchema } },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('unsigned');
          event = stripe.webhooks.constructEvent(request.body, signature, cards.webhookSecret);
        } catch {
          request.log.warn('A Stripe event whose signature did not verify: refused');
          throw formError('The event could not be verified');
        }
        const outcome = await recordCardEvent(app.deps, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'Stripe event');
        return { received: true as const };
      },
    );
  });
};
