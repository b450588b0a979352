import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { TTwoFactorSetupResponse } from '#domain/identity/two-factor/two-factor-schemas.ts';

/**
 * The authenticators of the accounts the specs enrol (administrator, new professionals), one file each in a
 * folder the e2e server empties when it starts: the specs of a run share one server, and the administrator
 * enrols once. One file per account, so that two workers saving two accounts never overwrite each other.
 */
export const SECOND_FACTORS_DIR = join(process.cwd(), '.tmp/e2e-second-factors');

type TAuthenticator = { secret: string; lastStep: number };

const authenticatorFile = (email: string) => join(SECOND_FACTORS_DIR, `${email}.json`);

function readAuthenticator(email: string): TAuthenticator | undefined {
  const file = authenticatorFile(email);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TAuthenticator) : undefined;
}

function saveAuthenticator(email: string, secret: string, lastStep: number): void {
  mkdirSync(SECOND_FACTORS_DIR, { recursive: true });
  writeFileSync(authenticatorFile(email), JSON.stringify({ secret, lastStep }));
}

/**
 * Holds a lock shared by the run's workers (a directory: mkdir is atomic), so that two workers never use the
 * same step of one authenticator, nor both enrol the administrator at the first sign-in of the run.
 */
async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = join(SECOND_FACTORS_DIR, `${email}.lock`);
  mkdirSync(SECOND_FACTORS_DIR, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A worker killed while holding it (a test timed out mid-enrolment) leaves it: stale after 2 minutes.
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0;
      if (age > 120_000) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code of a step not used yet: the server refuses a step already used (ADR 0022) and accepts one step
 * ahead, so a second sign-in within the same 30 seconds uses the next step, and a third waits.
 */
export function nextCodeFor(email: string): Promise<string> {
  return withAccountLock(`${email}.code`, () => nextUnusedCode(email));
}

/**
 * One sign-in of that account at a time across the run's workers, from the password to the open space: the
 * administrator's first sign-in enrols, and a second worker must find it enrolled, not enrol it again.
 */
export function signingInAs<T>(email: string, work: () => Promise<T>): Promise<T> {
  return withAccountLock(`${email}.sign-in`, work);
}

async function nextUnusedCode(email: string): Promise<string> {
  const known = readAuthenticator(email);
  if (!known) throw new Error(`no authenticator enrolled by the specs for ${email}`);
  let step = Math.max(stepNow(), known.lastStep + 1);
  while (step > stepNow() + 1) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    step = Math.max(stepNow(), known.lastStep + 1);
  }
  saveAuthenticator(email, known.secret, step);
  return generateSync({ secret: known.secret, epoch: step * 30 });
}

/** Enrols the authenticator on the page that shows « Activer la double authentification », notes the codes. */
export async function enrolAuthenticator(page: Page, email: string): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Double authentification' });
  await section.getByRole('button', { name: 'Activer la double authentification' }).click();
  const secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  saveAuthenticator(email, secret, stepNow() - 1);
  await section.getByLabel('Code de confirmation').fill(await nextCodeFor(email));
  await section.getByRole('button', { name: 'Activer' }).click();
  const codes = section.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await section.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  return recoveryCodes;
}

/**
 * Enrols an authenticator through the endpoints the enrolment page calls, for a session that must have one
 * (`twoFactorSetupRequired`): the secret shown, then confirmed by its first code. The page itself is proved by
 * `enrolAuthenticator`, in the specs about the second factor.
 */
export async function enrolAuthenticatorThroughApi(
  request: APIRequestContext,
  space: 'pro' | 'admin',
  email: string,
  origin: string,
): Promise<void> {
  const setup = await request.post(`/api/auth/${space}/two-factor/setup`, { headers: { origin } });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as TTwoFactorSetupResponse;
  saveAuthenticator(email, secret, stepNow() - 1);
  const enabled = await request.post(`/api/auth/${space}/two-factor/enable`, {
    data: { code: await nextCodeFor(email) },
    headers: { origin },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

/**
 * After the password: answers the code step, or enrols at the enrolment page an account that must have a
 * second factor meets, or does nothing when the space opened at once; `signedIn` shows the space is open.
 */
export async function passSecondFactor(page: Page, email: string, signedIn: () => Locator) {
  const codeStep = page.getByLabel('Code de vérification');
  const enrolment = page.getByRole('heading', { level: 1, name: 'Activez la double authentification' });
  await expect(codeStep.or(enrolment).or(signedIn()).first()).toBeVisible({ timeout: 15_000 });
  if (await codeStep.isVisible()) {
    await codeStep.fill(await nextCodeFor(email));
    await page.getByRole('button', { name: 'Vérifier' }).click();
  } else if (await enrolment.isVisible()) {
    await enrolAuthenticator(page, email);
  }
  await expect(signedIn().first()).toBeVisible({ timeout: 15_000 });
}
