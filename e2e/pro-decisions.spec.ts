import { expect as baseExpect, type Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';

const THOMAS = 2;
const SHOTS = '/work/shots/26';

/** « Demandes à traiter (n) » on the home, 0 when the block is gone. */
async function requestsToAnswer(page: Page): Promise<number> {
  await expect(page.getByRole('region', { name: "Aujourd'hui" })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'À traiter', exact: true }).getByText('Chargement…'),
  ).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 2, name: /^Demandes à traiter \(\d+\)$/ });
  if ((await heading.count()) === 0) return 0;
  return Number((await heading.textContent())?.match(/\((\d+)\)/)?.[1]);
}

for (const [label, viewport, dayIndex] of [
  ['phone', { width: 390, height: 844 }, 8],
  ['desktop', { width: 1280, height: 900 }, 9],
] as const) {
  test.describe(`at ${viewport.width} px (${label})`, () => {
    test.use({ viewport });

    test('Thomas accepts a request from its card, refuses one from the bell, and finds a client’s cancellation under « Annulés »', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      if (!baseURL) throw new Error('baseURL is not configured');
      const origin = { origin: baseURL };

      // Two new clients book Maître Thomas Bernard (manual confirmation); one of them cancels a second booking.
      const client = await newContextWithConsent(browser);
      const clientPage = await client.newPage();
      const profile = (await (
        await clientPage.request.get(`/api/professionals/${THOMAS}`)
      ).json()) as TProfessionalProfile;
      // Days away from what other specs book (they take the 6th day and the last ones).
      const day = profile.slotDays[dayIndex] ?? profile.slotDays.at(-2);
      const slots = day?.slots ?? [];
      if (slots.length < 3) throw new Error('Maître Thomas Bernard has no three free slots that day');
      const people = [
        { first: 'Inès', last: uniqueSurname('Accord') },
        { first: 'Hugo', last: uniqueSurname('Refus') },
      ];
      const book = async (person: (typeof people)[number], slot: (typeof slots)[number]) => {
        const context = await newContextWithConsent(browser);
        const request = context.request;
        const email = uniqueEmail(person.last.toLowerCase());
        await registerClientViaApi(request, baseURL, {
          firstName: person.first,
          lastName: person.last,
          email,
          password: STRONG_PASSWORD,
        });
        const booked = await request.post('/api/appointments', {
          data: {
            professionalId: THOMAS,
            start: slot.start,
            mode: slot.modes[0],
            reason: 'Conseil avant audition',
            answers: {},
            acceptsFeeAgreement: true,
          },
          headers: origin,
        });
        baseExpect(booked.status(), await booked.text()).toBe(201);
        return { context, id: (await booked.json()).appointment.id as number };
      };
      const [accepted, refused] = people;
      if (!accepted || !refused || !slots[0] || !slots[1] || !slots[2]) throw new Error('unreachable');
      const first = await book(accepted, slots[0]);
      const second = await book(refused, slots[1]);
      // Inès books a third time, then cancels it herself.
      const third = await first.context.request.post('/api/appointments', {
        data: {
          professionalId: THOMAS,
          start: slots[2].start,
          mode: slots[2].modes[0],
          reason: 'Conseil avant audition',
          answers: {},
          acceptsFeeAgreement: true,
        },
        headers: origin,
      });
      baseExpect(third.status(), await third.text()).toBe(201);
      const cancelled = await first.context.request.post(
        `/api/client/appointments/${(await third.json()).appointment.id}/cancel`,
        { data: { reason: 'Empêchement' }, headers: origin },
      );
      baseExpect(cancelled.status(), await cancelled.text()).toBe(200);
      await Promise.all([first.context.close(), second.context.close(), client.close()]);
      const inès = `${accepted.first} ${accepted.last}`;
      const hugo = `${refused.first} ${refused.last}`;

      // The home opens on the requests to answer.
      await signInAsPro(page, 'thomas.bernard@example.com', DEMO_PASSWORD);
      const before = await requestsToAnswer(page);
      baseExpect(before).toBeGreaterThanOrEqual(2);
      const requests = page.getByRole('region', { name: `Demandes à traiter (${before})` });
      await expect(requests.getByRole('heading', { name: inès })).toBeVisible();
      const todo = page.getByRole('region', { name: 'À traiter', exact: true });
      await expect(
        todo.getByText(`${before} demandes de rendez-vous en attente de votre réponse`),
      ).toBeVisible();
      await expect(todo.getByText(new RegExp(`^${inès}, `))).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/decisions-2-home-after-${viewport.width}.png` });
      await page.screenshot({
        path: `${SHOTS}/decisions-2-home-full-after-${viewport.width}.png`,
        fullPage: true,
      });

      // « Mes rendez-vous » opens on what comes next; Thomas accepts Inès's request from its card.
      await page.goto('/pro/dashboard/appointments');
      await expect(page.getByRole('button', { name: 'À venir' })).toHaveAttribute('aria-pressed', 'true');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: inès }) });
      await expect(card.getByText('En attente')).toBeVisible();
      await expect(
        card.getByRole('button', { name: /^Voir les détails du rendez-vous avec / }),
      ).toHaveAccessibleName(
        new RegExp(`^Voir les détails du rendez-vous avec ${inès}, \\S+ \\d+(er)? \\S+ à \\d\\d:\\d\\d$`),
      );
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/decisions-1-card-after-${viewport.width}.png` });
      // Its detail opens on the decision, beside the conflict flag; a request has no « Annuler ».
      await card.getByRole('button', { name: /^Voir les détails/ }).click();
      const request = page.getByRole('dialog', { name: `Rendez-vous avec ${inès}` });
      await expect(
        request
          .getByRole('region', { name: 'Demande en attente de confirmation' })
          .getByRole('button', { name: new RegExp(`^Accepter la demande de ${inès}, `) }),
      ).toBeVisible();
      await expect(request.getByRole('button', { name: 'Annuler le rendez-vous' })).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/decisions-1-detail-after-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(request).toBeHidden();
      await card.getByRole('button', { name: new RegExp(`^Accepter la demande de ${inès}, `) }).click();
      await expect(page.getByText(`Demande acceptée : nous avons prévenu ${inès}`)).toBeVisible();
      await expect(card.getByText('Confirmé', { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: /^Accepter/ })).toHaveCount(0);

      // Its detail: no « Actions » tab, no mailto:, « Reporter » offers the free slots.
      await card.getByRole('button', { name: /^Voir les détails/ }).click();
      const details = page.getByRole('dialog', { name: `Rendez-vous avec ${inès}` });
      await expect(details.getByRole('tab', { name: 'Actions' })).toHaveCount(0);
      await expect(details.locator('a[href^="mailto:"]')).toHaveCount(0);
      await details.getByRole('button', { name: 'Reporter' }).click();
      await expect(
        details.getByRole('group', { name: 'Créneaux libres' }).getByRole('button').first(),
      ).toBeVisible();
      await details.getByRole('group', { name: 'Créneaux libres' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/decisions-4-reschedule-after-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // The home counts one request fewer; Hugo's is refused from the bell, and it counts down again.
      await page.goto('/pro/dashboard');
      baseExpect(await requestsToAnswer(page)).toBe(before - 1);
      await page.locator('[data-testid="notification-bell-pro"]:visible').click();
      const refuse = page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(`^Refuser la demande de ${hugo}, `) });
      await expect(refuse).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/decisions-1-bell-after-${viewport.width}.png` });
      await refuse.click();
      const refusal = page.getByRole('alertdialog', { name: `Refuser la demande de ${hugo}` });
      await refusal.getByLabel('Motif du refus (facultatif)').fill('Hors de mon domaine');
      await refusal.getByRole('button', { name: 'Refuser la demande' }).click();
      await expect(page.getByText(`Demande refusée : nous avons prévenu ${hugo}`)).toBeVisible();
      await expect(refusal).toBeHidden();
      await page.keyboard.press('Escape');
      const remaining = before - 2;
      if (remaining > 0)
        await expect(
          page.getByRole('heading', { level: 2, name: `Demandes à traiter (${remaining})` }),
        ).toBeVisible();
      else await expect(page.getByRole('heading', { level: 2, name: /^Demandes à traiter/ })).toHaveCount(0);

      // Inès's own cancellation stays visible under « Annulés ».
      await page.goto('/pro/dashboard/appointments');
      await page.getByRole('button', { name: 'Annulés' }).click();
      const gone = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: inès }) })
        .filter({ hasText: 'Annulé par le client' });
      await expect(gone.getByText('Annulé', { exact: true })).toBeVisible();
      await expect(
        gone.getByText(/^Annulé par le client le \d\d\/\d\d\/\d{4}\u00a0: Empêchement$/),
      ).toBeVisible();
      // Hugo's refused request is there too, refused by Thomas.
      await expect(
        page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: hugo }) })
          .getByText(/^Annulé par vous/),
      ).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/decisions-3-list-after-${viewport.width}.png` });
    });
  });
}
