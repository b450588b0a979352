import { eq } from 'drizzle-orm';
import { importOfficialDirectory } from '#server/identity/index.ts';
import type { TDatabase } from '../database';
import { officialDirectoryImports } from '../schema';

/**
 * The demo's national directory of lawyers (issue 29 §1): a fictitious file in the CNB format, so that /admin
 * shows what the comparison says. The demo lawyers are in it, as registered; Hélène Garnier and Paul Mercier
 * are lawyers who have not registered yet (the e2e journey registers them, one as written here, one at another
 * bar). Seeded with the demo of `npm start` only (`seedDemoData`'s `officialDirectories`), never in a
 * deployment, whose administrator imports the real file (`npm run directories:import`).
 */
export const DEMO_CNB_DIRECTORY = [
  'Nom;Prénom;Barreau;Identifiant CNBF;Numéro de toque;Date de serment;Spécialités;Structure;Ville',
  'MARTIN;Sophie;PARIS;0500001;PARIS-A1234;15/01/2009;;Cabinet Martin Avocats;Paris',
  'BERNARD;Thomas;PARIS;0500002;PARIS-B5678;02/12/2011;Droit pénal;Cabinet Bernard;Paris',
  'PETIT;Camille;LYON;0500003;LYON-C9012;10/01/2014;;Petit Avocats;Lyon',
  'LAMBERT;Antoine;PARIS;0500004;PARIS-D3456;05/01/2018;;Cabinet Martin Avocats;Paris',
  'GARNIER;Hélène;LYON;0600101;;12/03/2010;;Garnier Avocats;Lyon',
  'MERCIER;Paul;BORDEAUX;0600102;;20/11/2019;;Mercier Avocats;Bordeaux',
].join('\n');

/** Once: a directory imported since (the demo seed replayed, a real file tried) is left as it is. */
export async function seedDemoOfficialDirectory(db: TDatabase, now: Date): Promise<void> {
  const [imported] = await db
    .select({ id: officialDirectoryImports.id })
    .from(officialDirectoryImports)
    .where(eq(officialDirectoryImports.source, 'cnb'))
    .limit(1);
  if (imported) return;
  await importOfficialDirectory(db, {
    source: 'cnb',
    input: [DEMO_CNB_DIRECTORY],
    fileName: 'annuaire-demonstration.csv',
    now,
  });
}
