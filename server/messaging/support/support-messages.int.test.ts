import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX } from '#domain/messaging/support/support-message-schemas.ts';
import { emailOutbox, supportMessages, throttleBuckets } from '#server/db/schema/index.ts';
import { createTestApp, outboxFor, type TTestApp } from '#server/test-support/test-app.ts';
import { SUPPORT_MESSAGE_THROTTLE } from './support-routes';

const SUPPORT_EMAIL = 'support-test@jurisrdv.fr';
const SALES_EMAIL = 'ventes-test@jurisrdv.fr';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false, config: { supportEmail: SUPPORT_EMAIL, salesEmail: SALES_EMAIL } });
});

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await t.handle.db.delete(supportMessages);
  await t.handle.db.delete(emailOutbox);
  await t.handle.db.delete(throttleBuckets);
});

let senderSequence = 0;

function message(overrides: Record<string, unknown> = {}) {
  senderSequence += 1;
  return {
    source: 'pro',
    name: 'Maître Durand',
    email: `durand.${senderSequence}@example.com`,
    company: '',
    phone: '',
    subject: 'Démonstration',
    message: 'Bonjour, je souhaite une démonstration de JurisRDV Pro.',
    ...overrides,
  };
}

function send(payload: Record<string, unknown>, ip = '203.0.113.10') {
  return t.app.inject({
    method: 'POST',
    url: '/api/support/messages',
    remoteAddress: ip,
    headers: { origin: 'http://localhost:3000' },
    payload,
  });
}

async function storedCount(): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(supportMessages);
  return row?.n ?? 0;
}

async function supportEmailCount(): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, SUPPORT_EMAIL));
  return row?.n ?? 0;
}

