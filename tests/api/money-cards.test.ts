import Stripe from 'stripe';
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { statementSchema } from '../../src/shared/schemas/money';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';
import { expectFieldErrors, expectNotJsonRefused } from '../helpers/field-errors';
import { chargeMember } from '../helpers/charges';
import { harnessWith, test as noCards } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';
import { StripeStandIn } from '../helpers/stripe-stand-in';

/**
 * Paying by card (DESIGN.md 'Money', decision 0056): with the society's Stripe keys a member starts a Checkout
 * payment, and Stripe's signed webhook records it once per event; without the keys there are no card routes.
 */
const SECRET_KEY = 'sk_test_51SocietyStandInKey0123456789';
const WEBHOOK_SECRET = 'whsec_SocietyStandInSigningSecret0123';
const KEYS = { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const WEBHOOK = '/api/payments/stripe/webhook';

const logLines: string[] = [];
const test = harnessWith({ env: KEYS })
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's needs from its first parameter
  .extend('stripe', async ({}, { onCleanup }) => {
    const standIn = await new StripeStandIn().start();
    onCleanup(() => standIn.close());
    return standIn;
  })
  .extend('appOptions', async ({ stripe }) => {
    logLines.length = 0;
    return { env: KEYS, stripeApi: stripe.api, logLines, logLevel: 'trace' };
  });

let events = 0;

/** A `checkout.session.completed` event of a session the site started, as Stripe sends it. */
function completed(memberId: number, amountPence: number, session: Record<string, unknown> = {}) {
  return {
    id: `evt_test_${Date.now()}_${++events}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_test_${events}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        currency: 'gbp',
        amount_total: amountPence,
        client_reference_id: String(memberId),
        metadata: { memberId: String(memberId), amountPence: String(amountPence) },
        payment_intent: `pi_test_${events}`,
        ...session,
      },
    },
  };
}

/** Delivers an event as Stripe does: its JSON, signed with the package's own test signature. */
function deliver(client: TestClient, event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return client.request('POST', WEBHOOK, payload, {
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signature,
  });
}

const cardPayments = (db: Db, memberId: number) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('method', '=', 'card')
    .execute();

const balanceOf = async (client: TestClient) =>
  (await client.get('/api/account/statement')).json.balancePence as number;

describe('without the Stripe keys', () => {
  noCards(
    'nothing about cards: the routes answer 404 and the statement says no cards',
    async ({ member, visitor, db }) => {
      await chargeMember(db, member.id, 4500);
      const pay = await member.post('/api/account/pay', { amountPence: 4500 });
      expect(pay.status).toBe(404);
      const event = completed(member.id, 4500);
      expect((await deliver(visitor, event)).status).toBe(404);
      expect(await cardPayments(db, member.id)).toEqual([]);
      const statement = await member.get('/api/account/statement');
      expect(statement.json.cardsEnabled).toBe(false);
      expect(statement.json.balancePence).toBe(4500);
    },
  );

  noCards('the statement schema still reads an answer without cardsEnabled (an older server)', () => {
    const older = {
      memberId: 1,
      name: 'Peter Holloway',
      reference: 'ABCD2345',
      balancePence: 0,
      lines: [],
      paymentDetails: null,
    };
    const read = statementSchema.parse(older);
    expect(read.cardsEnabled).toBeUndefined();
    expect(statementSchema.parse({ ...older, cardsEnabled: true }).cardsEnabled).toBe(true);
  });
});

describe('POST /api/account/pay', () => {
  test('a member who owes is sent to Stripe Checkout for the amount, with their id and the amount', async ({
    member,
    db,
    stripe,
  }) => {
    await chargeMember(db, member.id, 4500);
    const statement = await member.get('/api/account/statement');
    expect(statement.json.cardsEnabled).toBe(true);

    const res = await member.post('/api/account/pay', { amountPence: 2050 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ url: 'https://checkout.stripe.com/c/pay/cs_test_standin1' });

    expect(stripe.requests).toHaveLength(1);
    const [sent] = stripe.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['stripe-version']).toBe(Stripe.API_VERSION);
    const reference = statement.json.reference;
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '2050',
      'line_items[0][price_data][product_data][name]': 'Payment to Old Boys Golf Society',
      'line_items[0][price_data][product_data][description]': `Reference ${reference}`,
      client_reference_id: String(member.id),
      customer_email: member.email,
      'metadata[memberId]': String(member.id),
      'metadata[amountPence]': '2050',
      'payment_intent_data[metadata][memberId]': String(member.id),
      'payment_intent_data[metadata][amountPence]': '2050',
      success_url: 'http://localhost:3000/myprofile/account?card=paid',
      cancel_url: 'http://localhost:3000/myprofile/account?card=cancelled',
    });
    // Starting a payment records nothing: only Stripe's word that it was paid does.
    expect(await balanceOf(member)).toBe(4500);
  });

  test('every role: a visitor must sign in; each member pays towards their own account only', async ({
    everyone: { visitor, member, otherMember, manager, admin },
    db,
    stripe,
  }) => {
    expect((await visitor.post('/api/account/pay', { amountPence: 100 })).status).toBe(401);
    for (const who of [member, otherMember, manager, admin]) {
      await chargeMember(db, who.id, 1000 + who.id);
      const res = await who.post('/api/account/pay', { amountPence: 1000 + who.id });
      expect(res.status, who.firstName).toBe(200);
      expect(res.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    }
    expect(stripe.requests.map((r) => r.form['metadata[memberId]'])).toEqual(
      [member, otherMember, manager, admin].map((m) => String(m.id)),
    );
    // The body names no member: a member id sent along changes nothing.
    await member.post('/api/account/pay', { amountPence: 100, memberId: otherMember.id });
    expect(stripe.requests.at(-1)?.form['metadata[memberId]']).toBe(String(member.id));
  });

  test('the amount: from 1p up to what the member owes, refused by field otherwise', async ({
    member,
    otherMember,
    db,
    stripe,
  }) => {
    await chargeMember(db, member.id, 4500);
    const path = '/api/account/pay';
    const refused: [TestClient, unknown, string][] = [
      [member, undefined, 'Enter the amount to pay'],
      [member, '45', 'Enter the amount to pay'],
      [member, 0, 'The amount must be more than nothing'],
      [member, -500, 'The amount must be more than nothing'],
      [member, 12.5, 'Enter the amount in whole pence'],
      [member, 100_000_000, 'The amount must be £10,000 or less'],
      [member, 4501, 'The amount must be no more than you owe, £45.00'],
      [otherMember, 100, 'You owe nothing at the moment, so there is nothing to pay'],
    ];
    for (const [client, amountPence, message] of refused)
      await expectFieldErrors(client, path, { amountPence }, { amountPence: [message] });
    expect(stripe.requests).toEqual([]);
    // 1p and the whole balance are both taken.
    expect((await member.post(path, { amountPence: 1 })).status).toBe(200);
    expect((await member.post(path, { amountPence: 4500 })).status).toBe(200);
  });

  test("Stripe's refusals: too small a sum by field, anything else a 502 that names no secret", async ({
    member,
    db,
    stripe,
  }) => {
    await chargeMember(db, member.id, 20);
    stripe.answerNext({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_small',
          message: 'The Checkout Session total amount due must add up to at least £0.30 gbp',
        },
      },
    });
    const small = await member.post('/api/account/pay', { amountPence: 20 });
    expect(small.status).toBe(400);
    expect(small.json).toEqual({
      amountPence: ['Card payments must be at least £0.30: please pay a smaller amount by bank transfer'],
    });

    stripe.answerNext({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${SECRET_KEY}` } },
    });
    const down = await member.post('/api/account/pay', { amountPence: 20 });
    expect(down.status).toBe(502);
    expect(down.headers.get('application-error')).toBe(
      'Paying by card is not available just now, please try again later',
    );
    expect(logLines.join('\n')).toContain('Stripe did not start a card payment');
    expect(logLines.join('\n')).not.toContain(SECRET_KEY.slice(8));
    expect(logLines.join('\n')).not.toContain(WEBHOOK_SECRET.slice(6));
  });

  test('the webhook keeps its raw body to itself: other routes keep their JSON parsing and limits', async ({
    member,
    visitor,
  }) => {
    const big = JSON.stringify({ amountPence: 100, padding: 'x'.repeat(40 * 1024) });
    expect(
      (await member.request('POST', '/api/account/pay', big, { 'content-type': 'application/json' })).status,
    ).toBe(413);
    await expectNotJsonRefused(member, '/api/account/pay');
    // The webhook takes JSON only, and no more than 256 KB of it.
    const text = await visitor.request('POST', WEBHOOK, 'hello', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const huge = await deliver(visitor, { id: 'evt_big', padding: 'x'.repeat(300 * 1024) });
    expect(huge.status).toBe(413);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  test('a paid Checkout session is recorded as a card payment, audited, on the statement', async ({
    member,
    visitor,
    db,
  }) => {
    await chargeMember(db, member.id, 4500);
    const event = completed(member.id, 2050);
    const res = await deliver(visitor, event);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true });

    const [payment, ...more] = await cardPayments(db, member.id);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({
      amount_pence: 2050,
      method: 'card',
      line_id: null,
      recorded_by: member.id,
      note: 'Paid by card online (Stripe pi_test_' + event.data.object.payment_intent.slice(8) + ')',
    });
    expect(payment.paid_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await balanceOf(member)).toBe(2450);
    const statement = await member.get('/api/account/statement');
    expect(statement.json.lines.at(-1)).toMatchObject({ kind: 'payment', amountPence: -2050 });

    const audit = await onlyAuditRow(db, { action: 'payment.card', entityId: member.id });
    expect(audit.actor_id).toBe(member.id);
    expect(JSON.parse(audit.after_json as string)).toMatchObject({
      paymentId: payment.id,
      amountPence: 2050,
      method: 'card',
    });
    const kept = await db.selectFrom('card_events').selectAll().execute();
    expect(kept).toEqual([expect.objectContaining({ event_id: event.id, payment_id: payment.id })]);
  });

  test('a bad signature is refused with 400 and records nothing', async ({ member, visitor, db }) => {
    await chargeMember(db, member.id, 4500);
    const event = completed(member.id, 4500);
    const payload = JSON.stringify(event);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const refusals = [
      await deliver(visitor, event, 'whsec_SomebodyElsesSecret'),
      await visitor.request('POST', WEBHOOK, payload, { 'content-type': 'application/json' }),
      await visitor.request('POST', WEBHOOK, payload.replace('4500', '1'), {
        'content-type': 'application/json',
        'stripe-signature': signed,
      }),
      await visitor.request('POST', WEBHOOK, payload, {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=00',
      }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ '': ['The event could not be verified'] });
    }
    expect(await cardPayments(db, member.id)).toEqual([]);
    expect(await db.selectFrom('card_events').selectAll().execute()).toEqual([]);
  });

  test('the same event delivered again is recorded once', async ({ member, visitor, db }) => {
    await chargeMember(db, member.id, 4500);
    const event = completed(member.id, 4500);
    for (let i = 0; i < 3; i++) expect((await deliver(visitor, event)).status).toBe(200);
    expect(await cardPayments(db, member.id)).toHaveLength(1);
    expect(await auditRows(db, { action: 'payment.card' })).toHaveLength(1);
    expect(await balanceOf(member)).toBe(0);
    // Another event (another payment) is another payment.
    await chargeMember(db, member.id, 1000);
    expect((await deliver(visitor, completed(member.id, 1000))).status).toBe(200);
    expect(await cardPayments(db, member.id)).toHaveLength(2);
    expect(await balanceOf(member)).toBe(0);
  });

  test('two deliveries of one event at the same moment, to two server processes, record it once', async ({
    app,
    secondApp,
    member,
    db,
  }) => {
    await chargeMember(db, member.id, 9000);
    for (let round = 0; round < 5; round++) {
      const event = completed(member.id, 100);
      const answers = await Promise.all([
        deliver(app.client(), event),
        deliver(secondApp.client(), event),
        deliver(app.client(), event),
        deliver(secondApp.client(), event),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    }
    expect(await cardPayments(db, member.id)).toHaveLength(5);
    expect(await auditRows(db, { action: 'payment.card' })).toHaveLength(5);
    expect(await balanceOf(member)).toBe(8500);
  });

  test('other events, unpaid sessions and sessions the site did not start are answered 200 and ignored', async ({
    member,
    visitor,
    db,
  }) => {
    await chargeMember(db, member.id, 4500);
    const ignored = [
      { ...completed(member.id, 4500), type: 'payment_intent.succeeded' },
      { ...completed(member.id, 4500), type: 'checkout.session.expired' },
      completed(member.id, 4500, { payment_status: 'unpaid' }),
      completed(member.id, 4500, { metadata: {} }),
      completed(member.id, 4500, { currency: 'eur' }),
      completed(member.id, 4500, { mode: 'subscription' }),
    ];
    for (const event of ignored) {
      const res = await deliver(visitor, event);
      expect(res.status, event.type).toBe(200);
      expect(res.json).toEqual({ received: true });
    }
    expect(await cardPayments(db, member.id)).toEqual([]);
    expect(await balanceOf(member)).toBe(4500);
  });
});
