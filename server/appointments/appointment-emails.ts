import { and, eq, inArray } from 'drizzle-orm';
import { formatParisDate, formatParisTime } from '../../domain/availability/compute-free-slots';
import { buildIcsInvitation } from '../../domain/booking/ics-invitation';
import { consultationModeLabel, type TConsultationMode } from '../../domain/professionals/search-options';
import type { TConfig } from '../config';
import type { TDatabase } from '../db/database';
import { emailOutbox } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { composeEmail } from '../email/templates';

export type TAppointmentForEmail = {
  id: number;
  start: Date;
  end: Date;
  mode: TConsultationMode;
  reason: string;
  meetingUrl: string | null;
  sequence: number;
  professional: { name: string; email: string | null; address: string };
  client: { name: string; email: string; notifyByEmail: boolean };
};

const LONG_DATE = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

export function describeWhen(start: Date): string {
  return `${LONG_DATE.format(start)} à ${formatParisTime(start)}`;
}

function whereText(appointment: TAppointmentForEmail): string {
  if (appointment.mode === 'visio') return `Visioconférence : ${appointment.meetingUrl ?? ''}`;
  if (appointment.mode === 'telephone') return 'Par téléphone : le professionnel vous appellera.';
  return `Au cabinet : ${appointment.professional.address}`;
}

function icsAttachment(appointment: TAppointmentForEmail, method: 'REQUEST' | 'CANCEL', config: TConfig) {
  const content = buildIcsInvitation({
    uid: `rdv-${appointment.id}@${new URL(config.publicUrl).hostname}`,
    sequence: appointment.sequence,
    method,
    start: appointment.start,
    end: appointment.end,
    summary: `Consultation avec ${appointment.professional.name}`,
    description: `Motif : ${appointment.reason}\n${whereText(appointment)}`,
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

type TSend = { db: TDatabase; config: TConfig; now: Date };

function smtp(config: TConfig): boolean {
  return Boolean(config.smtpUrl);
}

/** The client's confirmation with the invitation, and the reminder 24 h before (if they want e-mails). */
export async function sendConfirmedEmails(
  { db, config, now }: TSend,
  appointment: TAppointmentForEmail,
  isNew: boolean,
) {
  const when = describeWhen(appointment.start);
  const message = composeEmail(
    appointment.client.email,
    isNew ? `Rendez-vous confirmé le ${when}` : `Rendez-vous déplacé au ${when}`,
    [
      `Bonjour ${appointment.client.name},`,
      `Votre rendez-vous avec ${appointment.professional.name} est confirmé le ${when} (${consultationModeLabel(appointment.mode)}).`,
      whereText(appointment),
      `Motif : ${appointment.reason}`,
      'Vous recevrez un rappel 24h avant. Vous pouvez annuler ou déplacer ce rendez-vous jusqu’à 24h avant, depuis votre espace.',
    ],
    { label: 'Voir mes rendez-vous', url: `${config.publicUrl}/dashboard` },
  );
  await enqueueEmail(
    db,
    { ...message, attachments: [icsAttachment(appointment, 'REQUEST', config)] },
    smtp(config),
  );
  await scheduleReminder({ db, config, now }, appointment);
}

/** One reminder per appointment, due 24 h before; replaced whenever the appointment moves. */
export async function scheduleReminder({ db, config, now }: TSend, appointment: TAppointmentForEmail) {
  await cancelReminder(db, appointment.id);
  const due = new Date(appointment.start.getTime() - 24 * 3_600_000);
  if (!appointment.client.notifyByEmail || due.getTime() <= now.getTime()) return;
  const when = describeWhen(appointment.start);
  await enqueueEmail(
    db,
    {
      ...composeEmail(appointment.client.email, `Rappel : rendez-vous demain, ${when}`, [
        `Bonjour ${appointment.client.name},`,
        `Nous vous rappelons votre rendez-vous avec ${appointment.professional.name} le ${when}.`,
        whereText(appointment),
        'Il n’est plus possible de l’annuler en ligne ; en cas d’empêchement, prévenez directement le cabinet.',
      ]),
      sendAfter: due,
      kind: 'reminder',
      appointmentId: appointment.id,
    },
    smtp(config),
  );
}

export async function cancelReminder(db: TDatabase, appointmentId: number) {
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

export async function sendRequestReceivedEmail({ db, config }: TSend, appointment: TAppointmentForEmail) {
  await enqueueEmail(
    db,
    composeEmail(
      appointment.client.email,
      'Demande de rendez-vous envoyée',
      [
        `Bonjour ${appointment.client.name},`,
        `Votre demande de rendez-vous avec ${appointment.professional.name} le ${describeWhen(appointment.start)} a bien été envoyée.`,
        'Le professionnel doit la confirmer : vous recevrez un email dès qu’il l’aura acceptée ou refusée.',
      ],
      { label: 'Suivre ma demande', url: `${config.publicUrl}/dashboard` },
    ),
    smtp(config),
  );
}

export async function notifyProfessional(
  { db, config }: TSend,
  appointment: TAppointmentForEmail,
  what: 'booked' | 'requested' | 'cancelled' | 'moved',
  detail?: string,
) {
  if (!appointment.professional.email) return;
  const when = describeWhen(appointment.start);
  const subjects = {
    booked: `Nouveau rendez-vous le ${when}`,
    requested: `Demande de rendez-vous à confirmer : ${when}`,
    cancelled: `Rendez-vous annulé : ${when}`,
    moved: `Rendez-vous déplacé au ${when}`,
  } as const;
  const lines = [
    `${appointment.client.name} — ${consultationModeLabel(appointment.mode)} — motif : ${appointment.reason}.`,
    ...(detail ? [detail] : []),
    ...(what === 'requested'
      ? ['Acceptez ou refusez cette demande depuis votre planning (RDV en attente).']
      : []),
  ];
  await enqueueEmail(
    db,
    composeEmail(appointment.professional.email, subjects[what], lines, {
      label: 'Ouvrir mon planning',
      url: `${config.publicUrl}/pro/dashboard/planning`,
    }),
    smtp(config),
  );
}

export async function sendCancellationToClient({ db, config }: TSend, appointment: TAppointmentForEmail) {
  const message = composeEmail(
    appointment.client.email,
    `Rendez-vous annulé : ${describeWhen(appointment.start)}`,
    [
      `Bonjour ${appointment.client.name},`,
      `Votre rendez-vous avec ${appointment.professional.name} le ${describeWhen(appointment.start)} est annulé.`,
    ],
  );
  await enqueueEmail(
    db,
    { ...message, attachments: [icsAttachment(appointment, 'CANCEL', config)] },
    smtp(config),
  );
}
