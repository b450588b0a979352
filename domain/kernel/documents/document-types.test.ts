import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_DOCUMENT_KINDS,
  CASE_DOCUMENT_KINDS,
  DOCUMENT_TYPES,
  documentTypeLabel,
  SHARED_DOCUMENT_CATEGORIES,
} from './document-types';

describe('one list of document types', () => {
  it('gives each place a part of the same list, with the same names', () => {
    const names = Object.values(DOCUMENT_TYPES);
    for (const category of SHARED_DOCUMENT_CATEGORIES) expect(names).toContain(category);
    for (const kind of [...APPOINTMENT_DOCUMENT_KINDS, ...CASE_DOCUMENT_KINDS]) {
      expect(Object.keys(DOCUMENT_TYPES)).toContain(kind);
    }
    expect(documentTypeLabel('contract')).toBe('Contrat');
    expect(SHARED_DOCUMENT_CATEGORIES).toEqual(['Contrat', 'Attestation', 'Procès-verbal', 'Autre']);
  });
});
