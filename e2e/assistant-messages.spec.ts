import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsJulie,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

// Issue 27 §1, ADR 0069: Julie Lefèvre, the demo firm's assistant, answers a client's question about an
// appointment with Maître Sophie Martin from « Messages », in Sophie's name; the firm sees Julie wrote it.
const SOPHIE_ID = 1;
const SOPHIE = 'Maître Sophie Martin';

test('an assistant answers the message about an appointment in the lawyer’s name, and the client reads the lawyer', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };
  const question = `Puis-je venir avec mon frère\u202f? ${Date.now()}`;
  const answer = `Bien sûr, à l’heure prévue. ${Date.now()}`;

  // A new client books Sophie and writes about the appointment.
  const clientContext = await newContextWithConsent(browser);
  const person = {
    firstName: 'Camille',
    lastName: uniqueSurname('Messages'),
    email: uniqueEmail('camille'),
    password: STRONG_PASSWORD,
  };
  await registerClientViaApi(clientContext.request, baseURL, person);
  const profile = (await (
    await clientContext.request.get(`/api/professionals/${SOPHIE_ID}`)
  ).json()) as TProfessionalProfile;
  // The last free slot of the last open day: side by side, pro-calendar-import counts on next Wednesday's
  // morning being free, and other specs take their slots from the days before.
  const slot = profile.slotDays
    .filter((day) => day.slots.length > 0)
    .at(-1)
    ?.slots.at(-1);
  if (!slot) throw new Error('Maître Sophie Martin has no free slot');
  const booked = await clientContext.request.post('/api/appointments', {
    data: {
      professionalId: SOPHIE_ID,
      start: slot.start,
      mode: slot.modes[0],
      reason: 'Bail commercial',
      answers: {},
      acceptsFeeAgreement: true,
    },
    headers: origin,
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { id: number } };
  const opened = await clientContext.request.post('/api/client/conversations', {
    data: { appointmentId: appointment.id },
    headers: origin,
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const conversationId = ((await opened.json()) as { conversation: { id: number } }).conversation.id;
  const asked = await clientContext.request.post(`/api/client/conversations/${conversationId}/messages`, {
    data: { body: question },
    headers: origin,
  });
  expect(asked.status(), await asked.text()).toBe(201);

  // Julie works for Sophie and finds it in « Messages ».
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsJulie(page);
  await page.getByLabel('Vous travaillez pour').selectOption({ label: SOPHIE });
  await page
    .getByRole('navigation', { name: 'Espace professionnel' })
    .first()
    .getByRole('link', { name: /^Messages/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const client = `${person.firstName} ${person.lastName}`;
  const item = page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('button')
    .filter({ hasText: client });
  await expect(item).toContainText(`Client de ${SOPHIE}`);
  await item.click();
  const thread = page.getByRole('list', { name: 'Messages, du plus ancien au plus récent' });
  await expect(thread.getByText(question)).toBeVisible();
  await expect(
    page.getByText(`Vous écrivez au nom de ${SOPHIE} : le client ne voit que son nom.`),
  ).toBeVisible();
  await expect(page.getByText('Joindre un fichier')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Votre message' }).fill(answer);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  const sent = thread.getByRole('listitem').filter({ hasText: answer });
  await expect(sent).toContainText('Envoyé par Julie Lefèvre');
  await expect(sent).toContainText(SOPHIE);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: '.tmp/screenshots/issue-27/assistant-messages-1280.png' });

  // The client reads Sophie, never Julie.
  const read = await clientContext.request.get(`/api/client/conversations/${conversationId}/messages`);
  const body = await read.text();
  expect(body).toContain(answer);
  expect(body).not.toContain('Julie');
  const messages = (JSON.parse(body) as { messages: { body: string; authorName: string }[] }).messages;
  expect(messages.find((message) => message.body === answer)?.authorName).toBe(SOPHIE);
  await clientContext.close();
});
