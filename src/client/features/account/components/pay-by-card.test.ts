import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '@/lib/api-client';
import { payByCard } from '../api/pay-by-card';
import { PayByCard } from './pay-by-card';

/** The button as the server renders it for a statement, at an address (the way back from Stripe). */
const html = (statement: { balancePence: number; cardsEnabled?: boolean }, address = '/myprofile/account') =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MemoryRouter, { initialEntries: [address] }, createElement(PayByCard, { statement })),
    ),
  );

describe('PayByCard', () => {
  afterEach(() => setApiTransport((input, init) => fetch(input, init)));

  it('draws nothing unless the society takes cards and something is owed', () => {
    expect(html({ balancePence: 4500 })).toBe('');
    expect(html({ balancePence: 4500, cardsEnabled: false })).toBe('');
    expect(html({ balancePence: 0, cardsEnabled: true })).toBe('');
    expect(html({ balancePence: -1200, cardsEnabled: true })).toBe('');
    expect(html({ balancePence: 4500, cardsEnabled: false }, '/myprofile/account?card=paid')).toBe('');
  });

  it('offers to pay what is owed by card', () => {
    const out = html({ balancePence: 4550, cardsEnabled: true });
    expect(out).toContain('<button type="button" class="button">Pay £45.50 by card</button>');
  });

  it('back from Stripe: thanks after a payment (and no second button), a word after a cancelled one', () => {
    const paid = html({ balancePence: 4550, cardsEnabled: true }, '/myprofile/account?card=paid');
    expect(paid).toContain('Thank you for paying by card');
    expect(paid).not.toContain('<button');
    const cancelled = html({ balancePence: 4550, cardsEnabled: true }, '/myprofile/account?card=cancelled');
    expect(cancelled).toContain('The card payment was cancelled');
    expect(cancelled).toContain('Pay £45.50 by card');
  });

  it('asks the server for the Checkout page of that amount', async () => {
    const sent: { path: string; init?: RequestInit }[] = [];
    setApiTransport(async (input, init) => {
      sent.push({ path: String(input), init });
      return new Response(JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    expect(await payByCard({ amountPence: 4550 })).toEqual({
      url: 'https://checkout.stripe.com/c/pay/cs_test_1',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/api/account/pay');
    expect(sent[0].init?.method).toBe('POST');
    expect(JSON.parse(String(sent[0].init?.body))).toEqual({ amountPence: 4550 });
  });
});
