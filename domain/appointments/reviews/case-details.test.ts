import { describe, expect, it } from 'vitest';
import { caseDetailsSentence, detectCaseDetails } from './case-details';

describe('likely case details in a review', () => {
  it('finds nothing in a review about the consultation itself', () => {
    for (const text of [
      'Très à l’écoute, explications claires, rendez-vous à l’heure.',
      'Maître Martin a pris le temps de répondre à toutes mes questions. Je recommande\u202f!',
      'Consultation de 30 minutes, 5 étoiles sur 5.',
      'Cabinet facile à trouver, accueil agréable en 2026.',
      '',
    ])
      expect(detectCaseDetails(text), text).toEqual([]);
    expect(detectCaseDetails(null)).toEqual([]);
  });

  it('flags amounts', () => {
    for (const text of [
      'J’ai récupéré 1 500 € grâce à elle',
      'une indemnité de 12000 euros',
      'Honoraires de 3k€ seulement',
      'EUR 400 de frais',
      'payé €90',
    ])
      expect(detectCaseDetails(text), text).toContain('amount');
  });

  it('flags case and docket numbers', () => {
    for (const text of [
      'RG 21/01234',
      'n° RG\u00a0: 12',
      'dossier n° 4521',
      'pourvoi n° 16-13.669',
      'l’affaire 21/01234 est gagnée',
    ])
      expect(detectCaseDetails(text), text).toContain('case-number');
  });

  it('flags the names of courts and acts of procedure', () => {
    expect(detectCaseDetails('Devant le tribunal judiciaire de Lyon')).toContain('court');
    expect(detectCaseDetails('au conseil de prud’hommes')).toContain('court');
    expect(detectCaseDetails("à la cour d'appel de Paris")).toContain('court');
    expect(detectCaseDetails('le JAF a tranché')).toContain('court');
    expect(detectCaseDetails('Elle m’a défendu à l’audience du 3 mars')).toContain('procedure');
    expect(detectCaseDetails('après ma garde à vue')).toContain('procedure');
    expect(detectCaseDetails('le jugement est tombé')).toContain('procedure');
  });

  it('flags e-mail addresses, phone numbers and long digit strings, a phone once', () => {
    expect(detectCaseDetails('écrivez-moi à jean.dupont@example.com')).toEqual(['email']);
    expect(detectCaseDetails('appelez le 06 12 34 56 78')).toEqual(['phone']);
    expect(detectCaseDetails('au +33 6 12 34 56 78')).toEqual(['phone']);
    expect(detectCaseDetails('0612345678')).toEqual(['phone']);
    expect(detectCaseDetails('mon numéro de sécurité sociale 1 84 12 75 123 456')).toContain('long-number');
    expect(detectCaseDetails('compte 123456789')).toEqual(['long-number']);
  });

  it('lists every flag raised, in a fixed order', () => {
    expect(
      detectCaseDetails('RG 21/01234 au tribunal, 2 000 €, contact\u00a0: a@b.fr ou 01 23 45 67 89'),
    ).toEqual(['amount', 'case-number', 'court', 'email', 'phone']);
  });

  it('says the flags in a French sentence', () => {
    expect(caseDetailsSentence([])).toBe('');
    expect(caseDetailsSentence(['amount'])).toBe('un montant');
    expect(caseDetailsSentence(['amount', 'court', 'email'])).toBe(
      'un montant, le nom d’une juridiction et une adresse e-mail',
    );
  });
});
