import type {
  TProAppointment,
  TProMode,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { formatCivilDateShort as formatShortCivilDate } from '#domain/kernel/text/civil-date-format.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';

export const PERIOD_OPTIONS = [
  { value: 'today', label: "Aujourd'hui" },
  { value: 'tomorrow', label: 'Demain' },
  { value: 'week', label: 'Cette semaine' },
  { value: 'next-week', label: 'Semaine prochaine' },
  { value: 'month', label: 'Ce mois-ci' },
  { value: 'all', label: 'Tous' },
] as const;
export type TPeriodFilter = (typeof PERIOD_OPTIONS)[number]['value'];

export const STATUS_OPTIONS = [
  { value: 'all', label: 'Tous' },
  { value: 'confirmed', label: 'Confirmés' },
  { value: 'pending', label: 'En attente' },
] as const;
export type TStatusFilter = (typeof STATUS_OPTIONS)[number]['value'];

/** Seed 001 §3: case mode labels. */
export const MODE_LABELS: Record<TProMode, string> = {
  office: 'En cabinet',
  video: 'Visioconférence',
  phone: 'Téléphone',
};

/** Seed 001 §3 planning locations that make sense for an appointment at the office. */
export const OFFICE_LOCATIONS = [
  'Cabinet - Salle 1',
  'Cabinet - Salle 2',
  'Cabinet - Salle de réunion',
  'Tribunal correctionnel',
  'Autre',
] as const;

const LONG_DATE = frenchDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const DAY_AND_MONTH = frenchDateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 2026-12-01 and 10:00 → « mardi 1er décembre à 10:00 »: which appointment a button is about. */
export function appointmentWhen(appointment: Pick<TProAppointment, 'date' | 'time'>): string {
  const parsed = new Date(`${appointment.date}T00:00:00Z`);
  const day = Number.isNaN(parsed.getTime()) ? appointment.date : DAY_AND_MONTH.format(parsed);
  return `${day} à ${appointment.time}`;
}

/** 2026-11-24 → « mardi 24 novembre 2026 ». */
export function formatCivilDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : LONG_DATE.format(parsed);
}

export { formatCivilDateShort as formatShortCivilDate } from '#domain/kernel/text/civil-date-format.ts';

/** « Annulé par le client le 28/11/2026 : motif » (the reason when there is one). */
export function cancellationText(appointment: TProAppointment): string {
  const who =
    appointment.cancelledBy === 'client'
      ? 'Annulé par le client'
      : appointment.cancelledBy === 'professional'
        ? 'Annulé par vous'
        : 'Annulé';
  const when = appointment.cancelledAt ? ` le ${formatInstantDate(appointment.cancelledAt)}` : '';
  return `${who}${when}${appointment.cancellationReason ? ` : ${appointment.cancellationReason}` : ''}`;
}

export type TBadge = { label: string; className: string };

/** Card and detail badge; a confirmed appointment happening right now reads « En cours ». */
export function statusBadge(appointment: TProAppointment, now: Date = new Date()): TBadge {
  if (appointment.status === 'pending') {
    return { label: 'En attente', className: 'bg-amber-100 text-amber-800' };
  }
  if (appointment.status === 'completed')
    return { label: 'Terminé', className: 'bg-slate-100 text-slate-700' };
  if (appointment.status === 'cancelled') return { label: 'Annulé', className: 'bg-red-100 text-red-800' };
  const start = new Date(appointment.start).getTime();
  const end = new Date(appointment.end).getTime();
  if (start <= now.getTime() && now.getTime() < end) {
    return { label: 'En cours', className: 'bg-blue-100 text-blue-800' };
  }
  return { label: 'Confirmé', className: 'bg-green-100 text-green-800' };
}

export const NOTE_EXCERPT_LENGTH = 50;

export function noteExcerpt(content: string): string {
  return content.length > NOTE_EXCERPT_LENGTH ? `${content.slice(0, NOTE_EXCERPT_LENGTH)}…` : content;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The printable page of « Exporter en PDF »: the filtered list, note excerpts cut at 50 characters. */
export function buildAppointmentsPrintHtml(list: readonly TProAppointment[], now: Date = new Date()): string {
  const rows = list
    .map((appointment) => {
      const notes = appointment.notes?.length
        ? `<ul>${appointment.notes.map((note) => `<li>${escapeHtml(noteExcerpt(note.content))}</li>`).join('')}</ul>`
        : '—';
      const cells = [
        formatShortCivilDate(appointment.date),
        appointment.time,
        appointment.client,
        appointment.type,
        appointment.duration,
        MODE_LABELS[appointment.mode] + (appointment.location ? ` (${appointment.location})` : ''),
        statusBadge(appointment, now).label,
      ].map((cell) => `<td>${escapeHtml(cell)}</td>`);
      return `<tr>${cells.join('')}<td>${notes}</td></tr>`;
    })
    .join('\n');
  const body = list.length
    ? `<table>
<thead><tr><th>Date</th><th>Heure</th><th>Client</th><th>Type</th><th>Durée</th><th>Mode</th><th>Statut</th><th>Notes</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Aucun rendez-vous</p>';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Mes rendez-vous</title>
<style>
body { font-family: system-ui, sans-serif; color: #0f172a; margin: 24px; }
h1 { font-size: 20px; }
table { border-collapse: collapse; width: 100%; font-size: 12px; }
th, td { border: 1px solid #cbd5e1; padding: 6px; text-align: left; vertical-align: top; }
th { background: #f1f5f9; }
ul { margin: 0; padding-left: 16px; }
</style>
</head>
<body>
<h1>Mes rendez-vous</h1>
<p>${escapeHtml(`${list.length} rendez-vous — édité le ${now.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' })}`)}</p>
${body}
</body>
</html>`;
}
