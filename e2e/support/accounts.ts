import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { generateSync } from 'otplib';
import { CONSENT_STORAGE_KEY } from '#domain/directory/consent/cookie-consent.ts';
import type { TSessionResponse } from '#domain/identity/auth/auth-schemas.ts';
import { DEMO_ASSISTANT, DEMO_ASSISTANT_TOTP_SECRET, DEMO_PASSWORD } from '#server/db/seed/demo-accounts.ts';
import { linkIn, waitForEmail } from './outbox';
import {
  enrolAuthenticatorThroughApi,
  nextCodeFor,
  passSecondFactor,
  SECOND_FACTORS_DIR,
  signingInAs,
} from './second-factor';

/** A password long enough and absent from the common-password lists. */
export const STRONG_PASSWORD = 'Tournesol-Violet-2025';

export const CONSENT_REFUSED = JSON.stringify({
  essential: true,
  analytics: false,
  marketing: false,
  decidedAt: new Date().toISOString(),
});

/** A unique surname, so a registration can be found by name on the shared admin board. */
export function uniqueSurname(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * A second browser (another device of the same person, or the administrator), with a cookie
 * choice already stored as the `test` fixture does, so the banner does not cover the forms.
 */
export async function newContextWithConsent(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, value as string);
    },
    [CONSENT_STORAGE_KEY, CONSENT_REFUSED],
  );
  return context;
}

/** Fills the login form of the current page (client, pro or admin) and submits it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  // Exact: the pro page also has « Se connecter avec une clé d’accès ».
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** What a spec asks of a sign-in (`signInAsClient`, `signInAsPro`). */
export type TSignInOptions = {
  /**
   * The page the spec starts on, opened once signed in (by default the space's home); `null` opens none, for a
   * spec whose next step is an API call or a page of its own.
   */
  landOn?: string | null;
  /** Through the sign-in form, as a person does: for the specs whose subject is signing in (ADR 0051). */
  viaForm?: boolean;
};

/** The origin the app's own requests carry, as the server's cross-site check expects of a state change. */
function appOrigin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('baseURL is not configured');
  return new URL(baseURL).origin;
}

/**
 * Signs in through the endpoints the sign-in form calls, with the page's own cookie jar (`page.request` shares
 * the browser context's): the password, then the code of the authenticator the specs enrolled for that account,
 * or its enrolment when the account must have one and has none yet (ADR 0026). No page is loaded.
 */
