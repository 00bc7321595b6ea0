import Stripe from 'stripe';
import type { CardsConfig } from '../../../config';

/**
 * The society's Stripe client: the official package, on the API version it was built for. In tests `api` points
 * it at a stand-in of Stripe's API on this machine. One retry on a network failure (Stripe's requests are safe to
 * send again: the package sends an idempotency key), and a member waits 20 s at most.
 */
export function stripeClient(cards: CardsConfig): Stripe {
  return new Stripe(cards.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(cards.api && { host: cards.api.host, port: cards.api.port, protocol: cards.api.protocol }),
  });
}

/** What the log may say of a failed call to Stripe: never its message (it may quote part of the key). */
export function stripeFailure(err: unknown) {
  if (err instanceof Stripe.errors.StripeError) {
    return { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId };
  }
  return { type: (err as Error | undefined)?.name ?? 'unknown' };
}
