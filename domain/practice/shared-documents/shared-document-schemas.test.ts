import { describe, expect, it } from 'vitest';
import { sharedDocumentNotice, ZShareDocumentRequest } from './shared-document-schemas';

describe('sharing a document with a client', () => {
  it('accepts the client space categories and « Autre » only', () => {
    expect(ZShareDocumentRequest.parse({ category: 'Attestation' })).toEqual({ category: 'Attestation' });
    expect(ZShareDocumentRequest.safeParse({ category: 'Autre' }).success).toBe(true);
    const refused = ZShareDocumentRequest.safeParse({ category: 'Facture' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Choisissez une catégorie');
    expect(ZShareDocumentRequest.safeParse({ category: 'Contrat', extra: 1 }).success).toBe(false);
  });

  it('announces who shared, never what', () => {
    expect(sharedDocumentNotice('Maître Sophie Martin')).toBe(
      'Maître Sophie Martin a partagé un document avec vous',
    );
  });
});
