import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The authenticator of the accounts the specs enrol (administrator, new professionals), kept in a file the
 * e2e server removes when it starts: the specs of a run share one server, and the administrator enrols once.
 */
export const SECOND_FACTORS_FILE = join(process.cwd(), '.tmp/e2e-second-factors.json');

type TAuthenticators = Record<string, { secret: string; lastStep: number }>;

function readAuthenticators(): TAuthenticators {
  return existsSync(SECOND_FACTORS_FILE)
    ? (JSON.parse(readFileSync(SECOND_FACTORS_FILE, 'utf8')) as TAuthenticators)
    : {};
}

function saveAuthenticator(email: string, secret: string, lastStep: number): void {
  writeFileSync(
    SECOND_FACTORS_FILE,
    JSON.stringify({ ...readAuthenticators(), [email]: { secret, lastStep } }),
  );
}

const stepNow = () => Math.floor(Date.now() / 30_000);

/**
 * A code of a step not used yet: the server refuses a step already used (ADR 0022) and accepts one step
 * ahead, so a second sign-in within the same 30 seconds uses the next step, and a third waits.
 */
export async function nextCodeFor(email: string): Promise<string> {
  const known = readAuthenticators()[email];
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
