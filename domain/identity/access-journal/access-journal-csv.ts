// « Journal d'accès » exported as French spreadsheets open it: `;` between cells, a UTF-8 byte order mark
// (else Excel reads the accents as Latin-1) and CRLF lines.

import type { TAccessJournalLine } from './access-journal-schemas';
import { ACCESS_JOURNAL_ACTION_LABELS, ACCESS_JOURNAL_SUBJECT_LABELS } from './access-journal-vocabulary';

export const ACCESS_JOURNAL_CSV_BOM = '\uFEFF';

export const ACCESS_JOURNAL_CSV_HEADER = [
  'Date',
  'Heure',
  'Qui',
  'Pour',
  'Quoi',
  'Objet',
  'Action',
  'Dossier',
  'Adresse IP',
] as const;

const FORMULA_START = /^\s*[=+\-@]/;

/**
 * A text cell a spreadsheet must not run: control characters (NUL, tabs, line breaks) become spaces so a
 * row stays one line; a cell starting like a formula (= + - @, even after spaces) gets a leading apostrophe
 * and quotes (OWASP « CSV injection »); a cell holding ; or " is quoted.
 */
export function journalCsvCell(value: string): string {
  const flat = value.replace(/\p{Cc}/gu, ' ');
  if (FORMULA_START.test(flat)) return `"'${flat.replaceAll('"', '""')}"`;
  return /[;"]/.test(flat) ? `"${flat.replaceAll('"', '""')}"` : flat;
}

const PARIS_DATE = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const PARIS_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export function journalCsvRow(line: TAccessJournalLine): string {
  const at = new Date(line.at);
  return [
    PARIS_DATE.format(at),
    PARIS_TIME.format(at),
    line.actorName,
    line.professionalName,
    ACCESS_JOURNAL_SUBJECT_LABELS[line.subject],
    line.label,
    ACCESS_JOURNAL_ACTION_LABELS[line.action],
    line.caseId === null ? '' : String(line.caseId),
    line.ip ?? '',
  ]
    .map(journalCsvCell)
    .join(';');
}

export function journalCsvHeader(): string {
  return `${ACCESS_JOURNAL_CSV_BOM}${ACCESS_JOURNAL_CSV_HEADER.map(journalCsvCell).join(';')}\r\n`;
}

export function journalCsvFileName(now: Date): string {
  return `journal-acces-${now.toISOString().slice(0, 10)}.csv`;
}
