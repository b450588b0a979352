import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newContextWithConsent, signInAsClient, signInAsPro } from './support/accounts';
import { axeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const MARIE = 'marie.dubois@example.com';
const SOPHIE = 'sophie.martin@example.com';
const TITLE = 'Liste des pièces à fournir';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const THREAD = 'Messages, du plus ancien au plus récent';

/** Screenshots for the closing note, only when asked (SHOTS_DIR). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}`, fullPage: false });
}

/** The thread reads in time order and the composer sits below its newest message. */
async function expectTimeOrderWithComposerBelow(page: Page, earlier: string, later: string) {
  const thread = page.getByRole('list', { name: THREAD });
  const items = thread.getByRole('listitem', { name: /^Message de/ });
  const texts = await items.allInnerTexts();
  const first = texts.findIndex((text) => text.includes(earlier));
  const second = texts.findIndex((text) => text.includes(later));
  expect(first).toBeGreaterThanOrEqual(0);
  expect(second).toBeGreaterThan(first);
  expect(second).toBe(texts.length - 1);
  const composer = page.getByRole('form', { name: 'Nouveau message' });
  const listBox = await thread.boundingBox();
  const composerBox = await composer.boundingBox();
  expect(listBox && composerBox && composerBox.y >= listBox.y + listBox.height - 1).toBe(true);
  // Scrolled to the newest: the last message is in view.
  await expect(items.last()).toBeInViewport();
}

async function openMarieAppointment(proPage: Page): Promise<Locator> {
  await proPage.goto('/pro/dashboard/appointments');
  const card = proPage
    .getByRole('listitem')
    .filter({ has: proPage.getByRole('heading', { name: 'Marie Dubois' }) })
    .first();
  await card.getByRole('button', { name: /^Voir les détails/ }).click();
  const details = proPage.getByRole('dialog', { name: /Rendez-vous avec Marie Dubois/ });
  await details.getByRole('tab', { name: 'Documents' }).click();
  return details;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`messages and shared documents at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Two people, two spaces, a share and its withdrawal: a long journey.
    test.setTimeout(120_000);

    test('Marie writes, Sophie answers, both read in time order about the appointment; a shared document keeps its title, is « Nouveau » then « Consulté », and its share is withdrawn', async ({
      page,
      browser,
    }) => {
      const stamp = Date.now();
      const question = `Bonjour Maître, faut-il apporter le livret de famille\u202f? ${stamp}`;
      const answer = `Oui, et les trois derniers bulletins de salaire. ${stamp}`;

      // Marie writes from her appointment: the conversation opens with the cursor in the box.
      await signInAsClient(page, MARIE, DEMO_PASSWORD);
      const appointment = page.getByRole('article', { name: /^Maître Sophie Martin,/ }).first();
      await appointment.getByRole('button', { name: 'Écrire à Maître Sophie Martin' }).click();
      await expect(page).toHaveURL(/\/dashboard\?onglet=messages&conversation=\d+/);
      const conversationUrl = new URL(page.url());
      const conversationId = conversationUrl.searchParams.get('conversation');
      const box = page.getByRole('textbox', { name: 'Votre message' });
      await expect(box).toBeFocused();
      await expect(page.getByRole('link', { name: /^À propos du rendez-vous du / })).toBeVisible();
      await expect(
        page.getByText(
          'Messagerie sécurisée : vos messages et pièces jointes sont chiffrés sur nos serveurs. Dans JurisRDV, cette conversation sur un rendez-vous est lue par le professionnel et par son secrétariat, qui n’ouvre pas les pièces jointes ; rattachée à un dossier, elle n’est plus lue que par les membres du cabinet chargés de ce dossier.',
        ),
      ).toBeVisible();
      await box.fill(question);
      await page.getByRole('button', { name: 'Envoyer' }).click();
      await expect(page.getByRole('list', { name: THREAD }).getByText(question)).toBeVisible();

      // Sophie answers in her workspace; the header names the appointment there too.
      const proContext = await newContextWithConsent(browser);
      const proPage = await proContext.newPage();
      await proPage.setViewportSize(viewport);
      await signInAsPro(proPage, SOPHIE, DEMO_PASSWORD, {
        landOn: `/pro/dashboard/messages?conversation=${conversationId}`,
      });
      await expect(proPage.getByRole('list', { name: THREAD }).getByText(question)).toBeVisible();
      await expect(proPage.getByRole('link', { name: /^À propos du rendez-vous du / })).toBeVisible();
      await expect(proPage.getByRole('textbox', { name: 'Votre message' })).toBeFocused();
      await proPage.getByRole('textbox', { name: 'Votre message' }).fill(answer);
      await proPage.getByRole('button', { name: 'Envoyer' }).click();
      await expect(proPage.getByRole('list', { name: THREAD }).getByText(answer)).toBeVisible();
      await expectTimeOrderWithComposerBelow(proPage, question, answer);
      await shot(proPage, `messages-1-after-pro-${viewport.width}.png`);
      expect(await axeViolations(proPage)).toEqual([]);

      // Marie reads the answer under her question, next to the composer.
      await page.reload();
      await expect(page.getByRole('list', { name: THREAD }).getByText(answer)).toBeVisible();
      await expectTimeOrderWithComposerBelow(page, question, answer);
      await shot(page, `messages-1-after-${viewport.width}.png`);
      await page.getByRole('heading', { level: 2, name: 'Maître Sophie Martin' }).scrollIntoViewIfNeeded();
      await shot(page, `messages-2-after-${viewport.width}.png`);
      expect(await axeViolations(page)).toEqual([]);

      // Sophie shares « Liste des pièces à fournir » from the appointment.
      const details = await openMarieAppointment(proPage);
      await details.getByLabel('Titre du document').fill(TITLE);
      await details
        .getByLabel('Fichier')
        .setInputFiles({ name: `liste-pieces-${stamp}.pdf`, mimeType: 'application/pdf', buffer: PDF });
      await details.getByRole('button', { name: 'Ajouter un document' }).click();
      // This run's document (earlier runs leave theirs, unshared, under the same title).
      const fileName = `liste-pieces-${stamp}.pdf`;
      const item = (dialog: Locator) => dialog.getByRole('listitem').filter({ hasText: fileName });
      await item(details)
        .getByRole('button', { name: `Partager ${TITLE} avec Marie Dubois` })
        .click();
      const share = proPage.getByRole('dialog', { name: 'Partager avec le client' });
      await share.getByRole('button', { name: 'Partager', exact: true }).click();
      await expect(share).toBeHidden();
      await expect(
        item(details).getByRole('button', { name: `Retirer le partage de ${TITLE}` }),
      ).toBeVisible();
      await expect(item(details).getByText('Nouveau', { exact: true })).toBeVisible();

      // Marie sees the title Sophie wrote, « Nouveau », and opens it.
      await page.goto('/dashboard?onglet=documents');
      const row = page
        .getByRole('table', { name: 'Documents partagés avec vous' })
        .getByRole('row')
        .filter({ hasText: TITLE });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('rowheader')).toHaveText(TITLE);
      await expect(row).toContainText('Nouveau');
      await expect(row).not.toContainText('liste-pieces');
      await row.scrollIntoViewIfNeeded();
      await shot(page, `messages-3-after-${viewport.width}.png`);
      const fileUrl = await row.getByRole('link', { name: 'Voir' }).getAttribute('href');
      const opened = await page.request.get(fileUrl ?? '');
      expect(opened.status()).toBe(200);
      await page.reload();
      await expect(row).toContainText('Consulté');

      // Sophie sees « Consulté », then withdraws the share after confirming.
      await proPage.reload();
      const again = await openMarieAppointment(proPage);
      const shared = item(again).getByRole('button', { name: `Retirer le partage de ${TITLE}` });
      await expect(shared).toBeVisible();
      await expect(item(again).getByText('Consulté', { exact: true })).toBeVisible();
      await shot(proPage, `messages-3-after-pro-${viewport.width}.png`);
      await shared.click();
      const confirm = proPage.getByRole('alertdialog', { name: 'Retirer le partage\u202f?' });
      await expect(confirm).toContainText('ne pourra plus l’ouvrir ni le télécharger');
      await confirm.getByRole('button', { name: 'Retirer le partage' }).click();
      await expect(confirm).toBeHidden();
      await expect(
        item(again).getByRole('button', { name: `Partager ${TITLE} avec Marie Dubois` }),
      ).toBeVisible();
      await proContext.close();

      // Marie no longer sees it, nor downloads it.
      await page.reload();
      await expect(
        page
          .getByRole('table', { name: 'Documents partagés avec vous' })
          .getByRole('row')
          .filter({ hasText: TITLE }),
      ).toHaveCount(0);
      expect((await page.request.get(fileUrl ?? '')).status()).toBe(404);
    });
  });
}
