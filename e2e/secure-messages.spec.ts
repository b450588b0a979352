import type { APIRequestContext } from '@playwright/test';
import { newContextWithConsent, signInAsClient, signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const MARIE = 'marie.dubois@example.com';
const SOPHIE = 'sophie.martin@example.com';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

type TOutboxEmail = { subject: string; text: string };

async function messageEmailsTo(request: APIRequestContext, to: string): Promise<TOutboxEmail[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { emails } = (await response.json()) as { emails: TOutboxEmail[] };
  return emails.filter((email) => email.subject.startsWith('Nouveau message'));
}

test('Marie writes to Maître Martin from her appointment, who answers with a file; the e-mails say nothing of it', async ({
  page,
  browser,
  request,
}) => {
  const question = `Bonjour Maître, une question confidentielle sur ma succession ${Date.now()}`;
  const answer = `Voici la convention annotée ${Date.now()}`;

  // Sophie has her workspace open.
  const proContext = await newContextWithConsent(browser);
  const proPage = await proContext.newPage();
  await signInAsPro(proPage, SOPHIE, DEMO_PASSWORD);
  const proBell = proPage.getByRole('button', { name: /^Notifications,/ });
  await expect(proBell).toBeVisible();
  const unreadBefore = Number(
    /(\d+) non lue/.exec((await proBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );

  // Marie writes from her appointment with Sophie Martin.
  await signInAsClient(page, MARIE, DEMO_PASSWORD);
  const appointment = page.getByRole('article', { name: /^Maître Sophie Martin,/ }).first();
  await appointment.getByRole('button', { name: 'Écrire à Maître Sophie Martin' }).click();
  await expect(page).toHaveURL(/\/dashboard\?onglet=messages&conversation=\d+/);
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Votre message').fill(question);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const thread = page.getByRole('list', { name: 'Messages, du plus ancien au plus récent' });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(thread.getByText('Envoyé, pas encore lu')).toBeVisible();
  const marieBell = page.getByRole('button', { name: /^Notifications,/ });
  const marieUnread = Number(
    /(\d+) non lue/.exec((await marieBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );

  // Without a reload, Sophie's bell counts it (at least: the minute job may add her day-before reminders of other
  // tests' bookings meanwhile); its line names Marie, not what she wrote, and opens the conversation.
  await expect
    .poll(async () =>
      Number(/(\d+) non lue/.exec((await proBell.getAttribute('aria-label')) ?? '')?.[1] ?? 0),
    )
    .toBeGreaterThan(unreadBefore);
  await proBell.click();
  const notice = proPage.getByRole('link', { name: /Nouveau message de Marie Dubois/ }).first();
  await expect(notice).toBeVisible();
  await expect(proPage.getByRole('dialog')).not.toContainText('succession');
  await notice.click();
  await expect(proPage).toHaveURL(/\/pro\/dashboard\/messages\?conversation=\d+/);
  await expect(proPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const proThread = proPage.getByRole('list', { name: 'Messages, du plus ancien au plus récent' });
  await expect(proThread.getByText(question)).toBeVisible();
  await proPage.getByLabel('Votre message').fill(answer);
  await proPage.getByLabel('Joindre un fichier').setInputFiles({
    name: 'convention-annotee.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(proPage.getByRole('button', { name: 'Retirer convention-annotee.pdf' })).toBeVisible();
  await proPage.getByRole('button', { name: 'Envoyer' }).click();
  await expect(proThread.getByText(answer)).toBeVisible();
  await expect(proThread.getByRole('link', { name: /convention-annotee\.pdf/ })).toBeVisible();
  expect(await axeViolations(proPage)).toEqual([]);
  await proContext.close();

  // Without a reload either, her open conversation shows the answer (the bell's live event refreshes it); as she
  // has it on screen, it is read at once and her bell counts nothing more than before.
  await expect(thread.getByText(answer)).toBeVisible();
  await expect(marieBell).toHaveAccessibleName(
    marieUnread === 0 ? 'Notifications, aucune non lue' : new RegExp(`Notifications, ${marieUnread} non lue`),
  );

  // Marie sees the answer, its attachment and that Sophie read her message.
  await page.reload();
  await expect(thread.getByText(answer)).toBeVisible();
  // Her own message (others of the run may share the conversation) has its read receipt.
  await expect(
    thread
      .getByRole('listitem')
      .filter({ hasText: question })
      .getByText(/^Lu le /),
  ).toBeVisible();
  const link = thread.getByRole('link', { name: /convention-annotee\.pdf/ });
  await expect(link).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const href = await link.getAttribute('href');
  const download = await page.request.get(href ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await download.body()).equals(PDF)).toBe(true);

  // The e-mails announce a message and link to it, never its text nor its file.
  const toSophie = await messageEmailsTo(request, SOPHIE);
  const toMarie = await messageEmailsTo(request, MARIE);
  expect(toSophie.length).toBeGreaterThan(0);
  expect(toMarie.length).toBeGreaterThan(0);
  for (const email of [...toSophie, ...toMarie]) {
    expect(email.text).not.toContain('succession');
    expect(email.text).not.toContain('convention');
    expect(email.subject).not.toContain('succession');
  }
  expect(toSophie[0]?.text).toMatch(/\/pro\/dashboard\/messages\?conversation=\d+/);
  expect(toMarie[0]?.text).toMatch(/\/dashboard\?onglet=messages&conversation=\d+/);
});
