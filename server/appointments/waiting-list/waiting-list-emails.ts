import { describeFreedSlot, freedSlotPath } from '#domain/appointments/waiting-list/waiting-list-rules.ts';
import type { TConfig } from '#server/platform/config.ts';
import type { TEmailMessage } from '#server/platform/email/outbox.ts';
import { composeEmail, type TEmailRecipient } from '#server/platform/email/templates.ts';

/** The e-mail of a freed slot: who and when, never a matter; one click opens the booking on that slot. */
export function freedSlotEmail(
  config: TConfig,
  notice: { to: TEmailRecipient; professionalId: number; professionalName: string; start: Date },
): TEmailMessage {
  const when = describeFreedSlot(notice.start);
  return {
    ...composeEmail(
      notice.to,
      `Un créneau s'est libéré chez ${notice.professionalName}`,
      [
        `Un créneau s'est libéré chez ${notice.professionalName} le ${when}, plus tôt que la date que vous attendiez.`,
        'Il est proposé à une seule personne de la liste d’attente, mais il n’est pas réservé pour vous\u00a0: réservez-le vite s’il vous convient. S’il a été pris entre-temps, les autres horaires vous seront proposés.',
      ],
      {
        label: 'Réserver ce créneau',
        url: `${config.publicUrl}${freedSlotPath(notice.professionalId, notice.start)}`,
      },
    ),
    kind: 'waiting_list_slot',
  };
}
