import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { formatInvoiceNumber } from '#domain/billing/invoices/invoice-terms.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import type { TDatabase, TDatabaseOrTransaction } from '#server/db/database.ts';
import { invoiceReminders, invoices, users } from '#server/db/schema/index.ts';
import { recordNotifications } from '#server/messaging/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import { startRecurringJob, type TRecurringJob } from '#server/platform/background/recurring-job.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { assertMayHandle, invoicesOf, type TInvoiceScope } from './billing-scope';
import { findInvoice, selectInvoicesWithAmounts, type TInvoiceRow, toInvoice } from './invoice-queries';

/**
 * The reminder says what is owed and to whom, never what the invoice was for: the lines can reveal the
 * client's matter (professional secrecy), and an e-mail can be read by others. `clientFirstName` is the
 * client account's (reminderFirstName), null for an address no client account owns.
 */
export function composeReminderEmail(invoice: TInvoice, publicUrl: string, clientFirstName: string | null) {
  if (!invoice.clientEmail || !invoice.number || !invoice.dueDate || !invoice.issuer)
    throw new AppError('INTERNAL');
  const paragraphs = [
    `Sauf erreur de notre part, la facture ${invoice.number} de ${invoice.issuer.name}, échue le ${formatCivilDateShort(invoice.dueDate)}, reste impayée\u00a0: ${formatEuros(invoice.outstandingCents)} restent dus.`,
    'Si vous avez réglé cette somme entre-temps, merci de ne pas tenir compte de ce message.',
    `Pour toute question, contactez ${invoice.issuer.name}${invoice.issuer.phone ? ` au ${invoice.issuer.phone}` : ''}.`,
  ];
  const link = invoice.clientHasAccount
    ? { label: 'Voir la facture', url: `${publicUrl}/dashboard?onglet=factures` }
    : undefined;
  return composeEmail(
    { email: invoice.clientEmail, firstName: clientFirstName },
    `Rappel\u00a0: facture ${invoice.number} impayée`,
    paragraphs,
    link,
  );
}

/**
 * The first name of the client's account when the reminder goes to that account's address; null when the
 * invoice has no client account or its address is another (a contact's, typed by the professional).
 */
async function reminderFirstName(tx: TDatabaseOrTransaction, invoiceId: number): Promise<string | null> {
  const [account] = await tx
    .select({ firstName: users.firstName })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientUserId))
    .where(and(eq(invoices.id, invoiceId), sql`lower(${users.email}) = lower(${invoices.clientEmail})`));
  return account?.firstName ?? null;
}

async function queueReminder(deps: TAppDeps, tx: TDatabaseOrTransaction, invoice: TInvoice): Promise<void> {
  const firstName = await reminderFirstName(tx, invoice.id);
  await enqueueEmail(
    tx,
    { ...composeReminderEmail(invoice, deps.config.publicUrl, firstName), kind: 'invoice_reminder' },
    Boolean(deps.config.smtpUrl),
  );
}

/** « Relancer »: an e-mail now, whatever the automatic reminders already did. */
export async function sendManualReminder(
  deps: TAppDeps,
  scope: TInvoiceScope,
  invoiceId: number,
  today: string,
) {
  const invoice = await findInvoice(deps.db, scope, invoiceId, today);
  if (invoice?.kind !== 'invoice' || invoice.status !== 'issued')
    throw new AppError('NOT_FOUND', { message: 'Facture émise introuvable.' });
  assertMayHandle(scope, { firmId: invoice.byFirm ? scope.firmId : null }, 'handle');
  if (invoice.outstandingCents === 0)
    throw new AppError('INVALID_STATE', { message: 'Cette facture ne laisse rien à payer.' });
  if (!invoice.clientEmail)
    throw new AppError('INVALID_STATE', {
      message:
        "Cette facture ne porte pas l'adresse e-mail du client\u00a0: la relance ne peut pas être envoyée.",
    });
  return deps.db.transaction(async (tx) => {
    const [reminder] = await tx.insert(invoiceReminders).values({ invoiceId }).returning();
    await queueReminder(deps, tx, invoice);
    if (!reminder) throw new AppError('INTERNAL');
    return reminder;
  });
}

/**
 * Unpaid invoices past one of their professional's reminder delays that have no reminder for it yet.
 * When several delays were passed at once (delays set late), one e-mail goes for the latest.
 */
