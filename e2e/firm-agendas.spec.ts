import type { APIResponse, Browser, BrowserContext, Page } from '@playwright/test';
import type { TProfessionalProfile } from '#domain/directory/professionals/profile-schemas.ts';
import {
  newContextWithConsent,
  registerClientViaApi,
  registerProViaApi,
  STRONG_PASSWORD,
  signInAsPro,
  uniqueSurname,
} from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForEmail } from './support/outbox';
import { enrolAuthenticator } from './support/second-factor';

const SOPHIE_ID = 1;
const SOPHIE_EMAIL = 'sophie.martin@example.com';
const SOPHIE = 'Maître Sophie Martin';

type TRequest = { id: number; client: string };

/**
 * A new client's booking with Sophie, waiting for an answer: for that one booking her automatic confirmation
 * is off, then put back as it was, whatever happened.
 */
async function requestForSophie(browser: Browser, sophie: Page, baseURL: string): Promise<TRequest> {
  const origin = { origin: baseURL };
  const context = await newContextWithConsent(browser);
  try {
    const person = {
      firstName: 'Hélène',
      lastName: uniqueSurname('Agenda'),
      email: uniqueEmail('agenda'),
      password: STRONG_PASSWORD,
    };
    await registerClientViaApi(context.request, baseURL, person);
    const profile = (await (
      await context.request.get(`/api/professionals/${SOPHIE_ID}`)
    ).json()) as TProfessionalProfile;
    const day = profile.slotDays.filter((candidate) => candidate.slots.length > 0).at(-3);
    const slot = day?.slots.at(-2);
    if (!slot) throw new Error('Maître Sophie Martin has no free slot');
    const read = await sophie.request.get('/api/pro/availability');
    const settings = (await read.json()) as Record<string, unknown>;
    const manual = await sophie.request.put('/api/pro/availability', {
      data: { ...settings, autoConfirm: false },
      headers: origin,
    });
    expect(manual.status(), await manual.text()).toBe(200);
    let booked: APIResponse;
    try {
      booked = await context.request.post('/api/appointments', {
        data: {
          professionalId: SOPHIE_ID,
          start: slot.start,
          mode: slot.modes[0],
          reason: 'Résidence des enfants',
          answers: {},
          acceptsFeeAgreement: true,
        },
        headers: origin,
      });
    } finally {
      await sophie.request.put('/api/pro/availability', { data: settings, headers: origin });
    }
    expect(booked.status(), await booked.text()).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number } };
    return { id: appointment.id, client: `${person.firstName} ${person.lastName}` };
  } finally {
    await context.close();
  }
}

