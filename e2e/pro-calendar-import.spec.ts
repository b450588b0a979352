import { signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

/** The Paris date (YYYY-MM-DD) of the Wednesday of next week. */
function nextWeekWednesday(): string {
  const parisToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const today = new Date(`${parisToday}T12:00:00Z`);
  const daysToNextMonday = (8 - today.getUTCDay()) % 7 || 7;
  today.setUTCDate(today.getUTCDate() + daysToNextMonday + 2);
  return today.toISOString().slice(0, 10);
}

test('an imported .ics blocks its busy times on the public profile', async ({ page, request }) => {
  const day = nextWeekWednesday();
  const compact = day.replaceAll('-', '');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//E2E//FR',
    'BEGIN:VEVENT',
    'UID:e2e-busy@example.com',
    'DTSTAMP:20261120T120000Z',
    `DTSTART;TZID=Europe/Paris:${compact}T090000`,
    `DTEND;TZID=Europe/Paris:${compact}T120000`,
    'SUMMARY:Audience importée',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const times = async () => {
    const profile = (await (await request.get('/api/professionals/1')).json()) as {
      slotDays: { date: string; slots: { time: string }[] }[];
    };
    return profile.slotDays.find((d) => d.date === day)?.slots.map((slot) => slot.time) ?? [];
  };
  expect(await times()).toContain('09:00');

  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await page.getByRole('button', { name: 'Ajouter un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un calendrier' });
  await dialog.getByLabel('Nom du compte').fill('Agenda du palais');
  await dialog.getByRole('radio', { name: 'Fichier .ics' }).check();
  await dialog
    .getByLabel('Choisir le fichier .ics')
    .setInputFiles({ name: 'palais.ics', mimeType: 'text/calendar', buffer: Buffer.from(ics) });
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('Compte importé')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Agenda du palais/ })).toBeChecked();

  await expect.poll(times).not.toContain('09:00');
  const remaining = await times();
  expect(remaining).not.toContain('11:30');
  expect(remaining).toContain('14:00');
});

test('a calendar over the import budget is refused next to the file field, and the workspace keeps answering', async ({
  page,
  request,
}) => {
  // The reported attack: 100 events repeating every minute (11 Ko). It used to freeze the server for a minute.
  const start = new Date(Date.now() + 86_400_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//E2E//FR'];
  for (let index = 0; index < 100; index++) {
    lines.push('BEGIN:VEVENT', `UID:m${index}@x`, `DTSTART:${start}Z`, 'RRULE:FREQ=MINUTELY', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR', '');

  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD, { landOn: '/pro/dashboard/planning' });
  await page.getByRole('button', { name: 'Ajouter un compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importer un calendrier' });
  await dialog.getByLabel('Nom du compte').fill('Agenda piégé');
  await dialog.getByRole('radio', { name: 'Fichier .ics' }).check();
  const file = dialog.getByLabel('Choisir le fichier .ics');
  await file.setInputFiles({
    name: 'piege.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(lines.join('\r\n')),
  });
  await dialog.getByRole('button', { name: 'Importer' }).click();
  await expect(file).toHaveAccessibleDescription(/^Calendrier trop chargé\s: plus de 2.000 occurrences/);
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  expect((await request.get('/api/health')).ok()).toBe(true);
  await expect(page.getByRole('checkbox', { name: /Agenda piégé/ })).toHaveCount(0);
});
