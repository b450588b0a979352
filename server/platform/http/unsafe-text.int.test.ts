import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUpdateProProfileRequest } from '#domain/directory/professionals/pro-profile-schemas.ts';
import { UNSAFE_TEXT_MESSAGE } from '#domain/kernel/text/unsafe-characters.ts';
import type { z } from '#domain/kernel/zod-fr.ts';
import { safeTextCheck } from '#domain/kernel/zod-safe-text.ts';
import { readCalendar, replaceEvents } from '#server/agenda/calendars/calendar-sync.ts';
import { calendarAccounts, importedEvents, professionals, sessions, users } from '#server/db/schema/index.ts';
import { routeCollector } from '#server/test-support/route-fuzz/run-route-fuzz.ts';
import { validSample } from '#server/test-support/route-fuzz/sample-from-schema.ts';
import { createTestApp, loginAs, loginAsAdmin, type TTestApp } from '#server/test-support/test-app.ts';

const collector = routeCollector();
let t: TTestApp;
const cookies = { none: '', client: '', pro: '', admin: '' };
let caseId: number;
let contactId: number;
let sophieId: number;

const PDF_BASE64 = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n').toString('base64');
const STRONG_PASSWORD = 'Reglisse-Parapluie-Horizon-47';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ onRoute: collector.onRoute });
  cookies.client = await loginAs(t.app, 'client', 'marie.dubois@example.com');
  cookies.pro = await loginAs(t.app, 'pro', 'sophie.martin@example.com');
  cookies.admin = await loginAsAdmin(t);
  const created = await call('pro', 'POST', '/api/pro/cases', { title: 'Dossier de départ' });
  caseId = created.json().case.id;
  const contact = await call('pro', 'POST', '/api/pro/contacts', {
    firstName: 'Paul',
    lastName: 'Durand',
    email: 'paul.durand@example.com',
    phone: '06 12 34 56 78',
  });
  contactId = contact.json().contact.id;
  const [sophie] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, 'sophie.martin@example.com'));
  if (!sophie) throw new Error('no demo professional');
  sophieId = sophie.id;
});

afterAll(async () => {
  await t.close();
});

type TSpace = keyof typeof cookies;
type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

