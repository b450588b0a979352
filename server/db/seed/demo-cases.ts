import { addDays, subDays } from 'date-fns';
import { and, eq, inArray } from 'drizzle-orm';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { storeFile } from '#server/platform/stored-files/stored-file-store.ts';
import type { TDatabase } from '../database';
import { appointments, caseDocuments, cases, caseTags, users, workSessions } from '../schema';
import { minimalPdf } from './minimal-pdf';

type TNewCase = typeof cases.$inferInsert;

export type TDemoCase = {
  title: string;
  category: TNewCase['category'];
  status: TNewCase['status'];
  priority: TNewCase['priority'];
  /** Days before today the case was opened and last changed. */
  openedDaysAgo: number;
  updatedDaysAgo: number;
  /** Days from today to the next deadline. */
  deadlineInDays?: number;
  estimatedValueCents?: number;
  description: string;
  notes?: string;
  /** A demo client account (its appointments with the professional are linked), or a person typed by hand. */
  clientEmail?: string;
  typedClient?: { name: string; email?: string; phone?: string; address?: string };
  /** « Parties adverses », compared by the conflict check (ADR 0032). */
  opposingParties?: string[];
  tags: { name: string; colour: (typeof caseTags.$inferInsert)['colour'] }[];
  sessions: { title: string; minutes: number; daysAgo: number; description?: string }[];
  document?: { title: string; kind: 'scan' | 'contract'; fileName: string; lines: string[] };
};

const SOPHIE_CASES: TDemoCase[] = [
  {
    title: 'Divorce par consentement mutuel Dubois',
    category: 'Droit de la famille',
    status: 'En cours',
    priority: 'Haute',
    openedDaysAgo: 40,
    updatedDaysAgo: 1,
    deadlineInDays: 12,
    estimatedValueCents: 350_000,
    description: 'Divorce amiable\u00a0: convention à rédiger, résidence alternée des deux enfants.',
    notes: 'Attendre le relevé de patrimoine du conjoint avant le projet de convention.',
    clientEmail: 'marie.dubois@example.com',
    opposingParties: ['Paul Dubois'],
    tags: [
      { name: 'Urgent', colour: 'red' },
      { name: "Garde d'enfants", colour: 'purple' },
    ],
    sessions: [
      { title: 'Premier rendez-vous et recueil des pièces', minutes: 90, daysAgo: 35 },
      {
        title: 'Analyse du patrimoine commun',
        minutes: 120,
        daysAgo: 12,
        description: 'Biens immobiliers et comptes',
      },
      { title: 'Projet de convention', minutes: 45, daysAgo: 1 },
    ],
    document: {
      title: 'Projet de convention de divorce',
      kind: 'contract',
      fileName: 'projet-convention-divorce.pdf',
      lines: [
        'Projet de convention de divorce',
        'Époux Dubois — version de travail',
        'Document de démonstration JurisRDV',
      ],
    },
  },
  {
    title: 'Succession Moreau',
    category: 'Droit des successions',
    status: 'Expertise',
    priority: 'Moyenne',
    openedDaysAgo: 60,
    updatedDaysAgo: 4,
    deadlineInDays: 30,
    estimatedValueCents: 180_000,
    description:
      "Règlement de la succession du père de M. Moreau\u202f; estimation de l'appartement en cours.",
    clientEmail: 'lucas.moreau@example.com',
    tags: [{ name: 'Expertise immobilière', colour: 'blue' }],
    sessions: [{ title: 'Lecture du testament et de l’acte de notoriété', minutes: 60, daysAgo: 20 }],
    document: {
      title: 'Acte de notoriété',
      kind: 'scan',
      fileName: 'acte-notoriete.pdf',
      lines: [
        'Acte de notoriété (copie numérisée)',
        'Succession Moreau',
        'Document de démonstration JurisRDV',
      ],
    },
  },
  {
    title: 'Résidence des enfants Laurent',
    category: 'Droit de la famille',
    status: 'En négociation',
    priority: 'Moyenne',
    openedDaysAgo: 25,
    updatedDaysAgo: 3,
    deadlineInDays: 21,
    description:
      "Modification de la résidence habituelle des enfants\u202f; médiation familiale proposée à l'autre parent.",
    clientEmail: 'emma.laurent@example.com',
    opposingParties: ['Nicolas Laurent'],
    tags: [{ name: 'Médiation', colour: 'green' }],
    sessions: [{ title: 'Courrier au conseil adverse', minutes: 30, daysAgo: 3 }],
  },
  {
    title: 'Prestation compensatoire Girard',
    category: 'Droit de la famille',
    status: 'Finalisation',
    priority: 'Haute',
    openedDaysAgo: 120,
    updatedDaysAgo: 2,
    deadlineInDays: 5,
    estimatedValueCents: 420_000,
    description: 'Calcul et négociation de la prestation compensatoire\u202f; audience de plaidoirie fixée.',
    typedClient: { name: 'Nathalie Girard', email: 'nathalie.girard@example.com', phone: '06 45 12 78 90' },
    opposingParties: ['Olivier Girard'],
    tags: [{ name: 'Audience', colour: 'orange' }],
    sessions: [
      { title: 'Conclusions récapitulatives', minutes: 150, daysAgo: 9 },
      { title: 'Préparation de la plaidoirie', minutes: 75, daysAgo: 2 },
    ],
  },
  {
    title: 'Adoption simple Petit',
    category: 'Autre',
    status: 'En cours',
    priority: 'Basse',
    openedDaysAgo: 15,
    updatedDaysAgo: 8,
    description: "Requête en adoption simple de l'enfant du conjoint.",
    typedClient: { name: 'Julien Petit', phone: '07 81 22 45 10', address: '12 rue des Lilas, 75020 Paris' },
    tags: [],
    sessions: [],
  },
  {
    title: 'Pension alimentaire Roux',
    category: 'Droit de la famille',
    status: 'En cours',
    priority: 'Moyenne',
    openedDaysAgo: 10,
    updatedDaysAgo: 10,
    deadlineInDays: 45,
    description: 'Révision de la contribution à l’entretien et à l’éducation des enfants.',
    typedClient: { name: 'Camille Roux', email: 'camille.roux@example.com' },
    opposingParties: ['Thierry Roux'],
    tags: [],
    sessions: [],
  },
  {
    title: 'Vente appartement Fabre',
    category: 'Droit immobilier',
    status: 'Clos',
    priority: 'Basse',
    openedDaysAgo: 200,
    updatedDaysAgo: 50,
    description: 'Partage du prix de vente du logement familial après divorce.',
    typedClient: { name: 'Pierre Fabre' },
    tags: [],
    sessions: [{ title: 'Relecture du compromis', minutes: 60, daysAgo: 80 }],
  },
];

