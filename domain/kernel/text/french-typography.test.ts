import { describe, expect, it } from 'vitest';
// typography-fixer: off — this file holds badly written French on purpose.
import { findTypographyIssues, fixFrenchTypography, NBSP, NNBSP, PLACEHOLDER } from './french-typography';

const rulesOf = (text: string) => findTypographyIssues(text).map((issue) => issue.rule);

describe('findTypographyIssues', () => {
  it('finds a plain space, or none, before « ; ! ? »', () => {
    expect(rulesOf('Bonjour !')).toEqual(['espace-avant-ponctuation-haute']);
    expect(rulesOf('Vous êtes professionnel du droit ?')).toEqual(['espace-avant-ponctuation-haute']);
    expect(rulesOf('Merci!')).toEqual(['espace-avant-ponctuation-haute']);
    expect(rulesOf('un ; deux')).toEqual(['espace-avant-ponctuation-haute']);
    expect(rulesOf(`Écrivez-nous${NBSP}!`)).toEqual(['espace-avant-ponctuation-haute']);
    expect(rulesOf(`Bonjour${NNBSP}!`)).toEqual([]);
    expect(rulesOf(`Vraiment${NNBSP}?!`)).toEqual([]);
    expect(rulesOf('F-000002;Avoir;25/11/2026;;Marie Dubois;Émise')).toEqual([]);
  });

  it('leaves addresses and code-like signs alone', () => {
    expect(rulesOf('/recherche?q=divorce&ville=Lyon')).toEqual([]);
    expect(rulesOf('https://exemple.fr/a?b=1')).toEqual([]);
  });

  it('finds a plain space, or none, before « : » but not in times, ratios and addresses', () => {
    expect(rulesOf('Motif : divorce')).toEqual(['espace-avant-deux-points']);
    expect(rulesOf('Motif: divorce')).toEqual(['espace-avant-deux-points']);
    expect(rulesOf(`Première consultation${NNBSP}: 120 €`)).toEqual(['espace-avant-deux-points']);
    expect(rulesOf(`Première consultation${NBSP}: 120${NBSP}€`)).toEqual([]);
    expect(rulesOf('de 10:00 à 12:30, format 16:9')).toEqual([]);
    // A value glued after a colon with no space before it is code (a port, an iCalendar line), not French.
    expect(rulesOf(`http://localhost:${PLACEHOLDER}`)).toEqual([]);
    expect(rulesOf(`UID:${PLACEHOLDER}-1@google.com`)).toEqual([]);
    expect(rulesOf(`Motif :${PLACEHOLDER}`)).toEqual(['espace-avant-deux-points']);
    expect(rulesOf('https://exemple.fr mailto:contact@exemple.fr')).toEqual([]);
    expect(rulesOf(`Facture n° F-000042${NBSP}: payée`)).toEqual([]);
    expect(
      rulesOf('paymentTerms: Modalités requises, SMS_SENDER : 11 lettres, Error: Connexion refusée'),
    ).toEqual([]);
  });

  it('finds plain spaces, or none, inside « »', () => {
    expect(rulesOf('« Accepter »')).toEqual(['espace-guillemets', 'espace-guillemets']);
    expect(rulesOf('«Accepter»')).toEqual(['espace-guillemets', 'espace-guillemets']);
    expect(rulesOf(`«${NBSP}Accepter${NBSP}»`)).toEqual([]);
    expect(rulesOf(`«${PLACEHOLDER}»`)).toEqual(['espace-guillemets', 'espace-guillemets']);
  });

  it('finds « 24h », « 2 h » and « 30min » written without a no-break space', () => {
    expect(rulesOf('Réponse sous 24h')).toEqual(['unite']);
    expect(rulesOf('2 h avant')).toEqual(['unite']);
    expect(rulesOf('dans 30min')).toEqual(['unite']);
    expect(rulesOf(`24${NBSP}h et 30${NBSP}min`)).toEqual([]);
    expect(rulesOf('2 hommes, 3 minutes, h1, #1h2')).toEqual([]);
    expect(rulesOf(`Dans ${PLACEHOLDER}h ${PLACEHOLDER} min`)).toEqual(['unite', 'unite']);
  });

  it('finds three dots instead of « … »', () => {
    expect(rulesOf('Chargement...')).toEqual(['points-de-suspension']);
    expect(rulesOf('Chargement…')).toEqual([]);
  });

  it('finds « Email », « email » and « E-mail » where « e-mail » is meant', () => {
    expect(rulesOf('Votre adresse email')).toEqual(['e-mail']);
    expect(rulesOf('Email')).toEqual(['e-mail']);
    expect(rulesOf('Adresse E-mail')).toEqual(['e-mail']);
    expect(rulesOf('Envoyer des emails')).toEqual(['e-mail']);
    expect(rulesOf('E-mail envoyé. Un e-mail vous attend.')).toEqual([]);
    expect(rulesOf('contact@email.fr, user.email, user-email')).toEqual([]);
  });

  it('finds « d’horaire », « restant du » and « 1 er », « 1° »', () => {
    expect(rulesOf("Plage d'horaire")).toEqual(['horaires']);
    expect(rulesOf("Plages d'horaires")).toEqual([]);
    expect(rulesOf('Montant restant du')).toEqual(['restant-du']);
    expect(rulesOf(`Restant du${NBSP}: 10 €`)).toEqual(['restant-du']);
    expect(rulesOf('le temps restant du mois')).toEqual([]);
    expect(rulesOf('le 1 er décembre, le 1° janvier')).toEqual(['premier', 'premier']);
    expect(rulesOf('le 1er décembre, n° 12')).toEqual([]);
  });

  it('says where each offence is', () => {
    expect(findTypographyIssues('Ok. Motif : x')).toEqual([
      { rule: 'espace-avant-deux-points', index: 9, found: ' :', message: expect.any(String) },
    ]);
  });
});

