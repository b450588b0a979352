import { describe, expect, it } from 'vitest';
import { conflictMatchLabel, conflictSubjectLabel } from './conflict-labels';
import { ZOpposingParties, ZOpposingPartyName } from './conflict-schemas';
import { findPossibleConflicts, indexConflictParties, type TConflictParty } from './find-possible-conflicts';

const PARTIES: TConflictParty[] = [
  { kind: 'contact', contactId: 1, name: 'Karim Benali' },
  { kind: 'contact', contactId: 2, name: 'Jean Martin' },
  { kind: 'caseClient', caseId: 10, caseTitle: 'Vol aggravé Leroy', name: 'Hugo Leroy' },
  { kind: 'caseOpposingParty', caseId: 10, caseTitle: 'Vol aggravé Leroy', name: 'SARL Garage Mercier' },
  { kind: 'caseOpposingParty', caseId: 11, caseTitle: 'Divorce Roux', name: 'Élodie Roux' },
  { kind: 'appointmentClient', appointmentId: 30, appointmentDate: '2027-03-04', name: 'Inès Fabre' },
];
const index = indexConflictParties(PARTIES);

describe('findPossibleConflicts', () => {
  it('flags a client who is an opposing party of a case', () => {
    const found = findPossibleConflicts({ clientNames: ['ELODIE ROUX'], opposingParties: [] }, index);
    expect(found).toEqual([
      {
        subject: 'client',
        subjectName: 'ELODIE ROUX',
        kind: 'caseOpposingParty',
        matchedName: 'Élodie Roux',
        caseId: 11,
        caseTitle: 'Divorce Roux',
        contactId: null,
        appointmentId: null,
        appointmentDate: null,
        heldBy: null,
      },
    ]);
    expect(conflictSubjectLabel(found[0] ?? never())).toBe('«\u00a0ELODIE ROUX\u00a0»');
    expect(conflictMatchLabel(found[0] ?? never())).toBe(
      'Partie adverse du dossier «\u00a0Divorce Roux\u00a0» (Élodie Roux)',
    );
  });

  it('flags an opposing party who is a contact or the client of a case', () => {
    const found = findPossibleConflicts(
      { clientNames: ['Paul Durand'], opposingParties: ['Benali Karim', 'H. Leroy'] },
      index,
    );
    expect(found.map((conflict) => [conflict.kind, conflict.matchedName])).toEqual([
      ['contact', 'Karim Benali'],
      ['caseClient', 'Hugo Leroy'],
    ]);
    expect(found.map(conflictMatchLabel)).toEqual([
      'Contact\u00a0: Karim Benali',
      'Client du dossier «\u00a0Vol aggravé Leroy\u00a0» (Hugo Leroy)',
    ]);
    expect(conflictSubjectLabel(found[0] ?? never())).toBe(
      'Partie adverse indiquée «\u00a0Benali Karim\u00a0»',
    );
  });

  it('flags an opposing party who consulted the professional, with the day of that appointment', () => {
    const found = findPossibleConflicts(
      { clientNames: ['Paul Durand'], opposingParties: ['Mme FABRE Ines'] },
      index,
    );
    expect(found).toEqual([
      {
        subject: 'opposingParty',
        subjectName: 'Mme FABRE Ines',
        kind: 'appointmentClient',
        matchedName: 'Inès Fabre',
        caseId: null,
        caseTitle: null,
        contactId: null,
        appointmentId: 30,
        appointmentDate: '2027-03-04',
        heldBy: null,
      },
    ]);
    expect(found.map(conflictMatchLabel)).toEqual(['Client du rendez-vous du 04/03/2027 (Inès Fabre)']);
  });

  it('does not compare a client with contacts or people who consulted, nor an opposing party with opposing parties', () => {
    expect(
      findPossibleConflicts(
        { clientNames: ['Karim Benali', 'Inès Fabre'], opposingParties: ['Élodie Roux'] },
        index,
      ),
    ).toEqual([]);
  });

  it('leaves out the case or contact being checked', () => {
    const own = { clientNames: ['Garage Mercier'], opposingParties: ['Hugo Leroy'] };
    expect(findPossibleConflicts(own, index)).toHaveLength(2);
    expect(findPossibleConflicts({ ...own, exclude: { caseId: 10 } }, index)).toEqual([]);
    const contact = { clientNames: [], opposingParties: ['Karim Benali'] };
    expect(findPossibleConflicts({ ...contact, exclude: { contactId: 1 } }, index)).toEqual([]);
    const request = { clientNames: [], opposingParties: ['Inès Fabre'] };
    expect(findPossibleConflicts(request, index)).toHaveLength(1);
    expect(findPossibleConflicts({ ...request, exclude: { appointmentId: 30 } }, index)).toEqual([]);
  });

  it('finds nothing on a common given name or in an empty book', () => {
    expect(findPossibleConflicts({ clientNames: [], opposingParties: ['Jean'] }, index)).toEqual([]);
    expect(
      findPossibleConflicts(
        { clientNames: ['Élodie Roux'], opposingParties: ['Karim Benali'] },
        indexConflictParties([]),
      ),
    ).toEqual([]);
  });
});

