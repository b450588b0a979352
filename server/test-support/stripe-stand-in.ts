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

/** A connected account the platform created (`POST /v1/accounts`), as Stripe keeps it. */
export type TAccountRecord = {
  id: string;
  email: string | undefined;
  country: string;
  type: string;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  metadata: Record<string, string>;
};

export type TStripeStandIn = {
  /** What to give STRIPE_API_BASE. */
  baseUrl: string;
  requests: TStripeRequest[];
  sessions: Map<string, TSessionRecord>;
  accounts: Map<string, TAccountRecord>;
  /**
   * The professional fills Stripe's onboarding form for this account (what the Account Link's page does):
   * details submitted, and — once Stripe has verified them — charges enabled.
   */
  completeOnboarding(accountId: string, options?: { chargesEnabled?: boolean }): void;
  /** A Connect webhook payload about an account (`account.updated`, `account.application.deauthorized`). */
  signedAccountEvent(
    type: 'account.updated' | 'account.application.deauthorized',
    accountId: string,
    secret: string,
    overrides?: { eventId?: string; eventAccount?: string },
  ): { payload: string; signature: string; eventId: string };
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
 * A local stand-in for the part of the Stripe API the application calls (Checkout Sessions, refunds,
 * Connect: accounts and account links),
 * started by the test on a free port; it records every request so tests can assert what was sent
 * (connected account header, no application fee, amount, currency, idempotency keys).
 */
/** On `port` (0: any free one). */
export async function startStripeStandIn(port = 0): Promise<TStripeStandIn> {
  const requests: TStripeRequest[] = [];
  const sessions = new Map<string, TSessionRecord>();
  const failures = new Map<string, number>();
  const refundsByKey = new Map<string, unknown>();
  const accounts = new Map<string, TAccountRecord>();
  const accountsByKey = new Map<string, TAccountRecord>();
  const returnUrls = new Map<string, string>();
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

  // Stripe's Account object, in the fields the application reads (docs: « The Account object »).
  function accountObject(record: TAccountRecord) {
    return {
      id: record.id,
      object: 'account',
      type: record.type,
      country: record.country,
      email: record.email ?? null,
      charges_enabled: record.chargesEnabled,
      payouts_enabled: record.chargesEnabled,
      details_submitted: record.detailsSubmitted,
      default_currency: 'eur',
      metadata: record.metadata,
      requirements: {
        currently_due: record.detailsSubmitted ? [] : ['business_profile.url', 'external_account'],
        disabled_reason: record.chargesEnabled ? null : 'requirements.past_due',
      },
    };
  }

  function signedAccountEvent(
    type: 'account.updated' | 'account.application.deauthorized',
    accountId: string,
    secret: string,
    overrides: { eventId?: string; eventAccount?: string } = {},
  ) {
    const record = accounts.get(accountId);
    counter += 1;
    const eventId = overrides.eventId ?? `evt_stand_in_${counter}`;
    const object =
      type === 'account.updated'
        ? accountObject(
            record ?? {
              id: accountId,
              email: undefined,
              country: 'FR',
              type: 'standard',
              chargesEnabled: false,
              detailsSubmitted: false,
              metadata: {},
            },
          )
        : // An application object: the platform the account disconnected from.
          { id: 'ca_stand_in_platform', object: 'application', name: 'JurisRDV' };
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: '2025-01-27',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      account: overrides.eventAccount ?? accountId,
      data: { object },
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
    if (request.method === 'GET' && url.pathname.startsWith('/connect/onboarding/')) {
      // Stripe's onboarding page: the professional fills it in, Stripe verifies at once, and back.
      const record = accounts.get(url.pathname.slice('/connect/onboarding/'.length));
      const back = record ? returnUrls.get(record.id) : undefined;
      if (!record || !back) return json(response, 404, { error: { message: 'No such account link' } });
      record.detailsSubmitted = true;
      record.chargesEnabled = true;
      response.writeHead(303, { location: back });
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
    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      // Like Stripe: the same idempotency key answers the same account.
      const key = header(request, 'idempotency-key') ?? '';
      const known = key ? accountsByKey.get(key) : undefined;
      if (known) return json(response, 200, accountObject(known));
      counter += 1;
      const metadata: Record<string, string> = {};
      for (const [name, value] of Object.entries(form)) {
        const field = /^metadata\[(.+)\]$/.exec(name);
        if (field?.[1]) metadata[field[1]] = value;
      }
      const record: TAccountRecord = {
        id: `acct_1StandIn${String(counter).padStart(8, '0')}`,
        email: form.email,
        country: form.country ?? 'FR',
        type: form.type ?? 'standard',
        chargesEnabled: false,
        detailsSubmitted: false,
        metadata,
      };
      accounts.set(record.id, record);
      if (key) accountsByKey.set(key, record);
      return json(response, 200, accountObject(record));
    }
    if (request.method === 'GET' && url.pathname.startsWith('/v1/accounts/')) {
      const record = accounts.get(decodeURIComponent(url.pathname.slice('/v1/accounts/'.length)));
      if (!record)
        return json(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such account' },
        });
      return json(response, 200, accountObject(record));
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      const record = accounts.get(form.account ?? '');
      // Stripe refuses a link for an account that is not connected to the platform.
      if (!record)
        return json(response, 400, {
          error: {
            type: 'invalid_request_error',
            param: 'account',
            message: 'The provided key does not have access to account',
          },
        });
      if (form.type !== 'account_onboarding' || !form.refresh_url || !form.return_url)
        return json(response, 400, { error: { type: 'invalid_request_error', message: 'Invalid link' } });
      const created = Math.floor(Date.now() / 1000);
      returnUrls.set(record.id, form.return_url);
      return json(response, 200, {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `${baseUrl}/connect/onboarding/${record.id}`,
      });
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
    accounts,
    completeOnboarding(accountId, options = {}) {
      const record = accounts.get(accountId);
      if (!record) throw new Error(`stand-in: unknown account ${accountId}`);
      record.detailsSubmitted = true;
      record.chargesEnabled = options.chargesEnabled ?? true;
    },
    signedAccountEvent,
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
