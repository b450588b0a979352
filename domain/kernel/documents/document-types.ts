/**
 * One list of what a document is (issue 26 §5), instead of three that did not agree: the kinds of an
 * appointment's documents, of a case's, and the categories of the client's « Documents ». Each place offers
 * the part of it that fits; the same type always has the same name.
 */
export const DOCUMENT_TYPES = {
  contract: 'Contrat',
  certificate: 'Attestation',
  report: 'Procès-verbal',
  scan: 'Scan',
  document: 'Document',
  other: 'Autre',
} as const;

export type TDocumentType = keyof typeof DOCUMENT_TYPES;

/** What an appointment's document is, as uploaded from the appointment. */
export const APPOINTMENT_DOCUMENT_KINDS = ['scan', 'document'] as const satisfies readonly TDocumentType[];

/** What a case's document is, as uploaded to the case. */
export const CASE_DOCUMENT_KINDS = ['scan', 'contract'] as const satisfies readonly TDocumentType[];

/**
 * What a shared document is filed under in the client's « Documents », stored by its name (seed 000 §3).
 */
export const SHARED_DOCUMENT_CATEGORIES = [
  DOCUMENT_TYPES.contract,
  DOCUMENT_TYPES.certificate,
  DOCUMENT_TYPES.report,
  DOCUMENT_TYPES.other,
] as const;

export function documentTypeLabel(type: TDocumentType): string {
  return DOCUMENT_TYPES[type];
}
