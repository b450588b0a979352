import { describe, expect, it } from 'vitest';
import {
  archiveFolderName,
  FIRM_ARCHIVE_FOLDER,
  firmArchivePath,
  uniqueArchiveNames,
} from './invoice-archive';

describe('an archive of the whole firm', () => {
  it('files the firm’s invoices in its folder and each lawyer’s own in theirs', () => {
    expect(firmArchivePath({ byFirm: true, lawyerName: 'Sophie Martin' }, 'facture-F-000001.pdf')).toBe(
      `${FIRM_ARCHIVE_FOLDER}/facture-F-000001.pdf`,
    );
    expect(firmArchivePath({ byFirm: false, lawyerName: 'Sophie Martin' }, 'facture-F-000001.pdf')).toBe(
      'sophie-martin/facture-F-000001.pdf',
    );
  });

  it('names folders in plain ASCII, whatever the lawyer’s name holds', () => {
    expect(archiveFolderName('Éloïse Dupont-Martin')).toBe('eloise-dupont-martin');
    expect(archiveFolderName('Lætitia Lecœur N’Diaye')).toBe('laetitia-lecoeur-n-diaye');
    expect(archiveFolderName('../../etc/passwd')).toBe('etc-passwd');
    expect(archiveFolderName('C:\\Windows')).toBe('c-windows');
    expect(archiveFolderName('李')).toBe('avocat');
    expect(archiveFolderName('x'.repeat(500))).toHaveLength(60);
  });

  it('keeps every file when two names meet, numbering the later ones', () => {
    expect(
      uniqueArchiveNames([
        'jean-dupont/facture-F-000001.pdf',
        'jean-dupont/facture-F-000001.pdf',
        'factures.csv',
        'jean-dupont/facture-F-000001.pdf',
        'jean-dupont/facture-F-000001-2.pdf',
        'sans-extension',
        'sans-extension',
      ]),
    ).toEqual([
      'jean-dupont/facture-F-000001.pdf',
      'jean-dupont/facture-F-000001-2.pdf',
      'factures.csv',
      'jean-dupont/facture-F-000001-3.pdf',
      'jean-dupont/facture-F-000001-2-2.pdf',
      'sans-extension',
      'sans-extension-2',
    ]);
  });
});
