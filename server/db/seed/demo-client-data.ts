import { TZDate } from '@date-fns/tz';
import { addDays, nextMonday, set, subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { newVideoRoom } from '#server/appointments/index.ts';
import type { TDatabase } from '../database';
import { appointments, clientDocuments, reviews, users } from '../schema';
import { minimalPdf } from './minimal-pdf';

type TMode = 'cabinet' | 'visio' | 'telephone';
type TStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

/** A Paris civil time `days` after the reference day (negative for the past). */
function parisAt(reference: Date, days: number, hour: number, minute = 0): Date {
  const day = addDays(new TZDate(reference.getTime(), PARIS_TIME_ZONE), days);
  return new Date(set(day, { hours: hour, minutes: minute, seconds: 0, milliseconds: 0 }).getTime());
}

/**
 * The specification's sample appointments and documents for the demo clients, dated relative to
 * today: appointments next week, consultations last month (PRODUCT.md §5).
 */
export async function seedDemoClientData(db: TDatabase, now: Date): Promise<void> {
  const clients = new Map(
    (await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'client'))).map(
      (row) => [row.email, row.id],
    ),
  );
  const marie = clients.get('marie.dubois@example.com');
  const lucas = clients.get('lucas.moreau@example.com');
  const emma = clients.get('emma.laurent@example.com');
  if (!marie || !lucas || !emma) return;
  const existing = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.clientUserId, marie));
  if (existing.length > 0) return;

  const monday = nextMonday(new TZDate(now.getTime(), PARIS_TIME_ZONE));
  const nextWeek = Math.round((monday.getTime() - now.getTime()) / 86_400_000);
  const lastMonth = subDays(monday, 35);
  const pastWeek = Math.round((lastMonth.getTime() - now.getTime()) / 86_400_000);

  const rows: {
    client: string;
    professionalId: number;
    start: Date;
    minutes: number;
    mode: TMode;
    status: TStatus;
    reason: string;
    /** A published review (stars, and a text with the professional's answer if given). */
    review?: { rating: number; text?: string; answer?: string };
  }[] = [
    {
      client: marie,
      professionalId: 1,
      start: parisAt(now, nextWeek + 1, 10),
      minutes: 30,
      mode: 'visio',
      status: 'confirmed',
      reason: 'Divorce par consentement mutuel',
    },
    {
      client: marie,
      professionalId: 2,
      start: parisAt(now, nextWeek + 3, 14, 30),
      minutes: 30,
      mode: 'cabinet',
      status: 'pending',
      reason: 'Conseil avant audition libre',
    },
    {
      client: marie,
      professionalId: 3,
      start: parisAt(now, pastWeek + 2, 9, 30),
      minutes: 30,
      mode: 'telephone',
      status: 'completed',
      reason: 'Rupture conventionnelle',
      review: { rating: 5 },
    },
    {
      client: marie,
      professionalId: 1,
      start: parisAt(now, pastWeek + 8, 15),
      minutes: 30,
      mode: 'cabinet',
      status: 'completed',
      reason: 'Garde des enfants',
    },
    {
      client: marie,
      professionalId: 2,
      start: parisAt(now, pastWeek + 10, 11),
      minutes: 30,
      mode: 'cabinet',
      status: 'cancelled',
      reason: 'Consultation générale',
    },
    {
      client: lucas,
      professionalId: 3,
      start: parisAt(now, nextWeek + 2, 9),
      minutes: 30,
      mode: 'visio',
      status: 'confirmed',
      reason: 'Licenciement pour motif économique',
    },
    {
      client: lucas,
      professionalId: 1,
      start: parisAt(now, pastWeek + 4, 16),
      minutes: 30,
      mode: 'cabinet',
      status: 'completed',
      reason: 'Succession',
      review: {
        rating: 4,
        text: 'Des explications claires et beaucoup de patience. Le rendez-vous a commencé à l’heure.',
        answer: 'Merci pour votre retour, au plaisir de vous accompagner de nouveau.',
      },
    },
    {
      // Not reviewed yet: Emma may leave a review (e2e/reviews.spec.ts).
      client: emma,
      professionalId: 1,
      start: parisAt(now, pastWeek + 6, 10),
      minutes: 30,
      mode: 'visio',
      status: 'completed',
      reason: 'Consultation générale',
    },
    {
      client: emma,
      professionalId: 1,
      start: parisAt(now, nextWeek + 4, 11),
      minutes: 30,
      mode: 'telephone',
      status: 'confirmed',
      reason: 'Consultation générale',
    },
  ];
  const inserted = await db
    .insert(appointments)
    .values(
      rows.map((row) => ({
        professionalId: row.professionalId,
        clientUserId: row.client,
        startsAt: row.start,
        endsAt: new Date(row.start.getTime() + row.minutes * 60_000),
        mode: row.mode,
        // Past consultations are stored as confirmed; their end having passed makes them « Terminé ».
        status: row.status === 'completed' ? ('confirmed' as const) : row.status,
        reason: row.reason,
        // Demo rooms are as unguessable as real ones: a name anyone could derive would be a real room.
        videoRoom: row.mode === 'visio' ? newVideoRoom() : null,
        cancelledAt: row.status === 'cancelled' ? row.start : null,
        cancelledBy: row.status === 'cancelled' ? ('client' as const) : null,
      })),
    )
    .returning({ id: appointments.id });
  // Reviews left a day after their consultation, published (a text after a moderator's reading), answered the next day.
  const demoReviews = rows.flatMap((row, index) => {
    const appointment = inserted[index];
    if (!row.review || !appointment) return [];
    const end = new Date(row.start.getTime() + row.minutes * 60_000);
    const submittedAt = addDays(end, 1);
    const publishedAt = row.review.text ? addDays(submittedAt, 1) : submittedAt;
    return [
      {
        appointmentId: appointment.id,
        professionalId: row.professionalId,
        clientUserId: row.client,
        rating: row.review.rating,
        text: row.review.text ?? null,
        status: 'published' as const,
        submittedAt,
        publishedAt,
        decidedAt: row.review.text ? publishedAt : null,
        answer: row.review.answer ?? null,
        answeredAt: row.review.answer ? addDays(publishedAt, 1) : null,
      },
    ];
  });
  if (demoReviews.length > 0) await db.insert(reviews).values(demoReviews);

  const documents = [
    {
      client: marie,
      professionalId: 1,
      name: "Convention d'honoraires.pdf",
      category: 'Contrat' as const,
      status: 'viewed' as const,
      title: "Convention d'honoraires",
      daysAgo: 30,
    },
    {
      client: marie,
      professionalId: 3,
      name: 'Attestation de consultation.pdf',
      category: 'Attestation' as const,
      status: 'viewed' as const,
      title: 'Attestation de consultation',
      daysAgo: 28,
    },
    {
      client: marie,
      professionalId: 2,
      name: 'Procès-verbal de constat.pdf',
      category: 'Procès-verbal' as const,
      status: 'pending' as const,
      title: 'Procès-verbal de constat',
      daysAgo: 3,
    },
    {
      client: lucas,
      professionalId: 3,
      name: 'Projet de rupture conventionnelle.pdf',
      category: 'Contrat' as const,
      status: 'pending' as const,
      title: 'Projet de rupture conventionnelle',
      daysAgo: 5,
    },
  ];
  await db.insert(clientDocuments).values(
    documents.map((document) => {
      const content = minimalPdf([
        document.title,
        'Document de démonstration JurisRDV.',
        `Partagé le ${subDays(now, document.daysAgo).toLocaleDateString('fr-FR', { timeZone: PARIS_TIME_ZONE })}.`,
      ]);
      return {
        clientUserId: document.client,
        professionalId: document.professionalId,
        name: document.name,
        title: document.title,
        category: document.category,
        contentType: 'application/pdf',
        sizeBytes: content.length,
        content,
        status: document.status,
        createdAt: subDays(now, document.daysAgo),
      };
    }),
  );
}
