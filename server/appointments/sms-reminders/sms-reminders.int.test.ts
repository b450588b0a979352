import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointments, smsOutbox, users } from '#server/db/schema/index.ts';
import type { TSmsConfig } from '#server/platform/config.ts';
import { insertAppointment, insertProfessional } from '#server/test-support/factories.ts';
import { callAs, createTestApp, loginAs, type TTestApp } from '#server/test-support/test-app.ts';
import { createSmsDelivery } from './sms-delivery';
import { queueDueSmsReminders } from './sms-reminders';

type TReceived = { apiKey: string | undefined; body: Record<string, unknown> };

/** A stand-in of Brevo's transactional SMS API: records what it receives, answers like Brevo. */
function startProviderStandIn(): Promise<{ server: Server; url: string; received: TReceived[] }> {
  const received: TReceived[] = [];
  let next = 1;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({
        apiKey: request.headers['api-key'] as string | undefined,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ messageId: next++, reference: 'ref' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v3/transactionalSMS/sms`, received });
    });
  });
}

let t: TTestApp;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let sms: TSmsConfig;
const HOUR = 3_600_000;

beforeAll(async () => {
  provider = await startProviderStandIn();
  sms = { apiKey: 'cle-de-test', apiUrl: provider.url, sender: 'JurisRDV' };
  t = await createTestApp({ config: { sms, publicUrl: 'https://jurisrdv.fr' } });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.server.close(resolve));
});
const created: number[] = [];
afterEach(async () => {
  await t.handle.db.delete(smsOutbox);
  if (created.length > 0)
    await t.handle.db.delete(appointments).where(inArray(appointments.id, created.splice(0)));
  provider.received.length = 0;
});

async function clientWithSms(email: string, phone: string | null, notifyBySms = true) {
  const [user] = await t.handle.db
    .update(users)
    .set({ phone, notifyBySms })
    .where(eq(users.email, email))
    .returning();
  if (!user) throw new Error(email);
  return user;
}

async function appointmentIn(clientUserId: string, hoursAhead: number, bookedHoursAgo = 72) {
  const professional = await insertProfessional(t.handle.db);
  const start = new Date(t.clock.now().getTime() + hoursAhead * HOUR);
  const row = await insertAppointment(t.handle.db, {
    professionalId: professional.id,
    clientUserId,
    startsAt: start,
    endsAt: new Date(start.getTime() + HOUR),
    mode: 'visio',
    reason: 'Divorce et garde des enfants',
    createdAt: new Date(t.clock.now().getTime() - bookedHoursAgo * HOUR),
  });
  created.push(row.id);
  return row;
}

const deps = () => ({ db: t.handle.db, config: t.config, clock: t.clock });

describe('SMS reminders', () => {
  it('queues one reminder per appointment, even with two workers at once, and the provider gets it once', async () => {
    const marie = await clientWithSms('marie.dubois@example.com', '06 12 34 56 78');
    const appointment = await appointmentIn(marie.id, 23);

    const queued = await Promise.all([queueDueSmsReminders(deps()), queueDueSmsReminders(deps())]);
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await queueDueSmsReminders(deps())).toBe(0);
    const rows = await t.handle.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.appointmentId, appointment.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toNumber: '+33612345678', status: 'pending', kind: 'reminder' });

    const first = createSmsDelivery(t.handle.db, { config: sms });
    const second = createSmsDelivery(t.handle.db, { config: sms });
    const sent = await Promise.all([first.deliverDueSms(), second.deliverDueSms()]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await first.deliverDueSms()).toBe(0);
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]?.apiKey).toBe('cle-de-test');
    expect(provider.received[0]?.body).toMatchObject({
      sender: 'JurisRDV',
      recipient: '33612345678',
      type: 'transactional',
    });
    const text = String(provider.received[0]?.body.content);
    expect(text).toMatch(
      /^JurisRDV\s: rappel de votre rendez-vous en visioconférence le .+ Détails\s: https:\/\/jurisrdv\.fr\/dashboard$/,
    );
    // Seen on a locked phone: no reason, no matter, no professional.
    expect(text).not.toMatch(/Divorce|garde|Ma[iî]tre/);
    const [row] = await t.handle.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.appointmentId, appointment.id));
    expect(row).toMatchObject({ status: 'sent', providerMessageId: '1' });
  });

  it('sends nothing before the 24 hours, within the last hour, or for an appointment booked after the reminder time', async () => {
    const marie = await clientWithSms('marie.dubois@example.com', '+33 6 12 34 56 78');
    await appointmentIn(marie.id, 30);
    await appointmentIn(marie.id, 0.5);
    await appointmentIn(marie.id, 20, 2);
    expect(await queueDueSmsReminders(deps())).toBe(0);
  });

  it('sends nothing to a client without « Rappels SMS », without a mobile, or whose appointment is not confirmed', async () => {
    const lucas = await clientWithSms('lucas.moreau@example.com', '06 98 76 54 32', false);
    await appointmentIn(lucas.id, 23);
    const emma = await clientWithSms('emma.laurent@example.com', '01 42 68 53 00');
    await appointmentIn(emma.id, 23);
    const marie = await clientWithSms('marie.dubois@example.com', '06 12 34 56 78');
    const professional = await insertProfessional(t.handle.db);
    const start = new Date(t.clock.now().getTime() + 22 * HOUR);
    const pending = await insertAppointment(t.handle.db, {
      professionalId: professional.id,
      clientUserId: marie.id,
      startsAt: start,
      endsAt: new Date(start.getTime() + HOUR),
      status: 'pending',
      createdAt: new Date(t.clock.now().getTime() - 72 * HOUR),
    });
    created.push(pending.id);
    expect(await queueDueSmsReminders(deps())).toBe(0);
  });

  it('drops a queued reminder whose appointment is cancelled by the client before it leaves', async () => {
    const marie = await clientWithSms('marie.dubois@example.com', '06 12 34 56 78');
    const appointment = await appointmentIn(marie.id, 23);
    expect(await queueDueSmsReminders(deps())).toBe(1);
    await t.handle.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, appointment.id));
    expect(await createSmsDelivery(t.handle.db, { config: sms }).deliverDueSms()).toBe(0);
    expect(provider.received).toHaveLength(0);
    const [row] = await t.handle.db.select().from(smsOutbox);
    expect(row?.status).toBe('failed');
  });

  it('keeps the reminder in the outbox, unsent, when no SMS provider is configured', async () => {
    const plain = await createTestApp({ seed: true, config: { exposeOutbox: true } });
    try {
      const [marie] = await plain.handle.db
        .update(users)
        .set({ phone: '0612345678', notifyBySms: true })
        .where(eq(users.email, 'marie.dubois@example.com'))
        .returning();
      const professional = await insertProfessional(plain.handle.db);
      const start = new Date(plain.clock.now().getTime() + 23 * HOUR);
      await insertAppointment(plain.handle.db, {
        professionalId: professional.id,
        clientUserId: marie?.id ?? null,
        startsAt: start,
        endsAt: new Date(start.getTime() + HOUR),
        createdAt: new Date(plain.clock.now().getTime() - 72 * HOUR),
      });
      expect(
        await queueDueSmsReminders({ db: plain.handle.db, config: plain.config, clock: plain.clock }),
      ).toBe(1);
      const [row] = await plain.handle.db.select().from(smsOutbox);
      expect(row).toMatchObject({ status: 'kept', toNumber: '+33612345678' });
      // Readable like e-mails, through the development outbox (EXPOSE_OUTBOX=1 only).
      const listed = await plain.app.inject({
        method: 'GET',
        url: '/api/dev/sms-outbox?to=06%2012%2034%2056%2078',
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().sms).toEqual([
        expect.objectContaining({ to: '+33612345678', status: 'kept', kind: 'reminder', text: row?.body }),
      ]);
      const other = await plain.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?to=0699999999' });
      expect(other.json().sms).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('stores the phone in E.164 and refuses « Rappels SMS » without a mobile', async () => {
    const cookie = await loginAs(t.app, 'client', 'lucas.moreau@example.com');
    const profile = { firstName: 'Lucas', lastName: 'Moreau', notifyByEmail: true, newsletter: false };
    const saved = await callAs(t.app, cookie, 'PUT', '/api/client/profile', {
      ...profile,
      phone: '07 81 23 45 67',
      notifyBySms: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().phone).toBe('+33781234567');
    for (const phone of ['', '01 42 68 53 00']) {
      const refused = await callAs(t.app, cookie, 'PUT', '/api/client/profile', {
        ...profile,
        phone,
        notifyBySms: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fieldErrors.phone).toBe(
        'Indiquez un numéro de mobile pour recevoir les rappels par SMS',
      );
    }
    const hostile = await callAs(t.app, cookie, 'PUT', '/api/client/profile', {
      ...profile,
      phone: `06\u0000${'1'.repeat(5000)}`,
      notifyBySms: false,
    });
    expect(hostile.statusCode).toBe(400);
  });
});