/** Invites `email` into Sophie's firm and returns the e-mailed link. */
async function invite(sophie: Page, baseURL: string, email: string, role: string, lawyers: string[] = []) {
  const invited = await sophie.request.post('/api/pro/firm/invitations', {
    data: { email, role, ...(role === 'assistant' ? { assignedLawyerIds: lawyers } : {}) },
    headers: { origin: baseURL },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  return linkIn(
    await waitForEmail(sophie.request, email, /^Invitation à rejoindre un cabinet sur JurisRDV$/),
  );
}

test('an assistant sees her two lawyers’ agendas side by side, picks one on a phone, and accepts a request for Sophie from the bell', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('baseURL is not configured');
  const origin = { origin: baseURL };
  const contexts: BrowserContext[] = [];
  try {
    // Sophie's firm: a collaborator joins it, then an assistant assigned to both of them.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsPro(page, SOPHIE_EMAIL, DEMO_PASSWORD, { landOn: null });
    const collaboratorContext = await newContextWithConsent(browser);
    contexts.push(collaboratorContext);
    const paul = {
      firstName: 'Paul',
      lastName: uniqueSurname('Arnaud'),
      email: uniqueEmail('paul'),
      password: STRONG_PASSWORD,
    };
    const PAUL = `Maître ${paul.firstName} ${paul.lastName}`;
    const collaborator = await collaboratorContext.newPage();
    await registerProViaApi(collaborator.request, baseURL, {
      ...paul,
      practice: 'Cabinet Arnaud',
      specialty: 'Droit de la famille',
      barNumber: `PARIS-${paul.lastName.slice(-6)}`,
    });
    await signInAsPro(collaborator, paul.email, paul.password, { landOn: null });
    const collaboratorLink = await invite(page, baseURL, paul.email, 'collaborator');
    const token = new URL(collaboratorLink).searchParams.get('token') ?? '';
    const joined = await collaborator.request.post(`/api/firm-invitations/${token}/accept`, {
      data: {},
      headers: origin,
    });
    expect(joined.status(), await joined.text()).toBe(200);
    const firm = (await (await page.request.get('/api/pro/firm')).json()) as {
      members: { userId: string; email: string }[];
    };
    const idOf = (email: string) => firm.members.find((member) => member.email === email)?.userId ?? '';
    const paulId = idOf(paul.email);
    expect(paulId).not.toBe('');

    const email = uniqueEmail('ines');
    const assistantLink = await invite(page, baseURL, email, 'assistant', [idOf(SOPHIE_EMAIL), paulId]);
    const assistantContext = await newContextWithConsent(browser);
    contexts.push(assistantContext);
    const her = await assistantContext.newPage();
    await her.setViewportSize({ width: 1280, height: 900 });
    await her.goto(assistantLink);
    const account = her.getByRole('region', { name: 'Créer votre compte' });
    await account.getByLabel('Prénom').fill('Inès');
    await account.getByLabel('Nom', { exact: true }).fill('Garnier');
    await account.getByLabel('Mot de passe', { exact: true }).fill(STRONG_PASSWORD);
    await account.getByLabel('Confirmer le mot de passe').fill(STRONG_PASSWORD);
    await account.getByRole('button', { name: 'Créer mon compte et rejoindre le cabinet' }).click();
    await enrolAuthenticator(her, email);
    await expect(her.getByTestId('pro-workspace')).toBeVisible();

    // A client asks Sophie for an appointment: the request reaches her assistant's bell too.
    const request = await requestForSophie(browser, page, baseURL);

    // 1280 px: both agendas, each in its colour, one column per lawyer in day view.
    await her.goto('/pro/dashboard/planning');
    const picker = her.getByRole('group', { name: 'Agendas affichés' });
    await expect(picker.getByRole('checkbox', { name: SOPHIE })).toBeChecked();
    await expect(picker.getByRole('checkbox', { name: PAUL })).toBeChecked();
    await her.getByRole('button', { name: 'Jour', exact: true }).click();
    const grid = her.getByRole('grid', { name: /^Planning/ });
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${SOPHIE}, `) })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: new RegExp(`^${PAUL}, `) })).toBeVisible();
    expect(await axeViolations(her)).toEqual([]);

    // She works for Paul now; the bell says the request is Sophie's and switches to Sophie to answer it.
    const switched = await her.request.put('/api/pro/acting-for', {
      data: { lawyerUserId: paulId },
      headers: origin,
    });
    expect(switched.status(), await switched.text()).toBe(200);
    await her.reload();
    await expect(her.getByText(`Vous agissez pour ${PAUL}`)).toBeVisible();
    await her.locator('[data-testid="notification-bell-pro"]:visible').click();
    const bell = her.getByRole('dialog');
    const line = bell.getByRole('listitem').filter({ hasText: request.client });
    await expect(line.getByText(`Demande pour ${SOPHIE}`)).toBeVisible();
    await line.getByRole('button', { name: `Passer à ${SOPHIE} pour répondre` }).click();
    await expect(her.getByText(`Vous agissez pour ${SOPHIE}`).first()).toBeVisible();
    await her
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: request.client })
      .getByRole('button', { name: new RegExp(`^Accepter la demande de ${request.client}, `) })
      .click();
    await expect(her.getByText(`Demande acceptée : nous avons prévenu ${request.client}`)).toBeVisible();
    const confirmed = await page.request.get(`/api/pro/appointments/${request.id}`);
    expect(((await confirmed.json()) as { appointment: { status: string } }).appointment.status).toBe(
      'confirmed',
    );
    await her.keyboard.press('Escape');

    // 390 px: the day of one lawyer at a time, chosen in a list.
    const phone = await assistantContext.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/pro/dashboard/planning');
    const choice = phone.getByLabel('Agenda de');
    await expect(choice).toBeVisible();
    await choice.selectOption({ label: PAUL });
    await expect(phone).toHaveURL(new RegExp(`avocats=${paulId}`));
    const phoneGrid = phone.getByRole('grid', { name: /^Planning/ });
    await expect(phoneGrid.getByRole('columnheader', { name: new RegExp(`^${PAUL}, `) })).toBeVisible();
    await expect(phoneGrid.getByRole('columnheader', { name: new RegExp(`^${SOPHIE}, `) })).toHaveCount(0);
    expect(await axeViolations(phone)).toEqual([]);
  } finally {
    for (const context of contexts) await context.close();
  }
});
