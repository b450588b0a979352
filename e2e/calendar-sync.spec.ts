import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { appointmentEventUid } from '#domain/agenda/calendar-sync/calendar-sync-rules.ts';
import { outgoingEventFileName } from '#domain/agenda/calendar-sync/outgoing-event-ics.ts';
import { addCivilDays, mondayOf, parisInstant } from '#domain/kernel/time/paris-time.ts';
import { startRadicale, type TRadicaleServer } from '#server/test-support/radicale-server.ts';
import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { waitForEmail } from './support/outbox';

const SOPHIE = 'sophie.martin@example.com';
/**
 * The loop reads each calendar every 30 s, on 5-second ticks: a change shows within a minute. Two are allowed: at
 * the end of a whole run Sophie has many upcoming appointments, all written when « Cabinet » starts receiving them.
 */
const WITHIN_TWO_MINUTES = { timeout: 120_000, intervals: [2_000] };

let radicale: TRadicaleServer;
let calendars: Record<string, string>;

test.beforeAll(async () => {
  radicale = await startRadicale();
  calendars = await radicale.addUser('sophie', 'mot-de-passe-application');
});

test.afterAll(async () => {
  await radicale?.stop();
});

async function publicTimes(request: import('@playwright/test').APIRequestContext, date: string) {
  const profile = await (await request.get('/api/professionals/1')).json();
  const day = profile.slotDays.find((d: { date: string }) => d.date === date);
  return (day?.slots ?? []).map((slot: { time: string }) => slot.time) as string[];
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a lawyer connects her CalDAV server: appointments written and moved there, a busy event blocks the public slot, a revoked password warns her', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // Connect, in the browser.
  await signInAsPro(page, SOPHIE, DEMO_PASSWORD, { landOn: '/pro/dashboard/agendas' });
  await expect(page.getByRole('heading', { level: 1, name: 'Agendas connectés' })).toBeVisible();
  await page.getByRole('button', { name: 'Connecter un serveur CalDAV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connecter un serveur CalDAV' });
  await dialog.getByLabel('Adresse du serveur').fill(radicale.url);
  await dialog.getByLabel('Identifiant').fill('sophie');
  await dialog.getByLabel('Mot de passe d’application').fill('pas-le-bon');
  await dialog.getByRole('button', { name: 'Connecter', exact: true }).click();
  await expect(
    dialog.getByText('Le serveur refuse cet identifiant ou ce mot de passe d’application.'),
  ).toBeVisible();
  await dialog.getByLabel('Mot de passe d’application').fill('mot-de-passe-application');
  await dialog.getByRole('button', { name: 'Connecter', exact: true }).click();
  await expect(dialog).toBeHidden();
  const label = `sophie — ${new URL(radicale.url).host}`;
  const card = page.getByRole('article', { name: `CalDAV (${label})` });
  await expect(card).toBeVisible();

  // Choose: « Personnel » blocks the public slots, « Cabinet » receives the appointments (each saved at once).
  const blocks = card.getByRole('checkbox', { name: /^Bloque mes créneaux\s?: Personnel$/ });
  await blocks.click();
  await expect(blocks).toBeChecked();
  const receiving = page
    .getByRole('group', { name: 'Mes rendez-vous JurisRDV sont écrits dans' })
    .getByRole('radio', {
      name: new RegExp(`^Cabinet — CalDAV \\(${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\)`),
    });
  await receiving.click();
  await expect(receiving).toBeChecked();

  // An appointment booked in JurisRDV appears in the CalDAV calendar, then moves there with it.
  const day = addCivilDays(mondayOf(formatParisDate(new Date())), 7 * 5 + 2);
  const created = await page.request.post('/api/pro/appointments', {
    data: {
      client: { name: 'Client Agenda Connecté' },
      type: 'Consultation divorce',
      date: day,
      time: '17:00',
      duration: '30min',
      mode: 'office',
      confirmOverlaps: true,
    },
    headers: { origin: baseURL ?? '' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const appointmentId: number = (await created.json()).appointment.id;
  expect(typeof appointmentId).toBe('number');
  const path = `${new URL(calendars.cabinet as string).pathname}${outgoingEventFileName(
    appointmentEventUid(appointmentId, new URL(baseURL ?? '').hostname),
  )}`;
  const onServer = async () => {
    const response = await radicale.request('sophie', path);
    return response.status === 200 ? await response.text() : '';
  };
  await expect
    .poll(onServer, WITHIN_TWO_MINUTES)
    .toContain(`DTSTART;TZID=Europe/Paris:${day.replaceAll('-', '')}T170000`);
  expect(await onServer()).toMatch(/SUMMARY:(\[À confirmer\] )?Rendez-vous JurisRDV\r\n/);
  expect(await onServer()).not.toContain('divorce');

  const moved = await page.request.post(`/api/pro/appointments/${appointmentId}/reschedule`, {
    data: { date: day, time: '18:00', confirmOverlaps: true },
    headers: { origin: baseURL ?? '' },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await expect
    .poll(onServer, WITHIN_TWO_MINUTES)
    .toContain(`DTSTART;TZID=Europe/Paris:${day.replaceAll('-', '')}T180000`);

  // A busy event added on the server takes the public slot away within a minute: the first free slot
  // from tomorrow on, whatever the demo's hours.
  const profile = await (await page.request.get('/api/professionals/1')).json();
  const tomorrow = addCivilDays(formatParisDate(new Date()), 1);
  const target = (profile.slotDays as { date: string; slots: { time: string }[] }[]).find(
    (d) => d.date >= tomorrow && d.slots.length > 0,
  );
  if (!target) throw new Error('no free slot on the public profile');
  const busyDay = target.date;
  const busyTime = (target.slots[0] as { time: string }).time;
  // Written in UTC, as many clients do.
  const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const busyFrom = parisInstant(busyDay, busyTime);
  const busyStart = utc(busyFrom);
  const busyEnd = utc(new Date(busyFrom.getTime() + 3_600_000));
  const put = await radicale.request(
    'sophie',
    `${new URL(calendars.personnel as string).pathname}audience.ics`,
    {
      method: 'PUT',
      headers: { 'content-type': 'text/calendar; charset=utf-8' },
      body: [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Thunderbird//FR',
        'BEGIN:VEVENT',
        'UID:audience-e2e@thunderbird',
        'DTSTAMP:20261120T120000Z',
        `DTSTART:${busyStart}`,
        `DTEND:${busyEnd}`,
        'SUMMARY:Audience',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    },
  );
  expect(put.status).toBe(201);
  await expect.poll(() => publicTimes(page.request, busyDay), WITHIN_TWO_MINUTES).not.toContain(busyTime);

  // The password revoked on the server: the banner on every workspace page, and one e-mail.
  await radicale.setPassword('sophie', 'revoque');
  const banner = page
    .getByRole('alert')
    .filter({ hasText: `La synchronisation de votre agenda CalDAV (${label}) est interrompue.` });
  await expect
    .poll(
      async () => {
        await page.goto('/pro/dashboard/planning');
        return banner
          .waitFor({ timeout: 4_000 })
          .then(() => true)
          .catch(() => false);
      },
      { timeout: 90_000, intervals: [5_000] },
    )
    .toBe(true);
  await expect(banner.getByRole('link', { name: 'Reconnecter' })).toHaveAttribute(
    'href',
    '/pro/dashboard/agendas',
  );
  const email = await waitForEmail(page.request, SOPHIE, /^Votre agenda connecté ne se synchronise plus$/);
  expect(email.text).toContain('Reconnecter');

  // Disconnected, the banner goes and the slot comes back.
  await page.goto('/pro/dashboard/agendas');
  await card.getByRole('button', { name: 'Déconnecter' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Déconnecter l’agenda' });
  await confirm.getByRole('button', { name: 'Déconnecter' }).click();
  await expect(card).toBeHidden();
  await expect(banner).toBeHidden();
  await expect.poll(() => publicTimes(page.request, busyDay), WITHIN_TWO_MINUTES).toContain(busyTime);
});
