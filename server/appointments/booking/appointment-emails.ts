import { and, eq, inArray } from 'drizzle-orm';
import { formatParisDate, formatParisTime } from '#domain/agenda/availability/compute-free-slots.ts';
import { reminderDueAt, shouldScheduleReminder } from '#domain/appointments/booking/booking-notifications.ts';
import { appointmentChangeAllowance } from '#domain/appointments/booking/change-window.ts';
import { buildIcsInvitation } from '#domain/appointments/booking/ics-invitation.ts';
import { formatParisLongDate } from '#domain/kernel/time/paris-time.ts';
import { consultationModeLabel, type TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { linkForAssistant } from '#domain/messaging/notifications/notification-kinds.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import type { TLawyerAssistant } from '#server/identity/index.ts';
import type { TConfig } from '#server/platform/config.ts';
import { enqueueEmails, type TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { cancelSmsReminder } from '../sms-reminders/sms-reminders';

/** What an e-mail may say about an appointment: no reason of the consultation (PRODUCT.md §8). */
export type TAppointmentForEmail = {
  id: number;
  start: Date;
  end: Date;
  mode: TConsultationMode;
  meetingUrl: string | null;
  sequence: number;
  /** `firstName` greets each of them in their own e-mails (emailGreeting). */
  professional: { name: string; firstName: string; email: string | null; address: string };
  client: { name: string; firstName: string; email: string; notifyByEmail: boolean };
};

export function describeWhen(start: Date): string {
  return `${formatParisLongDate(start)} à ${formatParisTime(start)}`;
}

const MODE_PHRASE: Record<TConsultationMode, string> = {
  cabinet: 'au cabinet',
  visio: 'en visioconférence',
  telephone: 'par téléphone',
};

function whereText(appointment: TAppointmentForEmail): string {
  if (appointment.mode === 'visio') return `Visioconférence\u00a0: ${appointment.meetingUrl ?? ''}`;
  if (appointment.mode === 'telephone') return 'Par téléphone\u00a0: le professionnel vous appellera.';
  return `Au cabinet\u00a0: ${appointment.professional.address}`;
}

function icsAttachment(appointment: TAppointmentForEmail, method: 'REQUEST' | 'CANCEL', config: TConfig) {
  const content = buildIcsInvitation({
    uid: `rdv-${appointment.id}@${new URL(config.publicUrl).hostname}`,
    sequence: appointment.sequence,
    method,
    start: appointment.start,
    end: appointment.end,
    summary: `Consultation avec ${appointment.professional.name}`,
    // Professional secrecy (PRODUCT.md §8): an invitation says when and where, never why.
    description: whereText(appointment),
    location:
      appointment.mode === 'cabinet'
        ? appointment.professional.address
        : consultationModeLabel(appointment.mode),
    url: appointment.meetingUrl ?? undefined,
    organizer: {
      name: appointment.professional.name,
      email: appointment.professional.email ?? config.supportEmail,
    },
    attendee: { name: appointment.client.name, email: appointment.client.email },
    stamp: new Date(),
  });
  return {
    filename: `rendez-vous-${formatParisDate(appointment.start)}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

type TSend = { db: TDatabaseOrTransaction; config: TConfig; now: Date };

function smtp(config: TConfig): boolean {
  return Boolean(config.smtpUrl);
}

/**
 * The client's confirmation with the invitation, and the reminder 24 h before (if they want e-mails
 * and it is still ahead), to be queued together. Says whether there is a reminder among them.
 */
export function confirmedEmails(
  config: TConfig,
  now: Date,
  appointment: TAppointmentForEmail,
  isNew: boolean,
): { messages: TEmailMessage[]; reminderScheduled: boolean } {
  const when = describeWhen(appointment.start);
  const remindLater = shouldScheduleReminder(appointment.start, now, appointment.client.notifyByEmail);
  const changeable = appointmentChangeAllowance(
    { status: 'confirmed', start: appointment.start },
    now,
  ).allowed;
  const message = composeEmail(
    appointment.client,
    isNew ? `Rendez-vous confirmé le ${when}` : `Rendez-vous déplacé au ${when}`,
    [
      `Votre rendez-vous avec ${appointment.professional.name} est confirmé le ${when} (${consultationModeLabel(appointment.mode)}).`,
      whereText(appointment),
      // Each promise only when it holds for this appointment (PRODUCT.md §8).
      ...(remindLater ? ['Vous recevrez un rappel 24\u00a0h avant.'] : []),
      ...(changeable
        ? ['Vous pouvez annuler ou déplacer ce rendez-vous jusqu’à 24\u00a0h avant, depuis votre espace.']
        : [
            'Ce rendez-vous commence dans moins de 24\u00a0h\u00a0: en cas d’empêchement, prévenez directement le cabinet.',
          ]),
    ],
    { label: 'Voir mes rendez-vous', url: `${config.publicUrl}/dashboard` },
  );
  const reminder = reminderEmail(now, appointment);
  return {
    messages: [
      { ...message, attachments: [icsAttachment(appointment, 'REQUEST', config)], priority: 'booking' },
      ...(reminder ? [reminder] : []),
    ],
    reminderScheduled: reminder !== null,
  };
}

/** The reminder due 24 h before, or null when the client does not want it or it is too late. */
export function reminderEmail(now: Date, appointment: TAppointmentForEmail): TEmailMessage | null {
  if (!shouldScheduleReminder(appointment.start, now, appointment.client.notifyByEmail)) return null;
  const when = describeWhen(appointment.start);
  return {
    ...composeEmail(appointment.client, `Rappel\u00a0: rendez-vous demain, ${when}`, [
      `Nous vous rappelons votre rendez-vous avec ${appointment.professional.name} le ${when}.`,
      whereText(appointment),
      'Il n’est plus possible de l’annuler en ligne\u202f; en cas d’empêchement, prévenez directement le cabinet.',
    ]),
    sendAfter: reminderDueAt(appointment.start),
    kind: 'reminder',
    appointmentId: appointment.id,
  };
}

/**
 * The client's confirmation and reminder (see confirmedEmails), replacing any reminder queued before.
 * Says whether the reminder was queued.
 */
export async function sendConfirmedEmails(
  { db, config, now }: TSend,
  appointment: TAppointmentForEmail,
  isNew: boolean,
  alsoQueue: readonly TEmailMessage[] = [],
): Promise<{ reminderScheduled: boolean }> {
  const { messages, reminderScheduled } = confirmedEmails(config, now, appointment, isNew);
  await cancelReminder(db, appointment.id);
  await enqueueEmails(db, [...messages, ...alsoQueue], smtp(config));
  return { reminderScheduled };
}

export async function cancelReminder(db: TDatabaseOrTransaction, appointmentId: number) {
  await cancelSmsReminder(db, appointmentId);
  await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.appointmentId, appointmentId),
        eq(emailOutbox.kind, 'reminder'),
        inArray(emailOutbox.status, ['pending', 'kept']),
      ),
    );
}

export function requestReceivedEmail(config: TConfig, appointment: TAppointmentForEmail): TEmailMessage {
  const message = composeEmail(
    appointment.client,
    'Demande de rendez-vous envoyée',
    [
      `Votre demande de rendez-vous avec ${appointment.professional.name} le ${describeWhen(appointment.start)} a bien été envoyée.`,
      'Le professionnel doit la confirmer\u00a0: vous recevrez un e-mail dès qu’il l’aura acceptée ou refusée.',
    ],
    { label: 'Suivre ma demande', url: `${config.publicUrl}/dashboard` },
  );
  return { ...message, priority: 'booking' };
}

/** What the professional is told (nothing without an address). */
export function professionalEmail(
  config: TConfig,
  appointment: TAppointmentForEmail,
  what: 'booked' | 'requested' | 'cancelled' | 'moved',
  detail?: string,
): TEmailMessage[] {
  const { email, firstName } = appointment.professional;
  if (!email) return [];
  const when = describeWhen(appointment.start);
  const subjects = {
    booked: `Nouveau rendez-vous le ${when}`,
    requested: `Demande de rendez-vous à confirmer\u00a0: ${when}`,
    cancelled: `Rendez-vous annulé\u00a0: ${when}`,
    moved: `Rendez-vous déplacé au ${when}`,
  } as const;
  const lines = [
    // Who and why stay in the workspace (PRODUCT.md §8): the e-mail says that something happened and links to it.
    `Consultation ${MODE_PHRASE[appointment.mode]}, le ${when}. Le détail (client, motif, questionnaire) est dans votre espace JurisRDV Pro.`,
    ...(detail ? [detail] : []),
    ...(what === 'requested'
      ? ['Acceptez ou refusez cette demande depuis votre planning (RDV en attente).']
      : []),
  ];
  return [
    {
      ...composeEmail({ email, firstName }, subjects[what], lines, {
        label: 'Ouvrir mon planning',
        url: `${config.publicUrl}/pro/dashboard/planning`,
      }),
      priority: 'booking',
    },
  ];
}

/**
 * A lawyer's new request, for the assistants who answer it for them (issue 27 §3): the same facts as the
 * lawyer's own e-mail — when and how, never who nor why — and a link to the planning working for that lawyer.
 * Sent only when the lawyer keeps their request e-mails on.
 */
export function assistantRequestEmails(
  config: TConfig,
  appointment: TAppointmentForEmail,
  assistants: readonly TLawyerAssistant[],
  lawyerUserId: string,
): TEmailMessage[] {
  const when = describeWhen(appointment.start);
  const lawyer = appointment.professional.name;
  return assistants.map((assistant) => ({
    ...composeEmail(
      assistant,
      `Demande de rendez-vous à confirmer pour ${lawyer}\u00a0: ${when}`,
      [
        `Consultation ${MODE_PHRASE[appointment.mode]} avec ${lawyer}, le ${when}. Le détail (client, motif, questionnaire) est dans l’espace JurisRDV Pro.`,
        `Acceptez ou refusez cette demande pour ${lawyer} depuis son planning (RDV en attente).`,
      ],
      {
        label: `Ouvrir le planning de ${lawyer}`,
        url: `${config.publicUrl}${linkForAssistant('/pro/dashboard/planning', lawyerUserId)}`,
      },
    ),
    priority: 'booking' as const,
  }));
}

export async function notifyProfessional(
  { db, config }: TSend,
  appointment: TAppointmentForEmail,
  what: 'booked' | 'requested' | 'cancelled' | 'moved',
  detail?: string,
) {
  await enqueueEmails(db, professionalEmail(config, appointment, what, detail), smtp(config));
}

export function cancellationEmail(
  config: TConfig,
  appointment: TAppointmentForEmail,
  /** Said after the cancellation (the refund of an online payment). */
  extra: readonly string[] = [],
): TEmailMessage {
  const message = composeEmail(
    appointment.client,
    `Rendez-vous annulé\u00a0: ${describeWhen(appointment.start)}`,
    [
      `Votre rendez-vous avec ${appointment.professional.name} le ${describeWhen(appointment.start)} est annulé.`,
      ...extra,
    ],
  );
  return { ...message, attachments: [icsAttachment(appointment, 'CANCEL', config)], priority: 'booking' };
}
