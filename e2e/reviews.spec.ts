import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TClientAppointmentsResponse } from '#domain/appointments/booking/booking-schemas.ts';
import { reviewDatesSentence } from '#domain/directory/reviews/review-display.ts';
import { asAdmin, signInAsClient, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

// Issue 29 §3: Emma reviews her past consultation with Sophie Martin with a text; it waits for a moderator, who
// publishes it; the profile shows it with its date and the consultation's; Sophie answers it, once.
const TEXT = 'Des explications claires et une grande écoute, rendez-vous tenu à l’heure.';

test('a review with a text: moderated, published with both dates, answered once by the professional', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsClient(page, 'emma.laurent@example.com', DEMO_PASSWORD);
  const appointments = (await (
    await page.request.get('/api/client/appointments')
  ).json()) as TClientAppointmentsResponse;
  const consultation = appointments.past.find((item) => item.professionalId === 1 && item.reviewableUntil);
  if (!consultation) throw new Error('Emma has no consultation with Sophie Martin to review');

  await page.goto('/dashboard?onglet=historique');
  await page
    .getByRole('button', { name: /^Laisser un avis sur la consultation du .+ avec Maître Sophie Martin$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Votre avis sur la consultation' });
  await expect(dialog.getByText(/sans aucun détail de votre dossier/)).toBeVisible();
  await dialog.getByRole('radio', { name: '5 sur 5' }).check();
  const text = dialog.getByRole('textbox', { name: 'Votre avis (facultatif)' });
  // A likely case detail is pointed out while typing.
  await text.fill('Dossier RG 21/01234 gagné.');
  await expect(dialog.getByText(/semble contenir un numéro de dossier ou de rôle \(RG\)/)).toBeVisible();
  await text.fill(TEXT);
  await expect(dialog.getByText(/semble contenir/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Avis en attente de relecture')).toBeVisible();

  // Not shown before a moderator has read it.
  const pending = await (await page.request.get('/api/professionals/1/reviews')).json();
  expect(JSON.stringify(pending)).not.toContain(TEXT);

  await asAdmin(browser, async (admin) => {
    const card = admin
      .getByRole('article', { name: 'Nouvel avis sur Maître Sophie Martin' })
      .filter({ hasText: TEXT });
    await expect(card.getByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toBeVisible();
    await card.getByRole('button', { name: 'Publier' }).click();
    await expect(card).toHaveCount(0);
  });

  // The profile shows it, the most recent first, with the day of the review and of the consultation.
  await page.goto('/lawyer/1#avis');
  const section = page.getByRole('region', { name: 'Avis' });
  await expect(section.getByRole('combobox', { name: 'Ordre des avis' })).toHaveValue('recent');
  const sentence = reviewDatesSentence({
    reviewedOn: formatParisDate(new Date()),
    consultationOn: formatParisDate(new Date(consultation.start)),
  });
  const review = section.getByRole('article', { name: sentence }).filter({ hasText: TEXT });
  await expect(review).toBeVisible();
  await expect(review.getByRole('img', { name: 'Note\u00a0: 5 sur 5' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Comment fonctionnent les avis' })).toHaveAttribute(
    'href',
    '/comment-fonctionnent-les-avis',
  );

  // Sophie answers it, publicly, once.
  await page.context().clearCookies();
  await signInAsPro(page, 'sophie.martin@example.com', DEMO_PASSWORD);
  await page.goto('/pro/dashboard/profile');
  const mine = page
    .getByRole('region', { name: 'Avis clients' })
    .getByRole('article')
    .filter({ hasText: TEXT });
  await mine.getByRole('button', { name: 'Répondre' }).click();
  await mine
    .getByRole('textbox', { name: 'Votre réponse publique (une seule par avis)' })
    .fill('Merci pour votre confiance.');
  await mine.getByRole('button', { name: 'Publier ma réponse' }).click();
  await expect(mine.getByText(/^Votre réponse, le /)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Répondre' })).toHaveCount(0);
  // Once: a second answer is refused by the server too.
  const own = (await (await page.request.get('/api/pro/reviews')).json()) as {
    reviews: { id: number; text: string | null }[];
  };
  const answeredId = own.reviews.find((item) => item.text === TEXT)?.id;
  const again = await page.request.post(`/api/pro/reviews/${answeredId}/answer`, {
    data: { text: 'Une seconde réponse.' },
  });
  expect(again.status()).toBe(409);

  await page.goto('/lawyer/1#avis');
  const answered = page.getByRole('region', { name: 'Avis' }).getByRole('article').filter({ hasText: TEXT });
  await expect(answered.getByText('Merci pour votre confiance.')).toBeVisible();
  await expect(answered.getByText(/^Réponse du professionnel, le /)).toBeVisible();
});
