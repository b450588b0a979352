// The names of the PDFs in an archive of invoices (« PDF (zip) »): each lawyer invoicing in their own name and
// the firm number from their own F-000001, so an archive of the whole firm files each issuer's in its folder.

import type { TInvoice } from './invoice-schemas';

/** The folder of the firm's own invoices in an archive of the whole firm. */
export const FIRM_ARCHIVE_FOLDER = 'cabinet';

/** « Éloïse Dupont-Martin » → « eloise-dupont-martin »: ASCII, what every unzip tool names alike. */
export function archiveFolderName(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'avocat';
}

/** Where an invoice's PDF goes in an archive of the whole firm: the firm's folder, or its lawyer's. */
export function firmArchivePath(invoice: Pick<TInvoice, 'byFirm' | 'lawyerName'>, fileName: string): string {
  const folder = invoice.byFirm ? FIRM_ARCHIVE_FOLDER : archiveFolderName(invoice.lawyerName);
  return `${folder}/${fileName}`;
}

/**
 * The names as given, a second one of a name taking « -2 » before its extension (and so on): an archive keeps
 * every file even when two lawyers of the same name both have an F-000001.
 */
export function uniqueArchiveNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [base, extension] =
      dot > name.lastIndexOf('/') ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate); n++) candidate = `${base}-${n}${extension}`;
    taken.add(candidate);
    return candidate;
  });
}
