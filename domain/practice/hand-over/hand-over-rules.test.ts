import { describe, expect, it } from 'vitest';
import {
  caseHandOverConsequences,
  caseHandOverJournalLabel,
  contactHandOverConsequences,
  contactHandOverJournalLabel,
  HAND_OVER_NOT_A_LAWYER,
  HAND_OVER_SAME_LAWYER,
  handedOverEmail,
  handedOverLink,
  handedOverNotice,
  handOverDecision,
  handOverTargetRefusal,
} from './hand-over-rules';
import { ZHandOverRequest } from './hand-over-schemas';

const SOPHIE = 'Maître Sophie Martin';
const ANTOINE = 'Maître Antoine Lambert';
const LUC = 'Maître Luc Fontaine';

describe('who may hand a record of the firm over', () => {
  it('lets its responsible lawyer and any associate do it, on the list or not', () => {
    expect(handOverDecision({ responsible: true, role: 'collaborator', opensIt: true })).toBe('allowed');
    expect(handOverDecision({ responsible: false, role: 'associate', opensIt: false })).toBe('allowed');
    expect(handOverDecision({ responsible: false, role: 'associate', opensIt: true })).toBe('allowed');
  });

  it('refuses whoever else opens it, and hides it from everyone else', () => {
    expect(handOverDecision({ responsible: false, role: 'collaborator', opensIt: true })).toBe('forbidden');
    expect(handOverDecision({ responsible: false, role: 'assistant', opensIt: true })).toBe('forbidden');
    expect(handOverDecision({ responsible: false, role: 'collaborator', opensIt: false })).toBe('not-found');
    expect(handOverDecision({ responsible: false, role: 'accountant', opensIt: false })).toBe('not-found');
  });
});

