import { describe, expect, it } from 'vitest';
import { LAWYER_VIEWER } from '#domain/identity/workspace-access/workspace-viewer.ts';
import { contactForViewer } from './contact-for-viewer';
import type { TContactDetail } from './contact-schemas';

const caseSummary = (id: number, title: string) => ({
  id,
  title,
  clientName: 'Jean Dupont',
  category: 'Droit de la famille' as const,
  status: 'En cours' as const,
  priority: 'Haute' as const,
  openingDate: '2026-09-01',
  lastUpdate: '2026-11-20T10:00:00.000Z',
  nextDeadline: null,
});

function jeansFile(): TContactDetail {
  return {
    id: 3,
    type: 'client',
    clientType: 'particulier',
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean.dupont@example.com',
    phone: '06 12 34 56 78',
    company: null,
    position: null,
    city: 'Paris',
    status: 'actif',
    createdAt: '2026-09-01T10:00:00.000Z',
    lastContactAt: null,
    tags: [],
    address: null,
    postalCode: null,
    country: 'France',
    siret: null,
    notes: [
      {
        id: 1,
        content: 'Préfère être appelé le matin',
        author: 'Sophie Martin',
        createdAt: '2026-09-01T10:00:00.000Z',
        updatedAt: '2026-09-01T10:00:00.000Z',
      },
    ],
    cases: [caseSummary(12, 'Divorce Dupont c/ Leroy'), caseSummary(13, 'Succession Dupont')],
    appointments: [],
    possibleConflicts: [
      {
        subject: 'client',
        subjectName: 'Jean Dupont',
        kind: 'caseOpposingParty',
        matchedName: 'Jean Dupont',
        caseId: 20,
        caseTitle: 'Bail commercial Girard c/ Dupont',
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: null,
      },
    ],
  };
}

describe('contactForViewer', () => {
  it('gives the lawyer the whole file', () => {
    expect(contactForViewer(jeansFile(), LAWYER_VIEWER)).toEqual(jeansFile());
  });

  it('gives staff the contact, its notes and only the cases they are on the access list of', () => {
    const file = contactForViewer(jeansFile(), {
      kind: 'staff',
      lawyerName: 'Maître Sophie Martin',
      sharedCaseIds: new Set([13]),
    });
    expect(file.notes).toEqual(jeansFile().notes);
    expect(file.cases.map((item) => item.id)).toEqual([13]);
    expect(file.possibleConflicts).toEqual([
      {
        subject: 'client',
        subjectName: 'Jean Dupont',
        kind: 'caseOpposingParty',
        caseId: null,
        caseTitle: null,
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: 'Maître Sophie Martin',
      },
    ]);
    const text = JSON.stringify(file);
    expect(text).not.toContain('Divorce Dupont c/ Leroy');
    expect(text).not.toContain('Bail commercial Girard');
  });
});