export async function sendDueReminders(deps: TAppDeps, today: string, limit = 200): Promise<number> {
  const result = await deps.db.execute(sql`
    select i.id as invoice_id, i.professional_id, i.firm_id,
      array_agg(d.delay order by d.delay) as delays
    from invoices i
    join professionals p on p.id = i.professional_id
    cross join lateral (select value::int as delay from jsonb_array_elements_text(p.billing -> 'reminderDelaysDays')) d
    where i.kind = 'invoice' and i.status = 'issued' and i.client_email is not null
      and i.due_date + d.delay <= ${today}::date
      and i.gross_cents
        - coalesce((select sum(c.gross_cents) from invoices c where c.credited_invoice_id = i.id and c.status = 'issued'), 0)
        - coalesce((select sum(pay.amount_cents) from invoice_payments pay where pay.invoice_id = i.id), 0) > 0
      and not exists (select 1 from invoice_reminders r where r.invoice_id = i.id and r.delay_days = d.delay)
    group by i.id, i.professional_id, i.firm_id
    limit ${limit}`);
  const due = (
    result as unknown as {
      rows: { invoice_id: string; professional_id: number; firm_id: number | null; delays: number[] }[];
    }
  ).rows;
  let sent = 0;
  for (const candidate of due) {
    const invoiceId = Number(candidate.invoice_id);
    const scope = { professionalId: candidate.professional_id, firmId: candidate.firm_id, firmWide: true };
    const invoice = await findInvoice(deps.db, scope, invoiceId, today);
    if (!invoice || invoice.outstandingCents === 0) continue;
    const queued = await deps.db
      .transaction(async (tx) => {
        // The unique (invoice, delay) index makes a second instance's or a retried run's insert a no-op.
        const inserted = await tx
          .insert(invoiceReminders)
          .values(candidate.delays.map((delayDays) => ({ invoiceId, delayDays })))
          .onConflictDoNothing()
          .returning({ id: invoiceReminders.id });
        if (inserted.length < candidate.delays.length) {
          tx.rollback();
          return false;
        }
        await queueReminder(deps, tx, invoice);
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    if (queued) sent += 1;
  }
  return sent;
}

export function listRemindersOf(db: TDatabase, invoiceId: number) {
  return db
    .select()
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.invoiceId, invoiceId)))
    .orderBy(invoiceReminders.sentAt);
}

export function startInvoiceReminders(deps: TAppDeps): TRecurringJob {
  return startRecurringJob(
    'invoice-reminders',
    () => sendDueReminders(deps, formatParisDate(deps.clock.now())),
    {
      intervalMs: 60 * 60 * 1000,
      firstRunAfterMs: 60 * 1000,
      db: deps.db,
    },
  );
}

/**
 * A client with an account is told that an invoice awaits them in their space: its number, amount and due
 * date, not its lines. Queued in the issuing transaction, so an invoice issued is announced exactly once.
 */
export async function announceToClient(
  deps: TAppDeps,
  tx: TDatabaseOrTransaction,
  issued: TInvoiceRow,
  prepaidCents = 0,
): Promise<void> {
  if (!issued.clientUserId || !issued.issuer || !issued.dueDate || issued.sequence === null) return;
  const [client] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, issued.clientUserId));
  if (!client) return;
  const message = composeEmail(
    client,
    `Nouvelle facture de ${issued.issuer.name}`,
    [
      `${issued.issuer.name} vous a adressé la facture ${formatInvoiceNumber(issued.sequence)} de ${formatEuros(issued.grossCents)} TTC${paymentText(issued, prepaidCents)}.`,
      'Vous pouvez la télécharger dans votre espace personnel, onglet «\u00a0Factures\u00a0».',
    ],
    { label: 'Voir mes factures', url: `${deps.config.publicUrl}/dashboard?onglet=factures` },
  );
  await enqueueEmail(tx, { ...message, kind: 'invoice_issued' }, Boolean(deps.config.smtpUrl));
  await recordNotifications(tx, [
    {
      userId: issued.clientUserId,
      kind: 'invoice_issued',
      title: `${issued.issuer.name} vous a adressé la facture ${formatInvoiceNumber(issued.sequence)} (${formatEuros(issued.grossCents)} TTC)`,
      link: '/dashboard?onglet=factures',
    },
  ]);
}

/**
 * Tells the client's bell once the payment the professional recorded settles the invoice (the
 * professional recorded it, so they need no notice of their own).
 */
export async function announceSettledToClient(
  tx: TDatabaseOrTransaction,
  scope: TInvoiceScope,
  invoiceId: number,
  today: string,
): Promise<void> {
  const [found] = await selectInvoicesWithAmounts(tx, and(eq(invoices.id, invoiceId), invoicesOf(scope)));
  if (!found?.row.clientUserId || found.row.sequence === null) return;
  const invoice = toInvoice(found.row, found, today);
  if (invoice.kind !== 'invoice' || invoice.outstandingCents > 0 || found.row.issuer === null) return;
  await recordNotifications(tx, [
    {
      userId: found.row.clientUserId,
      kind: 'invoice_paid',
      title: `${found.row.issuer.name} a enregistré le règlement de la facture ${formatInvoiceNumber(found.row.sequence)}`,
      link: '/dashboard?onglet=factures',
    },
  ]);
}

function paymentText(issued: TInvoiceRow, prepaidCents: number): string {
  if (prepaidCents >= issued.grossCents) return ', déjà réglée en ligne lors de votre réservation';
  const due = `à régler avant le ${formatCivilDateShort(issued.dueDate ?? '')}`;
  if (prepaidCents === 0) return `, ${due}`;
  return ` : ${formatEuros(prepaidCents)} réglés en ligne lors de votre réservation, ${formatEuros(issued.grossCents - prepaidCents)} ${due}`;
}