describe('POST /api/support/messages', () => {
  it('stores the message and e-mails it to SUPPORT_EMAIL through the outbox', async () => {
    const payload = message({
      source: 'public',
      name: 'Claire Fontaine',
      email: 'claire.fontaine@example.com',
      company: 'Fontaine Conseil',
      phone: '01 23 45 67 89',
      subject: 'Question sur une réservation',
      message: 'Bonjour,\nje ne retrouve pas mon rendez-vous <b>de mardi</b>.',
    });
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: 'stored' });

    const rows = await t.handle.db.select().from(supportMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'public',
      name: 'Claire Fontaine',
      email: 'claire.fontaine@example.com',
      company: 'Fontaine Conseil',
      phone: '01 23 45 67 89',
      subject: 'Question sur une réservation',
      message: 'Bonjour,\nje ne retrouve pas mon rendez-vous <b>de mardi</b>.',
    });

    const [email] = await outboxFor(t.handle, SUPPORT_EMAIL);
    expect(email?.subject).toBe('Message de contact\u00a0: Question sur une réservation');
    expect(email?.textBody).toContain('site public (/contact)');
    expect(email?.textBody).toContain('De\u00a0: Claire Fontaine <claire.fontaine@example.com>');
    expect(email?.textBody).toContain('Téléphone\u00a0: 01 23 45 67 89');
    expect(email?.textBody).toContain('je ne retrouve pas mon rendez-vous <b>de mardi</b>.');
    // Hostile markup arrives as text in the HTML version.
    expect(email?.htmlBody).toContain('&#60;b&#62;de mardi&#60;/b&#62;');
    expect(email?.status).toBe('kept');
  });

  it('stores blank optional fields as empty, and says which site the message came from', async () => {
    expect((await send(message({ source: 'pro' }))).statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(supportMessages);
    expect(row).toMatchObject({ source: 'pro', company: null, phone: null });
    const [email] = await outboxFor(t.handle, SUPPORT_EMAIL);
    expect(email?.textBody).toContain('JurisRDV Pro (/pro/contact)');
    expect(email?.textBody).not.toContain('Téléphone');
  });

  it('refuses missing, malformed and oversized fields with French field errors, storing nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { source: 'pro', name: ' ', email: '', subject: '', message: '' },
        {
          name: 'Le nom est requis',
          email: "L'adresse e-mail est requise",
          subject: 'Le sujet est requis',
          message: 'Le message est requis',
        },
      ],
      [
        message({ email: 'pas-une-adresse' }),
        { email: 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr' },
      ],
      [
        message({ phone: 'rappelez-moi' }),
        { phone: 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78' },
      ],
      [
        message({ message: 'x'.repeat(SUPPORT_MESSAGE_MAX.message + 1) }),
        { message: 'Le message ne doit pas dépasser 5000 caractères' },
      ],
      [
        message({ subject: 'Bonjour\r\nBcc: victime@example.com' }),
        { subject: 'Le sujet doit tenir sur une ligne' },
      ],
      [message({ source: 'admin' }), { source: expect.any(String) as unknown as string }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.fieldErrors).toEqual(fieldErrors);
    }
    expect(await storedCount()).toBe(0);
    expect(await supportEmailCount()).toBe(0);
  });

  it('accepts the largest allowed message', async () => {
    const response = await send(
      message({
        name: 'n'.repeat(SUPPORT_MESSAGE_MAX.name),
        company: 'c'.repeat(SUPPORT_MESSAGE_MAX.company),
        subject: 's'.repeat(SUPPORT_MESSAGE_MAX.subject),
        message: 'm'.repeat(SUPPORT_MESSAGE_MAX.message),
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await supportEmailCount()).toBe(1);
  });

  it('holds the limit per address under concurrency: 20 messages at once store exactly 4', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(message(), '198.51.100.20')));
    const statuses = responses.map((response) => response.statusCode);
    const allowed = SUPPORT_MESSAGE_THROTTLE.freeHits + 1;
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - allowed);
    expect(await storedCount()).toBe(allowed);
    expect(await supportEmailCount()).toBe(allowed);

    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 1 minute.',
    });
    expect(refused?.headers['retry-after']).toBe('60');

    // Another address is not held back.
    expect((await send(message(), '198.51.100.21')).statusCode).toBe(201);
    // The wait ends, and the next one doubles.
    t.clock.advance(SUPPORT_MESSAGE_THROTTLE.baseDelayMs);
    expect((await send(message(), '198.51.100.20')).statusCode).toBe(201);
    const again = await send(message(), '198.51.100.20');
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/dans 2 minutes\.$/);
  });

  it('holds the limit per sender e-mail across addresses, also under concurrency', async () => {
    const sender = 'insistant@example.com';
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) => send(message({ email: sender }), `192.0.2.${index + 1}`)),
    );
    const stored = responses.filter((response) => response.statusCode === 201).length;
    expect(stored).toBe(SUPPORT_MESSAGE_THROTTLE.freeHits + 1);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(12 - stored);
    // The same address in another letter case is the same sender.
    expect((await send(message({ email: 'INSISTANT@example.com' }), '192.0.2.200')).statusCode).toBe(429);
    expect(await storedCount()).toBe(stored);
  });

  it('counts IPv6 senders by their /64 network', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send(message(), `2001:db8:5:6::${index + 1}`)),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(
      SUPPORT_MESSAGE_THROTTLE.freeHits + 1,
    );
  });

  it('refuses a message posted by another site (CSRF)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support/messages',
      headers: { origin: 'https://evil.example' },
      payload: message(),
    });
    expect(response.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});

