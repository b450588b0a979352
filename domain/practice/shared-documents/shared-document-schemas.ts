import { SHARED_DOCUMENT_CATEGORIES } from '#domain/kernel/documents/document-types.ts';
import { z } from '#domain/kernel/zod-fr.ts';

/** The categories of « Mes documents »: their part of the one list of document types. */
export { SHARED_DOCUMENT_CATEGORIES };
export type TSharedDocumentCategory = (typeof SHARED_DOCUMENT_CATEGORIES)[number];

/** « Partager avec le client »: the professional files the document under one of the client's categories. */
export const ZShareDocumentRequest = z.strictObject({
  category: z.enum(SHARED_DOCUMENT_CATEGORIES, { error: 'Choisissez une catégorie' }),
});
export type TShareDocumentRequest = z.infer<typeof ZShareDocumentRequest>;

/**
 * What the client understands of a shared document: « Nouveau » until they first open it, then
 * « Consulté ». Nothing can be signed in JurisRDV, so nothing says « Signé ».
 */
export const SHARED_DOCUMENT_STATUSES = ['pending', 'viewed'] as const;
export type TSharedDocumentStatus = (typeof SHARED_DOCUMENT_STATUSES)[number];
export const SHARED_DOCUMENT_STATUS_LABELS: Record<TSharedDocumentStatus, string> = {
  pending: 'Nouveau',
  viewed: 'Consulté',
};

/** The share of one of the professional's documents, as their workspace shows it. */
export const ZDocumentShare = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(SHARED_DOCUMENT_STATUSES),
  sharedAt: z.string(),
});
export type TDocumentShare = z.infer<typeof ZDocumentShare>;

export const ZDocumentShareResponse = z.object({ share: ZDocumentShare.nullable() });
export type TDocumentShareResponse = z.infer<typeof ZDocumentShareResponse>;

export const SHARE_NOT_FOUND_MESSAGE = 'Ce document n’est pas partagé avec le client.';

export const NO_CLIENT_ACCOUNT_MESSAGE =
  'Ce client n’a pas de compte JurisRDV : le document ne peut pas lui être transmis dans son espace. Remettez-le-lui par un autre moyen.';
export const ALREADY_SHARED_MESSAGE = 'Ce document est déjà partagé avec ce client.';

/**
 * The bell's line and the e-mail's subject for the client. Professional secrecy (PRODUCT.md §8): who
 * shared something, never the document's name nor the matter.
 */
export function sharedDocumentNotice(professionalName: string): string {
  return `${professionalName} a partagé un document avec vous`;
}
