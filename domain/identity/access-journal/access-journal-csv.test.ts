import { describe, expect, it } from 'vitest';
import {
  ACCESS_JOURNAL_CSV_BOM,
  journalCsvCell,
  journalCsvFileName,
  journalCsvHeader,
  journalCsvRow,
} from './access-journal-csv';
import type { TAccessJournalLine } from './access-journal-schemas';

describe('journalCsvCell', () => {
  it('leaves plain text alone', () => {
    expect(journalCsvCell('Contact\u00a0: Paul Durand')).toBe('Contact\u00a0: Paul Durand');
    expect(journalCsvCell('')).toBe('');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","clic")', `"'=HYPERLINK(""http://evil.example"",""clic"")"`],
    ['+33 1 02 03', `"'+33 1 02 03"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['  =1+1', `"'  =1+1"`],
    ['\t=1+1', `"' =1+1"`],
  ])('never lets a spreadsheet run %j', (value, expected) => {
    expect(journalCsvCell(value)).toBe(expected);
  });

  it('quotes a separator or a quote', () => {
    expect(journalCsvCell('Durand; Paul')).toBe('"Durand; Paul"');
    expect(journalCsvCell('Le "dossier"')).toBe('"Le ""dossier"""');
  });

  it('keeps a row on one line and drops NUL', () => {
    expect(journalCsvCell('a\u0000b\r\nc')).toBe('a b  c');
  });
});

describe('journalCsvRow', () => {
  const line: TAccessJournalLine = {
    id: '7',
    at: '2026-11-29T09:12:30.000Z',
    actorName: 'Julie Petit',
    actorLabel: 'Julie Petit, assistant(e)',
    professionalName: 'Sophie Martin',
    subject: 'appointment',
    subjectId: '12',
    action: 'accept',
    label: 'Rendez-vous de Paul Durand',
    caseId: null,
    ip: '127.0.0.1',
  };

  it('writes the Paris date and time, French words and the address', () => {
    expect(journalCsvRow(line)).toBe(
      '29/11/2026;10:12:30;Julie Petit;Sophie Martin;Rendez-vous;Rendez-vous de Paul Durand;Acceptation;;127.0.0.1',
    );
  });

  it('starts the file with a byte order mark and CRLF', () => {
    expect(journalCsvHeader().startsWith(ACCESS_JOURNAL_CSV_BOM)).toBe(true);
    expect(journalCsvHeader().endsWith('\r\n')).toBe(true);
    expect(journalCsvHeader()).toContain('Date;Heure;Qui;Pour;Quoi;Objet;Action;Dossier;Adresse IP');
    expect(journalCsvFileName(new Date('2026-11-29T23:30:00Z'))).toBe('journal-acces-2026-11-29.csv');
  });
});