async function signInThroughApi(page: Page, space: 'client' | 'pro', email: string, password: string) {
  const origin = appOrigin();
  const login = await page.request.post(`/api/auth/${space}/login`, {
    data: { email, password },
    headers: { origin },
  });
  expect(login.status(), await login.text()).toBe(200);
  let session = (await login.json()) as TSessionResponse;
  if (session.twoFactorChallenge) {
    const answered = await page.request.post(`/api/auth/${space}/login/code`, {
      data: { challenge: session.twoFactorChallenge, code: await nextCodeFor(email) },
      headers: { origin },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    session = (await answered.json()) as TSessionResponse;
  }
  expect(session.user?.email).toBe(email.toLowerCase());
  if (session.twoFactorSetupRequired && space === 'pro')
    await enrolAuthenticatorThroughApi(page.request, space, email, origin);
}

/** Opens the page a spec starts on and, in the space itself, waits for it to be open rather than the form. */
async function land(page: Page, path: string, signedIn: Locator | null): Promise<void> {
  await page.goto(path);
  if (signedIn) await expect(signedIn.first()).toBeVisible({ timeout: 15_000 });
}

export async function signInAsClient(
  page: Page,
  email: string,
  password: string,
  options: TSignInOptions = {},
): Promise<void> {
  const { landOn = '/dashboard', viaForm = false } = options;
  if (viaForm) {
    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    if (landOn !== null && landOn !== '/dashboard') await page.goto(landOn);
    return;
  }
  await signInThroughApi(page, 'client', email, password);
  if (landOn === null) return;
  const clientSpace = /^\/dashboard(?:[?#]|$)/.test(landOn)
    ? page.getByRole('heading', { level: 1, name: 'Mon espace personnel' })
    : null;
  await land(page, landOn, clientSpace);
}

/**
 * Signs a professional in; one registered by the specs meets the second factor it must have (ADR 0026):
 * enrolment at its first sign-in, the code afterwards.
 */
export async function signInAsPro(
  page: Page,
  email: string,
  password: string,
  options: TSignInOptions = {},
): Promise<void> {
  const { landOn = '/pro/dashboard', viaForm = false } = options;
  // The workspace itself (on a phone its menu is folded away); a refused registration opens only its refusal
  // (no menu), before any enrolment.
  const workspace = () =>
    page
      .getByTestId('pro-workspace')
      .or(page.getByRole('heading', { level: 1, name: "Votre inscription n'a pas été validée." }));
  if (viaForm) {
    await page.goto('/pro/login');
    await submitLogin(page, email, password);
    await passSecondFactor(page, email, workspace);
    await expect(page).toHaveURL(/\/pro\/dashboard/);
    if (landOn !== null && landOn !== '/pro/dashboard') await page.goto(landOn);
    return;
  }
  await signInThroughApi(page, 'pro', email, password);
  if (landOn === null) return;
  await land(page, landOn, landOn.startsWith('/pro/dashboard') ? workspace() : null);
}

/** Signs in at /admin in a browser of its own and hands the board to `act`. */
export async function asAdmin(browser: Browser, act: (admin: Page) => Promise<void>): Promise<void> {
  const context = await newContextWithConsent(browser);
  try {
    const admin = await context.newPage();
    await signInAsAdmin(admin);
    await act(admin);
  } finally {
    await context.close();
  }
}

/** A registration waiting on the administrator's board, found by the professional's name. */
export function pendingRegistrationCard(admin: Page, name: string) {
  return admin
    .getByRole('tabpanel', { name: 'En attente' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name, exact: true }) });
}

/**
 * Validates a registration that is not found as it is in its official directory (issue 29 §1): « Valider »
 * asks the administrator's note first.
 */
export async function validateWithNote(
  card: Locator,
  name: string,
  note = 'Inscription vérifiée auprès de l’Ordre.',
) {
  await card.getByRole('button', { name: `Valider l'inscription de ${name}` }).click();
  await card.getByRole('textbox', { name: 'Note de validation (obligatoire)' }).fill(note);
  await card.getByRole('button', { name: 'Confirmer la validation' }).click();
}

/**
 * The administrator's session, kept for the run once signed in: each sign-in needs a TOTP step not used yet, so
 * signing in again for every spec waited up to 30 seconds each time (ADR 0051). A session the server no longer
 * knows (expired, revoked by a spec) sends the page back to the form, and the administrator signs in again.
 */
const ADMIN_EMAIL = 'admin@example.com';
const ADMIN_SESSION_FILE = join(SECOND_FACTORS_DIR, `${ADMIN_EMAIL}.session.json`);

export async function signInAsAdmin(page: Page): Promise<void> {
  const board = page.getByRole('heading', { name: 'Inscriptions professionnelles' });
  await signingInAs(ADMIN_EMAIL, async () => {
    if (existsSync(ADMIN_SESSION_FILE)) {
      const saved = JSON.parse(readFileSync(ADMIN_SESSION_FILE, 'utf8')) as { cookies: TCookies };
      await page.context().addCookies(saved.cookies);
      await page.goto('/admin');
      const form = page.getByLabel('Mot de passe', { exact: true });
      await expect(board.or(form).first()).toBeVisible({ timeout: 15_000 });
      if (await board.isVisible()) return;
    } else {
      await page.goto('/admin');
    }
    await submitLogin(page, ADMIN_EMAIL, 'demo-2025');
    await passSecondFactor(page, ADMIN_EMAIL, () => board);
    const { cookies } = await page.context().storageState();
    writeFileSync(ADMIN_SESSION_FILE, JSON.stringify({ cookies }));
  });
}

type TCookies = Awaited<ReturnType<BrowserContext['storageState']>>['cookies'];

type TNewClient = { firstName: string; lastName: string; email: string; password: string };

/**
 * Follows the confirmation link e-mailed to that address, as its owner would (ADR 0023), through the API
 * the `/verifier-email` page calls.
 */
export async function confirmEmailViaOutbox(request: APIRequestContext, baseURL: string, email: string) {
  const link = linkIn(await waitForEmail(request, email, /^Confirmez votre adresse e-mail$/));
  const token = new URL(link).searchParams.get('token');
  const response = await request.post('/api/auth/email/verify', {
    data: { token },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Creates a client account through the API, as the registration form would, and confirms its address. */
export async function registerClientViaApi(request: APIRequestContext, baseURL: string, client: TNewClient) {
  const response = await request.post('/api/auth/client/register', {
    data: { ...client, acceptTerms: true },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmailViaOutbox(request, baseURL, client.email);
}

type TNewProfessional = TNewClient & {
  practice: string;
  specialty: string;
  barNumber: string;
  barAssociation?: string;
};

/**
 * Creates a pending professional account through the API, as the registration form would, and
 * confirms its address (an administrator validates only confirmed addresses).
 */
export async function registerProViaApi(request: APIRequestContext, baseURL: string, pro: TNewProfessional) {
  const response = await request.post('/api/auth/pro/register', {
    data: { ...pro, acceptTerms: true },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  await confirmEmailViaOutbox(request, baseURL, pro.email);
}

/** Julie Lefèvre, the demo's assistant (README), signs in with her password and a code of the published key (a code not used yet: one per 30 s). */
export async function signInAsJulie(page: Page): Promise<void> {
  await page.goto('/pro/login');
  await submitLogin(page, DEMO_ASSISTANT.email, DEMO_PASSWORD);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const epoch = Math.floor(Date.now() / 1000);
    await page
      .getByLabel('Code de vérification')
      .fill(generateSync({ secret: DEMO_ASSISTANT_TOTP_SECRET, epoch }));
    await page.getByRole('button', { name: 'Vérifier' }).click();
    try {
      await expect(page).toHaveURL(/\/pro\/dashboard\/planning/, { timeout: 5_000 });
      return;
    } catch {
      // The code of this step was used by an earlier sign-in: the next step gives a new one.
      await page.waitForTimeout(31_000 - ((Date.now() / 1000) % 30) * 1000);
    }
  }
  throw new Error('Julie could not sign in');
}
