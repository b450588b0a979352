import { and, asc, eq, or, sql } from 'drizzle-orm';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TVatRateBp } from '#domain/billing/invoices/invoice-amounts.ts';
import {
  durationText,
  minutesToHourThousandths,
  priceExcludingVat,
} from '#domain/billing/invoices/invoice-proposal.ts';
import type { TInvoiceLine, TInvoiceProposal } from '#domain/billing/invoices/invoice-schemas.ts';
import { DEFAULT_PAYMENT_TERM_DAYS } from '#domain/billing/invoices/invoice-terms.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TDatabase } from '#server/db/database.ts';
import {
  appointments,
  cases,
  contacts,
  invoices,
  type professionals,
  users,
  workSessions,
} from '#server/db/schema/index.ts';

type TProfessionalRow = typeof professionals.$inferSelect;

const NO_HOURLY_RATE =
  'Aucun taux horaire dans vos paramètres de facturation\u00a0: indiquez le prix des séances de travail.';
const FEE_TO_ENTER = 'Tarif sur devis ou consultation gratuite\u00a0: indiquez le montant facturé.';

function contactAddress(contact: typeof contacts.$inferSelect | undefined): string {
  if (!contact) return '';
  return [contact.address, [contact.postalCode, contact.city].filter(Boolean).join(' ')]
    .filter((part) => part && part.trim() !== '')
    .join(', ');
}

async function contactByEmail(db: TDatabase, professionalId: number, email: string | null) {
  if (!email) return undefined;
  const [contact] = await db
    .select()
    .from(contacts)
    .where(
      and(
        eq(contacts.professionalId, professionalId),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return contact;
}

/** A consultation line at the fee the professional states on their profile (VAT included for the client). */
export async function proposeFromAppointment(
  db: TDatabase,
  professional: TProfessionalRow,
  appointmentId: number,
  /** The new draft's issuer's: 20 % with a VAT number, 0 under the franchise (billing-scope.ts). */
  vatRateBp: TVatRateBp,
): Promise<TInvoiceProposal> {
  const [found] = await db
    .select({ appointment: appointments, client: users })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.clientUserId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.professionalId, professional.id)));
  if (!found) throw new AppError('NOT_FOUND', { message: 'Rendez-vous introuvable.' });
  const { appointment, client } = found;
  const contact = await contactByEmail(db, professional.id, client?.email ?? null);
  const fee = appointment.isFirstConsultation
    ? professional.fees?.firstConsultation
    : (professional.fees?.followUp ?? undefined);
  const feeCents = fee?.kind === 'amount' ? fee.cents : null;
  const line: TInvoiceLine = {
    description: `${appointment.isFirstConsultation ? 'Première consultation' : 'Consultation'} du ${formatCivilDateShort(formatParisDate(appointment.startsAt))}`,
    quantityThousandths: 1000,
    unitPriceCents: feeCents === null ? 0 : priceExcludingVat(feeCents, vatRateBp),
    vatRateBp,
  };
  return {
    clientName: client
      ? `${client.firstName} ${client.lastName}`
      : contact
        ? `${contact.firstName} ${contact.lastName}`
        : '',
    clientAddress: contactAddress(contact),
    clientEmail: client?.email ?? contact?.email ?? null,
    clientIsBusiness: contact?.clientType === 'professionnel',
    clientContactId: contact?.id ?? null,
    appointmentId: appointment.id,
    caseId: appointment.caseId,
    workSessionIds: [],
    paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
    lines: [line],
    notice: feeCents === null ? FEE_TO_ENTER : null,
  };
}

/** One line per work session of the case not billed yet (by a draft or an invoice not cancelled). */
export async function proposeFromCase(
  db: TDatabase,
  professional: TProfessionalRow,
  caseId: number,
  vatRateBp: TVatRateBp,
): Promise<TInvoiceProposal> {
  const [found] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.id, caseId), eq(cases.professionalId, professional.id)));
  if (!found) throw new AppError('NOT_FOUND', { message: 'Dossier introuvable.' });
  const billed = await db
    .select({ ids: invoices.workSessionIds })
    .from(invoices)
    .where(
      and(
        eq(invoices.professionalId, professional.id),
        eq(invoices.caseId, caseId),
        eq(invoices.kind, 'invoice'),
        // A fully credited invoice gives its sessions back.
        or(
          eq(invoices.status, 'draft'),
          sql`${invoices.grossCents} > coalesce((select sum(c.gross_cents) from invoices c where c.credited_invoice_id = ${invoices.id} and c.status = 'issued'), 0)`,
        ),
      ),
    );
  const billedIds = new Set(billed.flatMap((row) => row.ids));
  const sessions = (
    await db
      .select()
      .from(workSessions)
      .where(
        and(
          eq(workSessions.professionalId, professional.id),
          eq(workSessions.caseId, caseId),
          eq(workSessions.status, 'completed'),
        ),
      )
      .orderBy(asc(workSessions.startedAt))
      .limit(500)
  ).filter((session) => !billedIds.has(session.id));
  const hourlyRate = professional.billing?.hourlyRateCents ?? null;
  const contact = found.contactId
    ? (
        await db
          .select()
          .from(contacts)
          .where(and(eq(contacts.id, found.contactId), eq(contacts.professionalId, professional.id)))
      )[0]
    : await contactByEmail(db, professional.id, found.clientEmail);
  return {
    clientName: found.clientName,
    clientAddress: found.clientAddress?.trim() ? found.clientAddress : contactAddress(contact),
    clientEmail: found.clientEmail ?? contact?.email ?? null,
    clientIsBusiness: contact?.clientType === 'professionnel',
    clientContactId: contact?.id ?? null,
    appointmentId: null,
    caseId: found.id,
    workSessionIds: sessions.map((session) => session.id),
    paymentTermDays: DEFAULT_PAYMENT_TERM_DAYS,
    lines: sessions.map((session) => ({
      description:
        `${session.title} — ${formatCivilDateShort(formatParisDate(session.startedAt))} (${durationText(session.durationMinutes)})`.slice(
          0,
          300,
        ),
      quantityThousandths: minutesToHourThousandths(session.durationMinutes),
      unitPriceCents: hourlyRate ?? 0,
      vatRateBp,
    })),
    notice:
      sessions.length === 0
        ? 'Aucune séance de travail à facturer sur ce dossier.'
        : hourlyRate === null
          ? NO_HOURLY_RATE
          : null,
  };
}