function call(space: TSpace, method: TMethod, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(cookies[space] ? { cookie: cookies[space] } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    // Serialised here: the hostile keys and characters must reach the server exactly as written.
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

let unique = 0;
const nextUnique = () => {
  unique += 1;
  return unique;
};

/** A weekday a few days ahead, YYYY-MM-DD. */
function workingDay(): string {
  let date = new Date(t.clock.now().getTime() + 3 * DAY_MS);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date = new Date(date.getTime() + DAY_MS);
  return date.toISOString().slice(0, 10);
}

async function pendingRegistration(): Promise<number> {
  const n = nextUnique();
  const email = `pro.attente.${n}@example.com`;
  const response = await call('none', 'POST', '/api/auth/pro/register', {
    firstName: 'Pro',
    lastName: `Attente${n}`,
    email,
    practice: `Cabinet Attente ${n}`,
    specialty: 'Droit civil',
    barNumber: `PARIS-${n}`,
    password: STRONG_PASSWORD,
    acceptTerms: true,
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.handle.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error('no pending professional');
  return row.id;
}

async function freeSlot(): Promise<{ start: string; mode: string }> {
  const profile = await call('none', 'GET', `/api/professionals/${sophieId}`);
  const days = profile.json().professional?.nextSlots ?? profile.json().nextSlots;
  for (const day of days as { slots: { start: string; modes: string[] }[] }[]) {
    const [slot] = day.slots;
    if (slot) return { start: slot.start, mode: slot.modes[0] ?? 'cabinet' };
  }
  throw new Error('no free slot for the demo professional');
}

/** The findings of issue 10 §2: each answered 500 when the text held a NUL byte. */
type TFinding = {
  name: string;
  space: TSpace;
  method: TMethod;
  url: () => string | Promise<string>;
  body: (text: string) => Record<string, unknown> | Promise<Record<string, unknown>>;
  field: string;
  /** Where the saved text reads back, in the answer to the same request made with safe text. */
  readBack: (answer: Record<string, unknown>) => unknown;
};

const FINDINGS: TFinding[] = [
  {
    name: 'registration first name',
    space: 'none',
    method: 'POST',
    url: () => '/api/auth/client/register',
    body: (text) => ({
      firstName: text,
      lastName: 'Dupont',
      email: `inscription.${nextUnique()}@example.com`,
      password: STRONG_PASSWORD,
      acceptTerms: true,
    }),
    field: 'firstName',
    readBack: (answer) => (answer.user as { firstName: string }).firstName,
  },
  {
    name: 'client profile',
    space: 'client',
    method: 'PUT',
    url: () => '/api/client/profile',
    body: (text) => ({
      firstName: text,
      lastName: 'Dubois',
      phone: null,
      notifyByEmail: true,
      notifyBySms: false,
      newsletter: false,
    }),
    field: 'firstName',
    readBack: (answer) => JSON.stringify(answer),
  },
  {
    name: 'case title',
    space: 'pro',
    method: 'POST',
    url: () => '/api/pro/cases',
    body: (text) => ({ title: text }),
    field: 'title',
    readBack: (answer) => (answer.case as { title: string }).title,
  },
  {
    name: 'contact',
    space: 'pro',
    method: 'POST',
    url: () => '/api/pro/contacts',
    body: (text) => ({
      firstName: 'Claire',
      lastName: 'Martin',
      email: `contact.${nextUnique()}@example.com`,
      phone: '06 98 76 54 32',
      company: text,
    }),
    field: 'company',
    readBack: (answer) => (answer.contact as { company: string }).company,
  },
  {
    name: 'contact note',
    space: 'pro',
    method: 'POST',
    url: () => `/api/pro/contacts/${contactId}/notes`,
    body: (text) => ({ content: text }),
    field: 'content',
    readBack: (answer) => JSON.stringify(answer),
  },
  {
    name: 'planning event',
    space: 'pro',
    method: 'POST',
    url: () => '/api/pro/events',
    body: (text) => ({ title: text, date: workingDay(), startTime: '07:00', endTime: '07:30' }),
    field: 'title',
    readBack: (answer) => JSON.stringify(answer),
  },
  {
    name: 'booking reason',
    space: 'client',
    method: 'POST',
    url: () => '/api/appointments',
    body: async (text) => ({
      professionalId: sophieId,
      ...(await freeSlot()),
      reason: text,
      acceptsFeeAgreement: true,
    }),
    field: 'reason',
    readBack: (answer) => (answer.appointment as { reason: string }).reason,
  },
  {
    name: 'upload file name',
    space: 'pro',
    method: 'POST',
    url: () => `/api/pro/cases/${caseId}/documents`,
    body: (text) => ({ title: 'Pièce', kind: 'scan', fileName: `${text}.pdf`, contentBase64: PDF_BASE64 }),
    field: 'fileName',
    readBack: (answer) => JSON.stringify(answer),
  },
  {
    name: 'admin refusal reason',
    space: 'admin',
    method: 'POST',
    url: async () => `/api/admin/registrations/${await pendingRegistration()}/reject`,
    body: (text) => ({ reason: text }),
    field: 'reason',
    readBack: async () => (await call('admin', 'GET', '/api/admin/registrations?status=rejected')).body,
  },
];

const UNSAFE_TEXTS: [string, string][] = [
  ['NUL', 'Dos\u0000sier'],
  ['a lone high surrogate', 'Dossier \uD83D'],
  ['a lone low surrogate', '\uDC4D Dossier'],
];

describe('unsafe characters in the text fields of issue 10 §2', () => {
  describe.each(FINDINGS)('$name', (finding) => {
    it.each(UNSAFE_TEXTS)('refuses %s with 400 and the French error on the field', async (_name, text) => {
      const response = await call(
        finding.space,
        finding.method,
        await finding.url(),
        await finding.body(text),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: { [finding.field]: UNSAFE_TEXT_MESSAGE },
      });
    });

    it('saves the same text with an emoji (a valid surrogate pair) as typed', async () => {
      const response = await call(
        finding.space,
        finding.method,
        await finding.url(),
        await finding.body('Dossier 👍'),
      );
      expect(response.statusCode).toBeLessThan(300);
      expect(String(await finding.readBack(response.json()))).toContain('Dossier 👍');
    });
  });
});

describe('unsafe characters where no single text field is', () => {
  it('refuses a map key (questionnaire answers) with NUL, on the map', async () => {
    const response = await call('client', 'POST', '/api/appointments', {
      professionalId: sophieId,
      ...(await freeSlot()),
      reason: 'Consultation générale',
      answers: { '\u0000': 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ answers: UNSAFE_TEXT_MESSAGE });
  });

  it('refuses a lone surrogate in a list item stored as jsonb (services of « Ma fiche pro »)', async () => {
    const { value, valid } = validSample(ZUpdateProProfileRequest, t.clock.now());
    expect(valid).toBe(true);
    const body = value as { services: { name: string }[] };
    const service = { ...body.services[0], name: 'Consultation \uD800' };
    const response = await call('pro', 'PUT', '/api/pro/profile', { ...body, services: [service] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ 'services.name': UNSAFE_TEXT_MESSAGE });
  });

  it('refuses NUL in a query string', async () => {
    const response = await call('pro', 'GET', '/api/pro/search?q=Du%00pont');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ q: UNSAFE_TEXT_MESSAGE });
  });

  it('names an unknown key back without its unsafe characters', async () => {
    const response = await call('pro', 'POST', '/api/pro/cases', { title: 'Dossier', '\u0000x\uD800': 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ '\uFFFDx\uFFFD': 'Champ non reconnu' });
    expect(response.body).not.toMatch(/\\u0000|\\ud800/i);
  });

  it('stores a user-agent with NUL and a cut emoji as storable text instead of failing the sign-in', async () => {
    const userAgent = `Navigateur\u0000 ${'x'.repeat(287)}👍`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/client/login',
      headers: { 'user-agent': userAgent },
      payload: { email: 'lucas.moreau@example.com', password: 'demo-2025' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.handle.db
      .select({ userAgent: sessions.userAgent })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'lucas.moreau@example.com'));
    // 300 UTF-16 units: the cut falls between the emoji's two halves.
    expect(rows.map((row) => row.userAgent)).toContain(`Navigateur\uFFFD ${'x'.repeat(287)}\uFFFD`);
  });

  it('imports a fetched calendar whose event title holds NUL, the character replaced', async () => {
    const created = await call('pro', 'POST', '/api/pro/calendar-accounts', {
      name: 'Agenda du cabinet',
      colour: 'blue',
      icsContent: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//FR\r\nEND:VCALENDAR\r\n',
    });
    expect(created.statusCode).toBeLessThan(300);
    const [account] = await t.handle.db
      .select({ id: calendarAccounts.id, professionalId: calendarAccounts.professionalId })
      .from(calendarAccounts)
      .where(eq(calendarAccounts.professionalId, sophieId));
    if (!account) throw new Error('no calendar account');
    const start = new Date(t.clock.now().getTime() + 2 * DAY_MS);
    const stamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//FR',
      'BEGIN:VEVENT',
      'UID:nul@example.com',
      `DTSTAMP:${stamp(start)}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
      'SUMMARY:Audi\u0000ence',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const now = t.clock.now();
    await replaceEvents(t.handle.db, account, await readCalendar(ics, now, 'url'), now);
    const events = await t.handle.db
      .select({ summary: importedEvents.summary })
      .from(importedEvents)
      .where(eq(importedEvents.accountId, account.id));
    expect(events.map((event) => event.summary)).toEqual(['Audi\uFFFDence']);
  });
});

/** The zod schema types under which a text can hide, walked through zod's own definitions. */
function uncheckedTexts(schema: z.ZodType, path: string, seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const walk = (child: unknown, at: string) => (child ? uncheckedTexts(child as z.ZodType, at, seen) : []);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks as unknown[] | undefined) ?? [];
      // zod's own formats (email, iso dates, uuid…) refuse the characters by their patterns (zod-fr.test.ts).
      return checks.includes(safeTextCheck) || typeof def.format === 'string' ? [] : [path];
    }
    case 'any':
    case 'unknown':
    case 'custom':
      return [`${path} (${String(def.type)})`];
    case 'object':
      return [
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, child]) =>
          walk(child, `${path}.${key}`),
        ),
        ...walk(def.catchall, `${path}.*`),
      ];
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${path}[key]`), ...walk(def.valueType, `${path}[value]`)];
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, `${path}[]`);
    case 'tuple':
      return [
        ...(def.items as unknown[]).flatMap((item, index) => walk(item, `${path}[${index}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case 'union':
      return (def.options as unknown[]).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)];
    case 'lazy':
      return walk((def.getter as () => unknown)(), path);
    default:
      return walk(def.innerType, path);
  }
}

describe('every request schema of every route', () => {
  it('checks each text it accepts (body, query, path, headers): none can forget it', () => {
    expect(collector.routes.length).toBeGreaterThan(50);
    const unchecked = collector.routes.flatMap((route) =>
      (['body', 'querystring', 'params', 'headers'] as const).flatMap((part) => {
        const schema = route.schema?.[part];
        return schema ? uncheckedTexts(schema as z.ZodType, `${route.method} ${route.url} ${part}`) : [];
      }),
    );
    expect(unchecked).toEqual([]);
  });
});