describe('POST /api/support/demo-requests', () => {
  function demo(overrides: Record<string, unknown> = {}) {
    senderSequence += 1;
    return {
      name: 'Maître Claire Fontaine',
      firm: 'Fontaine Avocats',
      email: `fontaine.${senderSequence}@example.com`,
      phone: '',
      message: '',
      ...overrides,
    };
  }

  function request(payload: Record<string, unknown>, ip = '203.0.113.30') {
    return t.app.inject({
      method: 'POST',
      url: '/api/support/demo-requests',
      remoteAddress: ip,
      headers: { origin: 'http://localhost:3000' },
      payload,
    });
  }

  it('stores the request among the contact messages and e-mails it to SALES_EMAIL through the outbox', async () => {
    const response = await request(
      demo({
        email: 'claire.fontaine@example.com',
        phone: '01 23 45 67 89',
        message: 'Nous sommes 4 associés.\n<script>alert(1)</script>',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: 'stored' });
    const rows = await t.handle.db.select().from(supportMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'demo',
      name: 'Maître Claire Fontaine',
      email: 'claire.fontaine@example.com',
      company: 'Fontaine Avocats',
      phone: '01 23 45 67 89',
      subject: 'Demande de démonstration',
      message: 'Nous sommes 4 associés.\n<script>alert(1)</script>',
    });
    const [email] = await outboxFor(t.handle, SALES_EMAIL);
    expect(email?.subject).toBe('Demande de démonstration\u00a0: Fontaine Avocats');
    expect(email?.textBody).toContain('De\u00a0: Maître Claire Fontaine <claire.fontaine@example.com>');
    expect(email?.textBody).toContain('Téléphone\u00a0: 01 23 45 67 89');
    expect(email?.htmlBody).toContain('&#60;script&#62;');
    expect(email?.status).toBe('kept');
    // Sales, not support.
    expect(await supportEmailCount()).toBe(0);
  });

  it('accepts a request without phone or message', async () => {
    expect((await request(demo({ phone: undefined, message: undefined }))).statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(supportMessages);
    expect(row).toMatchObject({ phone: null, message: '' });
    const [email] = await outboxFor(t.handle, SALES_EMAIL);
    expect(email?.textBody).not.toContain('Téléphone');
    expect(email?.textBody).not.toContain('Message\u00a0:');
  });

  it('refuses missing, malformed, oversized and hostile fields with French field errors, storing nothing', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name: ' ', firm: '', email: '' },
        {
          name: 'Le nom est requis',
          firm: 'Le cabinet est requis',
          email: "L'adresse e-mail est requise",
        },
      ],
      [
        demo({ email: 'pas-une-adresse' }),
        { email: 'Adresse e-mail invalide. Format attendu\u00a0: nom@domaine.fr' },
      ],
      [
        demo({ phone: 'rappelez-moi' }),
        { phone: 'Numéro de téléphone invalide. Format attendu\u00a0: 06 12 34 56 78' },
      ],
      [
        demo({ firm: 'Cabinet\r\nBcc: victime@example.com' }),
        { firm: 'Le cabinet doit tenir sur une ligne' },
      ],
      [
        demo({ message: 'x'.repeat(SUPPORT_MESSAGE_MAX.message + 1) }),
        { message: 'Le message ne doit pas dépasser 5000 caractères' },
      ],
      [demo({ name: 'Claire\u0000Fontaine' }), { name: expect.any(String) as unknown as string }],
      [demo({ source: 'admin' }), { source: 'Champ non reconnu' }],
    ];
    for (const [payload, fieldErrors] of cases) {
      const response = await request(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().error.fieldErrors).toEqual(fieldErrors);
    }
    const huge = await request(demo({ message: 'x'.repeat(1_100_000) }));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await storedCount()).toBe(0);
    expect(await outboxFor(t.handle, SALES_EMAIL)).toEqual([]);
  });

  it('shares the contact forms’ limit per address and per sender, under concurrency', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => request(demo(), '198.51.100.40')));
    const allowed = SUPPORT_MESSAGE_THROTTLE.freeHits + 1;
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(allowed);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().error.message).toBe(
      'Vous avez envoyé trop de messages en peu de temps. Veuillez réessayer dans 1 minute.',
    );
    expect(refused?.headers['retry-after']).toBe('60');
    expect(await storedCount()).toBe(allowed);
    expect(await outboxFor(t.handle, SALES_EMAIL)).toHaveLength(allowed);
    // One budget for both forms: the contact form is held back at this address too.
    expect((await send(message(), '198.51.100.40')).statusCode).toBe(429);
    // And per sender e-mail, across addresses.
    const sender = 'demande.insistante@example.com';
    const bySender = await Promise.all(
      Array.from({ length: 6 }, (_, index) => request(demo({ email: sender }), `192.0.2.${100 + index}`)),
    );
    expect(bySender.filter((response) => response.statusCode === 201)).toHaveLength(allowed);
  });
});