describe('to whom', () => {
  const lawyer = (userId: string, role: 'associate' | 'collaborator' = 'collaborator') => ({
    userId,
    role,
    hasProfile: true,
  });

  it('takes another lawyer of the firm, associate or collaborator', () => {
    expect(handOverTargetRefusal(lawyer('antoine'), 'sophie')).toBeNull();
    expect(handOverTargetRefusal(lawyer('claire', 'associate'), 'sophie')).toBeNull();
  });

  it('does not find a non-member, and refuses staff and the lawyer who already holds it', () => {
    expect(handOverTargetRefusal(null, 'sophie')).toBe('not-found');
    expect(handOverTargetRefusal({ userId: 'julie', role: 'assistant', hasProfile: false }, 'sophie')).toBe(
      HAND_OVER_NOT_A_LAWYER,
    );
    expect(handOverTargetRefusal({ userId: 'paul', role: 'accountant', hasProfile: false }, 'sophie')).toBe(
      HAND_OVER_NOT_A_LAWYER,
    );
    expect(handOverTargetRefusal(lawyer('sophie', 'associate'), 'sophie')).toBe(HAND_OVER_SAME_LAWYER);
  });

  it('is named by an account id only, whatever is sent', () => {
    expect(ZHandOverRequest.safeParse({}).success).toBe(false);
    expect(ZHandOverRequest.safeParse({ lawyerUserId: '' }).success).toBe(false);
    expect(ZHandOverRequest.safeParse({ lawyerUserId: 'x'.repeat(1_000_000) }).success).toBe(false);
    expect(
      ZHandOverRequest.safeParse({ lawyerUserId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11\u0000' }).success,
    ).toBe(false);
    expect(
      ZHandOverRequest.safeParse({ lawyerUserId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11', extra: 1 }).success,
    ).toBe(false);
    expect(ZHandOverRequest.safeParse({ lawyerUserId: '6f1c3a52-2f51-4f0e-9d43-7c9a3a0b2c11' }).success).toBe(
      true,
    );
  });
});

describe('what handing a case over does, said before confirming', () => {
  it('to its responsible lawyer: they stay on the list to change it, their appointments and time stay theirs', () => {
    expect(
      caseHandOverConsequences({
        from: SOPHIE,
        to: ANTOINE,
        byResponsible: true,
        viewerOpensIt: true,
        targetOnList: true,
        appointments: 2,
        workSessions: 1,
      }),
    ).toEqual([
      'Maître Antoine Lambert en devient l’avocat(e) responsable et gère désormais sa liste d’accès.',
      'Vous restez sur sa liste d’accès, avec le droit de le modifier\u00a0: Maître Antoine Lambert pourra vous en retirer.',
      'Maître Antoine Lambert quitte la liste d’accès, devenue inutile\u202f; les autres membres gardent leur accès.',
      'Ses 2\u00a0rendez-vous liés restent à votre nom, toujours rattachés au dossier.',
      'Sa séance de travail reste à votre nom\u00a0: vous la facturez\u202f; le temps saisi ensuite sera au nom de Maître Antoine Lambert.',
      'Maître Antoine Lambert en est averti(e) selon ses paramètres de notification, sans le titre du dossier. Le journal d’accès du dossier en garde la trace.',
    ]);
  });

  it('to an associate not on its list: the colleague stays on it, and the case stays closed to them', () => {
    const said = caseHandOverConsequences({
      from: LUC,
      to: ANTOINE,
      byResponsible: false,
      viewerOpensIt: false,
      targetOnList: false,
      appointments: 1,
      workSessions: 3,
    });
    expect(said).toContain(
      'Maître Luc Fontaine reste sur sa liste d’accès, avec le droit de le modifier\u00a0: Maître Antoine Lambert pourra l’en retirer.',
    );
    expect(said).toContain('Les autres membres de la liste gardent leur accès.');
    expect(said).toContain(
      'Son rendez-vous lié reste au nom de Maître Luc Fontaine, toujours rattaché au dossier.',
    );
    expect(said).toContain(
      'Ses 3\u00a0séances de travail restent au nom de Maître Luc Fontaine\u00a0: Maître Luc Fontaine les facture\u202f; le temps saisi ensuite sera au nom de Maître Antoine Lambert.',
    );
    expect(said).toContain('Vous n’êtes pas sur sa liste d’accès\u00a0: le confier ne vous l’ouvre pas.');
  });

  it('says nothing of appointments or time when there are none', () => {
    const said = caseHandOverConsequences({
      from: SOPHIE,
      to: ANTOINE,
      byResponsible: true,
      viewerOpensIt: true,
      targetOnList: false,
      appointments: 0,
      workSessions: 0,
    });
    expect(said.join(' ')).not.toMatch(/rendez-vous|séance/);
    expect(said).toHaveLength(4);
  });
});

describe('what handing a contact over does, said before confirming', () => {
  it('moves its notes and tags, counts the cases that stay with their lawyer', () => {
    expect(contactHandOverConsequences({ from: SOPHIE, to: ANTOINE, byResponsible: true, cases: 2 })).toEqual(
      [
        'Sa fiche passe à Maître Antoine Lambert, avec ses notes et ses étiquettes\u00a0: elle ne s’ouvre plus que pour Maître Antoine Lambert et ses assistant(e)s.',
        'Les 2\u00a0dossiers liés à ce contact restent à votre nom\u00a0: chaque dossier a son propre avocat responsable et se confie à part.',
        'Ses rendez-vous et ses factures restent à votre nom.',
        'Maître Antoine Lambert en est averti(e) selon ses paramètres de notification, sans le nom du contact. Le journal d’accès en garde la trace.',
      ],
    );
    expect(contactHandOverConsequences({ from: LUC, to: ANTOINE, byResponsible: false, cases: 1 })[1]).toBe(
      'Le dossier lié à ce contact reste au nom de Maître Luc Fontaine\u00a0: chaque dossier a son propre avocat responsable et se confie à part.',
    );
    expect(contactHandOverConsequences({ from: LUC, to: ANTOINE, byResponsible: false, cases: 0 })[1]).toBe(
      'Aucun dossier au nom de Maître Luc Fontaine n’est lié à ce contact.',
    );
  });
});

describe('what the journal and the new lawyer are told', () => {
  it('journals who handed what to whom, by the title or the name, never the content', () => {
    expect(
      caseHandOverJournalLabel({ title: 'Succession Morel', from: SOPHIE, to: ANTOINE, by: SOPHIE }),
    ).toBe('Dossier confié à Maître Antoine Lambert par Maître Sophie Martin\u00a0: Succession Morel');
    expect(caseHandOverJournalLabel({ title: 'Bail Vasseur', from: LUC, to: ANTOINE, by: SOPHIE })).toBe(
      'Dossier de Maître Luc Fontaine confié à Maître Antoine Lambert par Maître Sophie Martin\u00a0: Bail Vasseur',
    );
    expect(
      contactHandOverJournalLabel({
        contact: { firstName: 'Paul', lastName: 'Lefèvre' },
        from: SOPHIE,
        to: ANTOINE,
        by: SOPHIE,
      }),
    ).toBe('Fiche de Paul Lefèvre confiée à Maître Antoine Lambert par Maître Sophie Martin');
    expect(
      contactHandOverJournalLabel({
        contact: { firstName: 'Paul', lastName: 'Lefèvre' },
        from: LUC,
        to: ANTOINE,
        by: SOPHIE,
      }),
    ).toBe(
      'Fiche de Paul Lefèvre, contact de Maître Luc Fontaine, confiée à Maître Antoine Lambert par Maître Sophie Martin',
    );
  });

  it('tells the new lawyer who gave it, never which record', () => {
    expect(handedOverNotice('case', SOPHIE, true)).toBe(
      'Maître Sophie Martin vous a confié l’un de ses dossiers',
    );
    expect(handedOverNotice('case', SOPHIE, false)).toBe(
      'Maître Sophie Martin vous a confié un dossier du cabinet',
    );
    expect(handedOverNotice('contact', SOPHIE, true)).toBe(
      'Maître Sophie Martin vous a confié l’un de ses contacts',
    );
    expect(handedOverLink('case', 12)).toBe('/pro/dashboard/cases/12');
    expect(handedOverLink('contact', 7)).toBe('/pro/dashboard/contacts/7');
    const email = handedOverEmail('contact', SOPHIE, false);
    expect(email.subject).toBe('Un contact vous a été confié sur JurisRDV');
    expect(email.paragraphs.join('\n')).toContain('ni le nom du contact ni ses coordonnées ne figurent');
    expect(handedOverEmail('case', SOPHIE, true).paragraphs.join('\n')).toContain(
      'ni le dossier ni son titre ne figurent dans cet e-mail',
    );
  });
});
