import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the application made to the stand-in, as Stripe would have received it. */
export type TStripeRequest = {
  method: string;
  path: string;
  /** The form fields, flattened as sent (`line_items[0][price_data][unit_amount]` → '12000'). */
  form: Record<string, string>;
  stripeAccount: string | undefined;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

type TSessionRecord = {
  id: string;
  account: string | undefined;
  amount: number;
  currency: string;
  appointmentId: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
  paymentIntent: string;
};

export type TStripeStandIn = {
  /** What to give STRIPE_API_BASE. */
  baseUrl: string;
  requests: TStripeRequest[];
  sessions: Map<string, TSessionRecord>;
  /** The next `count` requests to `path` answer 500 (Stripe's own error shape). */
  failNext(path: string, count: number): void;
  /** A webhook payload for a session and its `Stripe-Signature` header, signed with `secret`. */
  signedEvent(
    type: string,
    sessionId: string,
    secret: string,
    overrides?: TSessionEventOverrides,
  ): { payload: string; signature: string; eventId: string };
  /** Where the « payment page » (GET /pay/:session) sends its completed event. */
  deliverTo(webhookUrl: string, secret: string): void;
  close(): Promise<void>;
};

/** What a test may change in a session's event: what a tampered or forged session would say. */
export type TSessionEventOverrides = {
  eventId?: string;
  paymentStatus?: 'paid' | 'unpaid';
  amountTotal?: number;
  currency?: string;
};

const signer = new Stripe('sk_test_stand_in').webhooks;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

/**
 * A local stand-in for the part of the Stripe API the application calls (Checkout Sessions, refunds),
 * started by the test on a free port; it records every request so tests can assert what was sent
 * (connected account header, no application fee, amount, currency, idempotency keys).
 */
/** On `port` (0: any free one). */
export async function startStripeStandIn(port = 0): Promise<TStripeStandIn> {
  const requests: TStripeRequest[] = [];
  const sessions = new Map<string, TSessionRecord>();
  const failures = new Map<string, number>();
  const refundsByKey = new Map<string, unknown>();
  let counter = 0;
  let delivery: { url: string; secret: string } | null = null;
  let baseUrl = '';

  function sessionObject(record: TSessionRecord, paymentStatus: 'paid' | 'unpaid', status: string) {
    return {
      id: record.id,
      object: 'checkout.session',
      mode: 'payment',
      status,
      payment_status: paymentStatus,
      amount_total: record.amount,
      currency: record.currency,
      client_reference_id: record.appointmentId,
      metadata: { appointment_id: record.appointmentId },
      expires_at: record.expiresAt,
      payment_intent: paymentStatus === 'paid' ? record.paymentIntent : null,
      success_url: record.successUrl,
      cancel_url: record.cancelUrl,
      url: status === 'open' ? `${baseUrl}/pay/${record.id}` : null,
    };
  }

  function signedEvent(
    type: string,
    sessionId: string,
    secret: string,
    overrides: TSessionEventOverrides = {},
  ) {
    const record = sessions.get(sessionId);
    if (!record) throw new Error(`stand-in: unknown session ${sessionId}`);
    counter += 1;
    const eventId = overrides.eventId ?? `evt_stand_in_${counter}`;
    const paid = overrides.paymentStatus ?? (type === 'checkout.session.completed' ? 'paid' : 'unpaid');
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      account: record.account,
      data: {
        object: {
          ...sessionObject(record, paid, type === 'checkout.session.expired' ? 'expired' : 'complete'),
          ...(overrides.amountTotal === undefined ? {} : { amount_total: overrides.amountTotal }),
          ...(overrides.currency === undefined ? {} : { currency: overrides.currency }),
        },
      },
    });
    return { payload, signature: signer.generateTestHeaderString({ payload, secret }), eventId };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
      // The « payment page »: pays at once, tells the application like Stripe would, and goes back.
      const record = sessions.get(url.pathname.slice('/pay/'.length));
      if (!record || !delivery) return json(response, 404, { error: { message: 'No such session' } });
      const event = signedEvent('checkout.session.completed', record.id, delivery.secret);
      await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      response.writeHead(303, { location: record.successUrl });
      return response.end();
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      form,
      stripeAccount: header(request, 'stripe-account'),
      idempotencyKey: header(request, 'idempotency-key'),
      authorization: header(request, 'authorization'),
    });
    const failing = failures.get(url.pathname) ?? 0;
    if (failing > 0) {
      failures.set(url.pathname, failing - 1);
      return json(response, 500, { error: { type: 'api_error', message: 'Stand-in failure' } });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      counter += 1;
      const record: TSessionRecord = {
        id: `cs_test_${counter}`,
        account: header(request, 'stripe-account'),
        amount: Number(form['line_items[0][price_data][unit_amount]']),
        currency: form['line_items[0][price_data][currency]'] ?? '',
        appointmentId: form['metadata[appointment_id]'] ?? '',
        successUrl: form.success_url ?? '',
        cancelUrl: form.cancel_url ?? '',
        expiresAt: Number(form.expires_at),
        paymentIntent: `pi_test_${counter}`,
      };
      sessions.set(record.id, record);
      return json(response, 200, sessionObject(record, 'unpaid', 'open'));
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = header(request, 'idempotency-key') ?? '';
      // Like Stripe: the same idempotency key answers the same refund.
      const known = refundsByKey.get(key);
      if (known) return json(response, 200, known);
      counter += 1;
      const refund = {
        id: `re_test_${counter}`,
        object: 'refund',
        payment_intent: form.payment_intent,
        status: 'succeeded',
      };
      refundsByKey.set(key, refund);
      return json(response, 200, refund);
    }
    return json(response, 404, {
      error: { type: 'invalid_request_error', message: 'Unrecognized request URL' },
    });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      json(response, 500, { error: { message: error instanceof Error ? error.message : String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    requests,
    sessions,
    failNext(path, count) {
      failures.set(path, count);
    },
    signedEvent,
    deliverTo(url, secret) {
      delivery = { url, secret };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
