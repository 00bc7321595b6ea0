import Stripe from 'stripe';
import type { Deps } from '../../../lib/deps';
import { nowIso } from '../../../lib/clock';
import { HttpError, fieldErrors, notFound } from '../../../lib/http-errors';
import { givePaymentReference } from '../../../db/member-references';
import { formatPence } from '@shared/money';
import { londonToday } from '@shared/dates';
import { CARD_RETURN_PATH, PAYMENT_PENCE_MAX, type PayByCardAnswer } from '@shared/schemas/money';
import * as ledger from '../ledger.repository';
import { NO_SUCH_MEMBER, insertPaymentIn } from '../payments.service';
import { claimCardEvent, setCardEventPayment } from './card-events.repository';
import { stripeFailure } from './stripe-client';

const CARDS_UNAVAILABLE = 'Paying by card is not available just now, please try again later';

/**
 * Starts a member's card payment (DESIGN.md 'Money', decision 0056): from 1p up to what they owe, a Stripe Checkout
 * session for that amount in pounds, carrying the member's id and the amount (metadata) for the webhook; answers
 * the address of Stripe's page, where the member pays and from which Stripe sends them back to My Profile.
 */
export async function startCardPayment(
  deps: Deps,
  stripe: Stripe,
  memberId: number,
  amountPence: number,
): Promise<PayByCardAnswer> {
  const member = await ledger.findLedgerMember(deps.db, memberId);
  if (!member) throw notFound(NO_SUCH_MEMBER);
  const owed = await ledger.balanceOf(deps.db, memberId);
  if (owed <= 0)
    throw fieldErrors({ amountPence: ['You owe nothing at the moment, so there is nothing to pay'] });
  if (amountPence > owed) {
    throw fieldErrors({ amountPence: [`The amount must be no more than you owe, ${formatPence(owed)}`] });
  }
  const reference = member.payment_reference ?? (await givePaymentReference(deps.db, memberId));
  const metadata = { memberId: String(memberId), amountPence: String(amountPence) };
  const back = `${deps.publicUrl}${CARD_RETURN_PATH}`;
  let url: string | null;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: amountPence,
            product_data: { name: `Payment to ${deps.societyName}`, description: `Reference ${reference}` },
          },
        },
      ],
      client_reference_id: String(memberId),
      ...(member.email && { customer_email: member.email }),
      metadata,
      payment_intent_data: { metadata, description: `${deps.societyName}, reference ${reference}` },
      success_url: `${back}?card=paid`,
      cancel_url: `${back}?card=cancelled`,
    });
    url = session.url;
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'amount_too_small') {
      throw fieldErrors({
        amountPence: ['Card payments must be at least £0.30: please pay a smaller amount by bank transfer'],
      });
    }
    deps.log.error({ stripe: stripeFailure(err) }, 'Stripe did not start a card payment');
    throw new HttpError(502, { '': [CARDS_UNAVAILABLE] }, { 'Application-Error': CARDS_UNAVAILABLE });
  }
  if (!url) {
    deps.log.error('Stripe answered a Checkout session without its address');
    throw new HttpError(502, { '': [CARDS_UNAVAILABLE] }, { 'Application-Error': CARDS_UNAVAILABLE });
  }
  return { url };
}

export type CardEventOutcome = 'recorded' | 'already recorded' | 'ignored';

/** What a paid Checkout session of the site's own says: whose payment, and how much (null: not the site's). */
function sitePayment(session: Stripe.Checkout.Session) {
  const memberId = Number(session.metadata?.memberId);
  const amountPence = session.amount_total;
  if (!Number.isSafeInteger(memberId) || memberId < 1) return null;
  if (session.currency !== 'gbp' || amountPence === null || !Number.isSafeInteger(amountPence)) return null;
  if (amountPence < 1 || amountPence > PAYMENT_PENCE_MAX) return null;
  const intent =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  return { memberId, amountPence, stripeId: intent ?? session.id };
}

/**
 * Records the payment of a Stripe event, once per event (its id): `checkout.session.completed` with the session
 * paid records a card payment for the member the session names, of the amount Stripe took, dated the day it was
 * paid (London), audited as 'payment.card'. Every other event, and a session the site did not start, is ignored.
 * A delivery of an event already recorded (Stripe's retry, or two at once) records nothing.
 */
export async function recordCardEvent(deps: Deps, event: Stripe.Event): Promise<CardEventOutcome> {
  if (event.type !== 'checkout.session.completed') return 'ignored';
  const session = event.data.object;
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return 'ignored';
  const paid = sitePayment(session);
  if (!paid) {
    deps.log.warn({ eventId: event.id }, 'A paid Checkout session the site did not start: not recorded');
    return 'ignored';
  }
  const at = nowIso();
  return deps.db.transaction().execute(async (trx): Promise<CardEventOutcome> => {
    if (!(await claimCardEvent(trx, event.id, at))) return 'already recorded';
    if (!(await ledger.findLedgerMember(trx, paid.memberId))) {
      // The member deleted their account between paying and Stripe's word: the event is kept, nothing recorded.
      deps.log.warn(
        { eventId: event.id, stripeId: paid.stripeId },
        "A card payment from a member no longer here: not recorded (refund it from Stripe's dashboard)",
      );
      return 'ignored';
    }
    const paymentId = await insertPaymentIn(
      trx,
      paid.memberId,
      {
        memberId: paid.memberId,
        amountPence: paid.amountPence,
        paidOn: londonToday(new Date(event.created * 1000)),
        method: 'card',
        note: `Paid by card online (Stripe ${paid.stripeId})`,
        lineId: null,
      },
      at,
      'payment.card',
    );
    await setCardEventPayment(trx, event.id, paymentId);
    return 'recorded';
  });
}
