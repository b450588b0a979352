import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import { buildIcsInvitation } from '#domain/appointments/booking/ics-invitation.ts';
import { consultationModeLabel } from '#domain/kernel/vocabulary/search-options.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import type { TConfig } from '#server/platform/config.ts';
import { enqueueEmail } from '#server/platform/email/outbox.ts';
import { composeEmail } from '#server/platform/email/templates.ts';
import { describeWhen, type TAppointmentForEmail } from '../booking/appointment-emails';

type TSend = { db: TDatabaseOrTransaction; config: TConfig; now: Date };

function cancelInvitation(appointment: TAppointmentForEmail, config: TConfig, now: Date) {
  return {
    filename: `rendez-vous-${formatParisDate(appointment.start)}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    content: buildIcsInvitation({
      uid: `rdv-${appointment.id}@${new URL(config.publicUrl).hostname}`,
      sequence: appointment.sequence,
      method: 'CANCEL',
      start: appointment.start,
      end: appointment.end,
      summary: `Consultation avec ${appointment.professional.name}`,
      description: 'Rendez-vous annulé.',
      location:
        appointment.mode === 'cabinet'
          ? appointment.professional.address
          : consultationModeLabel(appointment.mode),
      organizer: {
        name: appointment.professional.name,
        email: appointment.professional.email ?? config.supportEmail,
      },
      attendee: { name: appointment.client.name, email: appointment.client.email },
      stamp: now,
    }),
  };
}

/** The professional cancelled a confirmed or pending appointment: the client gets the reason. */
export async function sendProCancellationToClient(
  { db, config, now }: TSend,
  appointment: TAppointmentForEmail,
  reason: string,
  wasConfirmed: boolean,
  refundNotice: string | null = null,
) {
  const when = describeWhen(appointment.start);
  const message = composeEmail(
    appointment.client,
    `Rendez-vous annulé\u00a0: ${when}`,
    [
      `${appointment.professional.name} a dû annuler votre rendez-vous du ${when}.`,
      `Motif\u00a0: ${reason}`,
      ...(refundNotice ? [refundNotice] : []),
      'Vous pouvez prendre un nouveau rendez-vous depuis le site.',
    ],
    { label: 'Voir mes rendez-vous', url: `${config.publicUrl}/dashboard` },
  );
  await enqueueEmail(
    db,
    wasConfirmed ? { ...message, attachments: [cancelInvitation(appointment, config, now)] } : message,
    Boolean(config.smtpUrl),
  );
}

/** The professional refused a pending request, with the reason when one was given. */
export async function sendRefusalToClient(
  { db, config }: TSend,
  appointment: TAppointmentForEmail,
  reason: string | null,
  refundNotice: string | null = null,
) {
  const when = describeWhen(appointment.start);
  await enqueueEmail(
    db,
    composeEmail(
      appointment.client,
      `Demande de rendez-vous refusée\u00a0: ${when}`,
      [
        `${appointment.professional.name} ne peut pas donner suite à votre demande de rendez-vous du ${when}.`,
        ...(reason ? [`Motif\u00a0: ${reason}`] : []),
        ...(refundNotice ? [refundNotice] : []),
        'Vous pouvez choisir un autre créneau ou un autre professionnel depuis le site.',
      ],
      { label: 'Voir mes rendez-vous', url: `${config.publicUrl}/dashboard` },
    ),
    Boolean(config.smtpUrl),
  );
}

/** A pending request moved by the professional: no invitation yet, it comes with the acceptance. */
export async function sendPendingMovedToClient({ db, config }: TSend, appointment: TAppointmentForEmail) {
  const when = describeWhen(appointment.start);
  await enqueueEmail(
    db,
    composeEmail(
      appointment.client,
      `Demande de rendez-vous déplacée au ${when}`,
      [
        `${appointment.professional.name} propose de déplacer votre demande de rendez-vous au ${when}.`,
        'Elle reste en attente de confirmation\u00a0: vous recevrez un e-mail dès qu’elle sera confirmée.',
      ],
      { label: 'Voir mes rendez-vous', url: `${config.publicUrl}/dashboard` },
    ),
    Boolean(config.smtpUrl),
  );
}
