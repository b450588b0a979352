import { subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../database';
import { contactNotes, contacts, contactTags } from '../schema';

type TNewContact = typeof contacts.$inferInsert;

type TDemoContact = Omit<TNewContact, 'professionalId' | 'createdAt' | 'updatedAt' | 'lastContactAt'> & {
  createdDaysAgo: number;
  lastContactDaysAgo?: number;
  tags?: { name: string; colour: (typeof contactTags.$inferInsert)['colour'] }[];
  notes?: { content: string; daysAgo: number }[];
};

const SOPHIE_AUTHOR = 'Sophie Martin';

/** Sophie Martin's address book: the three demo clients, partners and fellow lawyers (seed 001 §2). */
const SOPHIE_CONTACTS: TDemoContact[] = [
  {
    type: 'client',
    clientType: 'particulier',
    firstName: 'Marie',
    lastName: 'Dubois',
    email: 'marie.dubois@example.com',
    phone: '06 12 34 56 78',
    address: '12 rue des Lilas',
    city: 'Paris',
    postalCode: '75011',
    status: 'actif',
    createdDaysAgo: 45,
    lastContactDaysAgo: 1,
    tags: [{ name: 'Divorce', colour: 'purple' }],
    notes: [
      {
        content: 'Préfère être contactée par e-mail en journée. Deux enfants (8 et 11 ans).',
        daysAgo: 40,
      },
    ],
  },
  {
    type: 'client',
    clientType: 'particulier',
    firstName: 'Lucas',
    lastName: 'Moreau',
    email: 'lucas.moreau@example.com',
    phone: '06 23 45 67 89',
    address: '8 avenue Jean Jaurès',
    city: 'Lyon',
    postalCode: '69007',
    status: 'actif',
    createdDaysAgo: 62,
    lastContactDaysAgo: 4,
    tags: [{ name: 'Succession', colour: 'blue' }],
  },
  {
    type: 'client',
    clientType: 'particulier',
    firstName: 'Emma',
    lastName: 'Laurent',
    email: 'emma.laurent@example.com',
    phone: '07 34 56 78 90',
    city: 'Paris',
    postalCode: '75015',
    status: 'prospect',
    createdDaysAgo: 10,
    notes: [
      { content: 'Premier contact via la plateforme\u00a0: question sur un bail d’habitation.', daysAgo: 10 },
    ],
  },
  {
    type: 'client',
    clientType: 'professionnel',
    firstName: 'Julien',
    lastName: 'Roux',
    email: 'julien.roux@roux-batiment.fr',
    phone: '01 45 67 89 10',
    address: '27 rue de la Convention',
    city: 'Paris',
    postalCode: '75015',
    company: 'Roux Bâtiment SARL',
    position: 'Gérant',
    siret: '81234567800019',
    status: 'actif',
    createdDaysAgo: 120,
    lastContactDaysAgo: 20,
    tags: [{ name: 'Entreprise', colour: 'orange' }],
  },
  {
    type: 'partenaire',
    clientType: null,
    firstName: 'Claire',
    lastName: 'Fontaine',
    email: 'claire.fontaine@fontaine-expertise.fr',
    phone: '01 53 24 68 10',
    address: '5 boulevard Haussmann',
    city: 'Paris',
    postalCode: '75009',
    company: 'Fontaine Expertise Comptable',
    position: 'Expert-comptable',
    siret: '52345678900027',
    status: 'actif',
    createdDaysAgo: 300,
    lastContactDaysAgo: 12,
    tags: [{ name: 'Patrimoine', colour: 'green' }],
    notes: [
      {
        content: 'Intervient sur les liquidations de régime matrimonial (évaluation des parts sociales).',
        daysAgo: 90,
      },
    ],
  },
  {
    type: 'partenaire',
    clientType: null,
    firstName: 'Philippe',
    lastName: 'Garnier',
    email: 'p.garnier@notaires-garnier.fr',
    phone: '01 42 96 31 75',
    address: '18 rue de Rivoli',
    city: 'Paris',
    postalCode: '75004',
    company: 'Étude Garnier & Associés',
    position: 'Notaire',
    status: 'actif',
    createdDaysAgo: 400,
    lastContactDaysAgo: 30,
  },
  {
    type: 'confrere',
    clientType: null,
    firstName: 'Antoine',
    lastName: 'Mercier',
    email: 'a.mercier@mercier-avocats.fr',
    phone: '01 44 55 66 77',
    city: 'Paris',
    postalCode: '75008',
    company: 'Mercier Avocats',
    position: 'Avocat au barreau de Paris',
    status: 'actif',
    createdDaysAgo: 200,
    lastContactDaysAgo: 60,
    tags: [{ name: 'Droit pénal', colour: 'red' }],
  },
  {
    type: 'confrere',
    clientType: null,
    firstName: 'Isabelle',
    lastName: 'Roche',
    email: 'i.roche@roche-avocats.fr',
    phone: '04 78 12 34 56',
    city: 'Lyon',
    postalCode: '69002',
    company: 'Roche Avocats',
    position: 'Avocate au barreau de Lyon',
    status: 'inactif',
    createdDaysAgo: 500,
    lastContactDaysAgo: 250,
  },
];

/** Idempotent: skipped when Sophie Martin (professional 1) already has contacts. */
export async function seedDemoContacts(db: TDatabase, now: Date): Promise<void> {
  const professionalId = 1;
  const existing = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.professionalId, professionalId))
    .limit(1);
  if (existing.length > 0) return;
  for (const { createdDaysAgo, lastContactDaysAgo, tags, notes, ...fields } of SOPHIE_CONTACTS) {
    const createdAt = subDays(now, createdDaysAgo);
    const [created] = await db
      .insert(contacts)
      .values({
        ...fields,
        professionalId,
        createdAt,
        updatedAt: createdAt,
        lastContactAt: lastContactDaysAgo === undefined ? null : subDays(now, lastContactDaysAgo),
      })
      .returning({ id: contacts.id });
    if (!created) continue;
    if (tags?.length)
      await db.insert(contactTags).values(tags.map((tag) => ({ contactId: created.id, ...tag })));
    if (notes?.length) {
      await db.insert(contactNotes).values(
        notes.map((note) => ({
          contactId: created.id,
          content: note.content,
          author: SOPHIE_AUTHOR,
          createdAt: subDays(now, note.daysAgo),
          updatedAt: subDays(now, note.daysAgo),
        })),
      );
    }
  }
}