describe('fixFrenchTypography', () => {
  const samples = [
    'Bonjour ! Vous êtes professionnel du droit ?',
    'Première consultation : 120 €',
    '« Accepter » puis «Refuser»',
    `Bonjour ${PLACEHOLDER} !`,
    'Réponse sous 24h, rappel 2 h avant, 30min',
    'Chargement... Adresse Email, des emails. Email envoyé.',
    "Plage d'horaire, restant du, le 1 er mai",
    'Merci!',
    'Motif: x',
  ];

  it('writes the text right', () => {
    expect(fixFrenchTypography('Bonjour ! Vous êtes professionnel du droit ?')).toBe(
      `Bonjour${NNBSP}! Vous êtes professionnel du droit${NNBSP}?`,
    );
    expect(fixFrenchTypography('Première consultation : 120 €')).toBe(`Première consultation${NBSP}: 120 €`);
    expect(fixFrenchTypography('« Accepter » puis «Refuser»')).toBe(
      `«${NBSP}Accepter${NBSP}» puis «${NBSP}Refuser${NBSP}»`,
    );
    expect(fixFrenchTypography('Réponse sous 24h, 30min')).toBe(`Réponse sous 24${NBSP}h, 30${NBSP}min`);
    expect(fixFrenchTypography('Chargement... Adresse Email. Email envoyé, des emails')).toBe(
      'Chargement… Adresse e-mail. E-mail envoyé, des e-mails',
    );
    expect(fixFrenchTypography("Plage d'horaire, restant du, le 1 er mai, le 1° juin")).toBe(
      "Plage d'horaires, restant dû, le 1er mai, le 1er juin",
    );
    expect(fixFrenchTypography('Merci!')).toBe(`Merci${NNBSP}!`);
    expect(fixFrenchTypography('Error: refusée, paymentTerms: requis')).toBe(
      'Error: refusée, paymentTerms: requis',
    );
  });

  it('leaves nothing for the checker, keeps the inserted values, and is idempotent', () => {
    for (const sample of samples) {
      const fixed = fixFrenchTypography(sample);
      expect(findTypographyIssues(fixed)).toEqual([]);
      expect(fixFrenchTypography(fixed)).toBe(fixed);
      expect(fixed.split(PLACEHOLDER).length).toBe(sample.split(PLACEHOLDER).length);
    }
  });

  it('leaves right text as it is', () => {
    const right = `Rendez-vous le 1er décembre à 10:00${NBSP}: «${NBSP}Divorce${NBSP}»${NNBSP}! https://exemple.fr/?a=1`;
    expect(fixFrenchTypography(right)).toBe(right);
  });
});
