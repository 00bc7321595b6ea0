import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the site sent to Stripe's API: its form fields as Stripe's client encodes them (`a[b][0]=…`). */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** What the stand-in answers next: a status and a JSON body. */
export interface StandInAnswer {
  status: number;
  body: unknown;
}

/**
 * A stand-in of Stripe's API on loopback, for a test: it keeps every request and answers a Checkout session (or
 * what `answerNext` says, once). The app's Stripe client is pointed at it (StartOptions.stripeApi).
 */
export class StripeStandIn {
  readonly requests: StripeRequest[] = [];
  private queued: StandInAnswer[] = [];
  private sessions = 0;
  private readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      this.requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      const answer = this.queued.shift() ?? this.session(form);
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_standin_${this.requests.length}`,
        // Stripe's own word on whether to send again: never, so that a refusal is answered at once.
        'stripe-should-retry': 'false',
      });
      res.end(JSON.stringify(answer.body));
    });
  });

  private session(form: Record<string, string>): StandInAnswer {
    const id = `cs_test_standin${++this.sessions}`;
    return {
      status: 200,
      body: {
        id,
        object: 'checkout.session',
        mode: form.mode,
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'],
        metadata: {},
        payment_status: 'unpaid',
        status: 'open',
        url: `https://checkout.stripe.com/c/pay/${id}`,
      },
    };
  }

  /** The next request is answered with this (then the Checkout sessions again). */
  answerNext(answer: StandInAnswer) {
    this.queued.push(answer);
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Where the app's Stripe client is to send its requests. */
  get api() {
    const { port } = this.server.address() as AddressInfo;
    return { host: '127.0.0.1', port, protocol: 'http' as const };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