describe('across the firm', () => {
  const LUC = 'Maître Luc Fontaine';
  const firmIndex = indexConflictParties([
    ...PARTIES,
    { kind: 'caseOpposingParty', caseId: 40, caseTitle: 'Bail Mercier', name: 'Paul Mercier', heldBy: LUC },
    { kind: 'caseOpposingParty', caseId: 41, caseTitle: 'Saisie Mercier', name: 'Paul Mercier', heldBy: LUC },
    { kind: 'caseClient', caseId: 42, caseTitle: 'Succession Garnier', name: 'Alice Garnier', heldBy: LUC },
    { kind: 'contact', contactId: 43, name: 'Yannick Perrot', heldBy: LUC },
    {
      kind: 'appointmentClient',
      appointmentId: 44,
      appointmentDate: '2027-01-05',
      name: 'Zoé Morel',
      heldBy: LUC,
    },
  ]);

  it('says which member holds a match in their records, never the matter (title, ids, day)', () => {
    const found = findPossibleConflicts(
      {
        clientNames: ['Paul Mercier'],
        opposingParties: ['Alice Garnier', 'Yannick Perrot', 'Zoé Morel'],
        // Ids of the viewer's own records: another member's record with the same id is not the one checked.
        exclude: { caseId: 42, contactId: 43, appointmentId: 44 },
      },
      firmIndex,
    );
    const masked = {
      caseId: null,
      caseTitle: null,
      contactId: null,
      appointmentId: null,
      appointmentDate: null,
    };
    expect(found).toEqual([
      // Two of Luc's cases name Paul Mercier: one line, since they read the same.
      {
        subject: 'client',
        subjectName: 'Paul Mercier',
        kind: 'caseOpposingParty',
        matchedName: 'Paul Mercier',
        ...masked,
        heldBy: LUC,
      },
      {
        subject: 'opposingParty',
        subjectName: 'Alice Garnier',
        kind: 'caseClient',
        matchedName: 'Alice Garnier',
        ...masked,
        heldBy: LUC,
      },
      {
        subject: 'opposingParty',
        subjectName: 'Yannick Perrot',
        kind: 'contact',
        matchedName: 'Yannick Perrot',
        ...masked,
        heldBy: LUC,
      },
      {
        subject: 'opposingParty',
        subjectName: 'Zoé Morel',
        kind: 'appointmentClient',
        matchedName: 'Zoé Morel',
        ...masked,
        heldBy: LUC,
      },
    ]);
    expect(found.map(conflictMatchLabel)).toEqual([
      'Partie adverse dans un dossier de Maître Luc Fontaine (Paul Mercier)',
      'Client dans un dossier de Maître Luc Fontaine (Alice Garnier)',
      'Contact de Maître Luc Fontaine\u00a0: Yannick Perrot',
      'A consulté Maître Luc Fontaine (Zoé Morel)',
    ]);
  });

  it("still gives the viewer's own matches with their matter", () => {
    const found = findPossibleConflicts({ clientNames: ['Élodie Roux'], opposingParties: [] }, firmIndex);
    expect(found).toMatchObject([{ caseId: 11, caseTitle: 'Divorce Roux', heldBy: null }]);
  });
});

describe('labels for staff (ADR 0058 « Who sees what »)', () => {
  const redacted = {
    caseId: null,
    caseTitle: null,
    contactId: null,
    appointmentId: null,
    appointmentDate: null,
    heldBy: 'Maître Sophie Martin',
  };

  it('name the lawyer to ask, without the matched name nor the opposing party named', () => {
    const flag = { subject: 'opposingParty' as const, kind: 'contact' as const, ...redacted };
    expect(conflictSubjectLabel(flag)).toBe('Partie adverse indiquée');
    expect(conflictMatchLabel(flag)).toBe('Contact de Maître Sophie Martin');
    const client = {
      subject: 'client' as const,
      subjectName: 'Élodie Roux',
      kind: 'caseOpposingParty' as const,
      ...redacted,
    };
    expect(conflictSubjectLabel(client)).toBe('«\u00a0Élodie Roux\u00a0»');
    expect(conflictMatchLabel(client)).toBe('Partie adverse dans un dossier de Maître Sophie Martin');
    expect(conflictMatchLabel({ ...client, kind: 'appointmentClient' })).toBe(
      'A consulté Maître Sophie Martin',
    );
  });
});

describe('opposing party fields', () => {
  it('keep one line of at most 200 characters; blank is none', () => {
    expect(ZOpposingPartyName.parse('  Karim Benali ')).toBe('Karim Benali');
    expect(ZOpposingPartyName.parse('   ')).toBeNull();
    expect(ZOpposingPartyName.safeParse('a'.repeat(201)).success).toBe(false);
    expect(ZOpposingPartyName.safeParse('Karim\u0000Benali').success).toBe(false);
    expect(ZOpposingPartyName.safeParse('Karim\nBenali').success).toBe(false);
  });

  it('drop blanks and repeats from a list of at most 20 names', () => {
    expect(ZOpposingParties.parse([' Karim Benali', 'karim benali', '', 'SARL Mercier'])).toEqual([
      'Karim Benali',
      'SARL Mercier',
    ]);
    expect(ZOpposingParties.safeParse(Array.from({ length: 21 }, (_, i) => `Nom ${i}`)).success).toBe(false);
  });
});

function never(): never {
  throw new Error('expected a conflict');
}