/** The sample cases of seed 001 for Sophie Martin, dated relative to today; skipped once she has cases. */
export async function seedDemoCases(db: TDatabase, now: Date): Promise<void> {
  await insertDemoCasesOnce(db, 1, SOPHIE_CASES, now);
}

/**
 * A professional's demo cases with their tags, work sessions, document and linked appointments, unless they
 * have cases already. Returns the new cases' ids by title (empty when skipped).
 */
export async function insertDemoCasesOnce(
  db: TDatabase,
  professionalId: number,
  items: readonly TDemoCase[],
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const existing = await db
    .select({ id: cases.id })
    .from(cases)
    .where(eq(cases.professionalId, professionalId));
  if (existing.length > 0) return ids;
  const emails = items.flatMap((item) => (item.clientEmail ? [item.clientEmail] : []));
  const accounts = emails.length ? await db.select().from(users).where(inArray(users.email, emails)) : [];
  for (const item of items) {
    const account = accounts.find((user) => user.email === item.clientEmail);
    const updatedAt = subDays(now, item.updatedDaysAgo);
    const [created] = await db
      .insert(cases)
      .values({
        professionalId,
        title: item.title,
        category: item.category,
        status: item.status,
        priority: item.priority,
        openingDate: formatParisDate(subDays(now, item.openedDaysAgo)),
        nextDeadline:
          item.deadlineInDays === undefined ? null : formatParisDate(addDays(now, item.deadlineInDays)),
        description: item.description,
        notes: item.notes ?? null,
        estimatedValueCents: item.estimatedValueCents ?? null,
        clientUserId: account?.id ?? null,
        clientName: account
          ? `${account.firstName} ${account.lastName}`
          : (item.typedClient?.name ?? 'Client à définir'),
        clientEmail: account?.email ?? item.typedClient?.email ?? null,
        clientPhone: account?.phone ?? item.typedClient?.phone ?? null,
        clientAddress: item.typedClient?.address ?? null,
        opposingParties: item.opposingParties ?? [],
        createdAt: subDays(now, item.openedDaysAgo),
        updatedAt,
      })
      .returning({ id: cases.id });
    if (!created) continue;
    ids.set(item.title, created.id);
    if (item.tags.length)
      await db.insert(caseTags).values(item.tags.map((tag) => ({ caseId: created.id, ...tag })));
    if (item.sessions.length) {
      await db.insert(workSessions).values(
        item.sessions.map((session) => {
          const startedAt = subDays(now, session.daysAgo);
          return {
            professionalId,
            caseId: created.id,
            title: session.title,
            description: session.description ?? null,
            startedAt,
            endedAt: new Date(startedAt.getTime() + session.minutes * 60_000),
            durationMinutes: session.minutes,
            status: 'completed' as const,
          };
        }),
      );
    }
    if (item.document) {
      const content = minimalPdf(item.document.lines);
      const document = item.document;
      await storeFile(db, content, updatedAt, (fileId) =>
        db.insert(caseDocuments).values({
          caseId: created.id,
          title: document.title,
          kind: document.kind,
          fileName: document.fileName,
          contentType: 'application/pdf',
          sizeBytes: content.length,
          fileId,
          createdAt: updatedAt,
        }),
      );
    }
    if (account) {
      await db
        .update(appointments)
        .set({ caseId: created.id })
        .where(
          and(eq(appointments.professionalId, professionalId), eq(appointments.clientUserId, account.id)),
        );
    }
  }
  return ids;
}
