import {
  newContextWithConsent,
  registerProViaApi,
  STRONG_PASSWORD,
  submitLogin,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';
import { passSecondFactor } from './support/second-factor';

// The departure's confirmation: into the ignored .tmp/ on every run, into docs/screenshots/issue-27 when asked.
const SHOTS = process.env.E2E_SHOTS_DIR ?? '.tmp/screenshots/issue-27';

test('Sophie invites a newly registered lawyer, who opens the e-mailed link, signs in and joins her firm, until Sophie removes her and hands her case to Antoine', async ({
  page,
  browser,
  baseURL,
}) => {
  // A new professional enrols their second factor at the first sign-in.
  test.setTimeout(90_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };
  const email = uniqueEmail('invitee');
  const lastName = uniqueSurname('Invitee');
  const LEA = `Maître Léa ${lastName}`;
  await registerProViaApi(page.request, baseURL, {
    firstName: 'Léa',
    lastName,
    email,
    password: STRONG_PASSWORD,
    practice: 'Cabinet Léa',
    specialty: 'Droit de la famille',
    barNumber: 'PARIS-E2E-2727',
  });

  // Sophie, associate of « Cabinet Martin Avocats », invites her from her own browser (through the API the
  // « Mon cabinet » page calls; firm.spec.ts drives that page).
  const sophie = await newContextWithConsent(browser);
  try {
    const signedIn = await sophie.request.post('/api/auth/pro/login', {
      data: { email: 'sophie.martin@example.com', password: DEMO_PASSWORD },
      headers: origin,
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const invited = await sophie.request.post('/api/pro/firm/invitations', {
      data: { email, role: 'collaborator' },
      headers: origin,
    });
    expect(invited.status(), await invited.text()).toBe(201);

    // The invited lawyer opens the e-mailed link: the invitation, and the way to sign in.
    const link = linkIn(
      await waitForEmail(page.request, email, /^Invitation à rejoindre un cabinet sur JurisRDV$/),
    );
    expect(link).toContain('/pro/invitation?token=');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Invitation à rejoindre un cabinet' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Cabinet Martin Avocats vous invite à rejoindre son équipe en tant qu’Avocat(e) collaborateur(trice).',
      ),
    ).toBeVisible();
    await expect(page.getByText(`Invitation de Sophie Martin pour ${email}`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Signing in brings her back to the invitation, through the enrolment of her second factor.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/pro\/login$/);
    await submitLogin(page, email, STRONG_PASSWORD);
    const join = page.getByRole('button', { name: 'Rejoindre le cabinet' });
    await passSecondFactor(page, email, () => join);
    await expect(page).toHaveURL(/\/pro\/invitation\?token=/);
    await join.click();
    // Beside the route announcer, the page's own status.
    await expect(page.getByRole('status').filter({ hasText: 'Bienvenue' })).toHaveText(
      'Bienvenue\u00a0: vous faites désormais partie du cabinet Cabinet Martin Avocats en tant qu’Avocat(e) collaborateur(trice).',
    );
    expect(await axeViolations(page)).toEqual([]);

    // The API now has her in Sophie's firm as a collaborator: the invitation is used, and her role does
    // not administer the firm.
    const pending = await sophie.request.get('/api/pro/firm/invitations');
    expect(pending.status()).toBe(200);
    expect(
      ((await pending.json()) as { email: string }[]).map((invitation) => invitation.email),
    ).not.toContain(email);
    const firm = await sophie.request.get('/api/pro/firm');
    expect(firm.status()).toBe(200);
    const { members } = (await firm.json()) as { members: { email: string; role: string }[] };
    expect(members.find((member) => member.email === email)?.role).toBe('collaborator');
    const hers = await page.request.get('/api/pro/firm/invitations');
    expect(hers.status()).toBe(403);
    expect(((await hers.json()) as { error: { message: string } }).error.message).toContain(
      'Votre rôle\u00a0: Avocat(e) collaborateur(trice).',
    );
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await page.request.get(`/api/firm-invitations/${token}`)).status()).toBe(404);

    await page.getByRole('link', { name: 'Accéder à mon espace professionnel' }).click();
    await expect(page.getByTestId('pro-workspace')).toBeVisible();

    // Her departure (ADR 0064): she opens a case of the firm, then Sophie removes her from « Mon cabinet »,
    // naming Maître Antoine Lambert, the demo's collaborator, to take it over (never a demo lawyer leaves).
    const title = `Succession Léa ${lastName}`;
    const created = await page.request.post('/api/pro/cases', { data: { title }, headers: origin });
    expect(created.status(), await created.text()).toBe(201);
    const associate = await sophie.newPage();
    await associate.setViewportSize({ width: 1280, height: 900 });
    await associate.goto('/pro/dashboard/cabinet');
    await associate
      .getByRole('table', { name: /membres du cabinet/ })
      .getByRole('row')
      .filter({ hasText: email })
      .getByRole('button', { name: `Retirer du cabinet Léa ${lastName}` })
      .click();
    const departure = associate.getByRole('alertdialog', { name: `Retirer ${LEA} du cabinet\u202f?` });
    const successor = departure.getByLabel('Avocat(e) qui reprend ses dossiers et ses contacts');
    await expect(successor.locator('option:checked')).toHaveText('Maître Sophie Martin (vous)');
    await successor.selectOption({ label: 'Maître Antoine Lambert' });
    // What it does, said before confirming: counted, with the successor chosen.
    await expect(departure.getByRole('listitem')).toHaveText([
      `${LEA} perd immédiatement l’accès à l’espace du cabinet «\u00a0Cabinet Martin Avocats\u00a0»\u00a0: ses sessions ouvertes sont fermées, ses accès aux dossiers partagés aussi.`,
      'Le cabinet garde son dossier\u00a0: Maître Antoine Lambert en devient responsable, avec son journal d’accès.',
      /^Sa fiche publique, son agenda et ses rendez-vous, passés et à venir, restent les siens/,
      /^Les factures émises en son nom restent les siennes/,
    ]);
    expect(await axeViolations(associate, { include: '[role="alertdialog"]' })).toEqual([]);
    await associate.screenshot({ path: `${SHOTS}/departure-lawyer-confirmation-1280.png` });
    await departure.getByRole('button', { name: 'Retirer du cabinet' }).click();
    await expect(
      associate.getByText(
        `${LEA} ne fait plus partie du cabinet : Maître Antoine Lambert reprend ses dossiers et ses contacts`,
      ),
    ).toBeVisible();
    await expect(associate.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // Her case is Antoine's now, in « Dossiers du cabinet »; her session ended at once.
    await associate.goto('/pro/dashboard/cases');
    await expect(
      associate
        .getByRole('table', { name: 'Dossiers du cabinet' })
        .getByRole('row')
        .filter({ hasText: title }),
    ).toContainText('Maître Antoine Lambert');
    expect((await page.request.get('/api/pro/cases')).status()).toBe(401);
  } finally {
    await sophie.close();
  }
});
