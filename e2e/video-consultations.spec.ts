import { newContextWithConsent, signInAsClient, signInAsPro } from './support/accounts';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

const CAMILLE = 'camille.petit@example.com';
const LUCAS = 'lucas.moreau@example.com';

test('recording waits for the client: Camille wants it, Lucas agrees in his space, Camille sees it and the room allows it', async ({
  page,
  browser,
}) => {
  await signInAsPro(page, CAMILLE, DEMO_PASSWORD, { landOn: '/pro/dashboard/video' });
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  const recording = page.getByRole('switch', { name: 'Enregistrement automatique' });
  await expect(recording).not.toBeChecked();
  await recording.click();
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();

  await page.getByRole('tab', { name: /^Prochaines/ }).click();
  const lucasCard = page
    .getByRole('list', { name: 'Prochaines visioconférences' })
    .getByRole('listitem', { name: 'Lucas Moreau' })
    .first();
  await expect(lucasCard).toContainText('Le client n’a pas accepté l’enregistrement.');

  const clientContext = await newContextWithConsent(browser);
  const client = await clientContext.newPage();
  await signInAsClient(client, LUCAS, DEMO_PASSWORD);
  const video = client.getByRole('article').filter({ hasText: 'Licenciement pour motif économique' });
  const consent = video.getByRole('region', { name: 'Enregistrement de la consultation' });
  await expect(consent).toContainText('souhaite pouvoir enregistrer cette consultation');
  await consent.getByRole('button', { name: 'J’accepte l’enregistrement' }).click();
  await expect(consent).toContainText('Vous avez accepté l’enregistrement de cette consultation le');
  await clientContext.close();

  await page.reload();
  await expect(lucasCard).toContainText('Enregistrement accepté par le client le');
  const listed = (await (await page.request.get('/api/pro/video-consultations')).json()) as {
    upcoming: { client: string; meetingUrl: string }[];
  };
  const room = listed.upcoming.find((card) => card.client === 'Lucas Moreau')?.meetingUrl ?? '';
  expect(room).toMatch(/^https:\/\/meet\.jit\.si\/JurisRDV-[A-Za-z0-9_-]{22,}#config\./);
  expect(room).toContain('config.recordings.suggestRecording=true');

  // The demo account goes back to its seed setting for the journeys that follow.
  await page.getByRole('tab', { name: 'Paramètres' }).click();
  await page.getByRole('switch', { name: 'Enregistrement automatique' }).click();
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  await expect(page.getByText('Paramètres enregistrés')).toBeVisible();
});
