import { asAdmin, pendingRegistrationCard, registerProViaApi, STRONG_PASSWORD } from './support/accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

/**
 * Issue 29 §1: on /admin each registration shows how it compares with the official directory of its
 * profession. The demo's directory of lawyers (server/db/seed/demo-official-directory.ts) lists Hélène Garnier
 * (Lyon, 0600101) and Paul Mercier (Bordeaux, 0600102), who have not registered yet.
 */
test('the administrator validates « Trouvé au tableau » in one click; « Différences » needs a note', async ({
  browser,
  request,
  baseURL,
}) => {
  const common = { password: STRONG_PASSWORD, specialty: 'Droit du travail' };
  await registerProViaApi(request, baseURL as string, {
    ...common,
    firstName: 'Hélène',
    lastName: 'Garnier',
    email: uniqueEmail('garnier'),
    practice: 'Garnier Avocats',
    barAssociation: 'Lyon',
    barNumber: '600101',
  });
  await registerProViaApi(request, baseURL as string, {
    ...common,
    firstName: 'Paul',
    lastName: 'Mercier',
    email: uniqueEmail('mercier'),
    practice: 'Mercier Avocats',
    barAssociation: 'Nantes',
    barNumber: '0600102',
  });

  await asAdmin(browser, async (admin) => {
    const found = pendingRegistrationCard(admin, 'Hélène Garnier');
    await expect(found.getByText('Trouvé au tableau')).toBeVisible();
    await expect(
      found.getByText(/Hélène GARNIER · LYON · n°\s0600101 · serment le 12 mars 2010/),
    ).toBeVisible();
    await found.getByRole('button', { name: "Valider l'inscription de Hélène Garnier" }).click();
    await expect(admin.getByText('Un e-mail a été envoyé à Hélène Garnier.')).toBeVisible();
    await expect(pendingRegistrationCard(admin, 'Hélène Garnier')).toHaveCount(0);

    const differs = pendingRegistrationCard(admin, 'Paul Mercier');
    await expect(differs.getByText('Différences', { exact: true })).toBeVisible();
    await expect(
      differs.getByRole('list', { name: 'Différences avec l’annuaire' }).getByRole('listitem'),
    ).toHaveText(['Barreau\u00a0: Nantes (inscription) — BORDEAUX (annuaire)']);
    await differs.getByRole('button', { name: "Valider l'inscription de Paul Mercier" }).click();
    const note = differs.getByRole('textbox', { name: 'Note de validation (obligatoire)' });
    await differs.getByRole('button', { name: 'Confirmer la validation' }).click();
    await expect(
      differs.getByText(/^Ajoutez une note\s: l’inscription ne correspond pas exactement/),
    ).toBeVisible();
    await expect(note).toBeFocused();
    await note.fill('Transfert de Bordeaux à Nantes confirmé par l’Ordre de Nantes.');
    await differs.getByRole('button', { name: 'Confirmer la validation' }).click();
    await expect(pendingRegistrationCard(admin, 'Paul Mercier')).toHaveCount(0);

    await admin.getByRole('tab', { name: 'Validées' }).click();
    const validated = admin
      .getByRole('tabpanel', { name: 'Validées' })
      .getByRole('listitem')
      .filter({ has: admin.getByRole('heading', { name: 'Paul Mercier', exact: true }) });
    await expect(
      validated.getByText(
        'À la validation : Différences — note : Transfert de Bordeaux à Nantes confirmé par l’Ordre de Nantes.',
      ),
    ).toBeVisible();
  });
});
