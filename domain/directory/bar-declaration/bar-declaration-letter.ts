import { PRO_TERMS, termsParagraphText } from '#domain/directory/pro-marketing/pro-terms.ts';
import { ofPlace, professionalTitleLine } from '#domain/directory/professionals/professional-title.ts';
import { LEGAL_ENTITY } from '#domain/kernel/content/legal-entity.ts';
import type { TPdfLetter, TPdfLetterBlock } from '#domain/kernel/documents/pdf-letter.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';

/** What the « Déclaration à l'Ordre » is drawn from: the lawyer's own data, as « Ma fiche pro » holds it. */
export type TBarDeclarationFacts = {
  firstName: string;
  lastName: string;
  /** As the lawyer wrote it (« Avocate »); null: « Avocat ». */
  title: string | null;
  barAssociation: string | null;
  barNumber: string;
  practice: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  /** The public profile's address; null while the profile is not public (the letter says so). */
  profileUrl: string | null;
  /** The platform's address (PUBLIC_URL). */
  publicUrl: string;
  date: Date;
};

const dateFormat = frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' });

export function barDeclarationFileName(date: Date): string {
  return `declaration-ordre-jurisrdv-${date.toISOString().slice(0, 10)}.pdf`;
}

/**
 * The letter a lawyer sends to their bar to declare their use of the platform (RIN art. 19, activités
 * dématérialisées; issue 29 §2, ADR 0073), with the professionals' terms as the following pages. It says only
 * what is true of the product: registration and use are free (the terms, art. 3), JurisRDV takes no commission on
 * online payments (direct charges on the lawyer's own Stripe account, ADR 0021), fees are the lawyer's own.
 */
export function barDeclarationLetter(facts: TBarDeclarationFacts): TPdfLetter {
  const name = `${facts.firstName} ${facts.lastName}`.trim();
  const bar = facts.barAssociation?.trim() || null;
  const titleLine = professionalTitleLine({
    professionalType: 'avocat',
    title: facts.title,
    barAssociation: bar,
  });
  const town = `${facts.postalCode} ${facts.city}`.trim();
  const dateText = dateFormat.format(facts.date);
  const body = (text: string): TPdfLetterBlock => ({ style: 'body', text });
  const space: TPdfLetterBlock = { style: 'space', text: '' };

  const sender: TPdfLetterBlock[] = [
    { style: 'strong', text: `Maître ${name}` },
    body(titleLine),
    ...(facts.barNumber.trim() ? [body(`Numéro d’inscription\u00a0: ${facts.barNumber.trim()}`)] : []),
    ...(facts.practice.trim() ? [body(facts.practice.trim())] : []),
    ...(facts.streetAddress.trim() ? [body(facts.streetAddress.trim())] : []),
    ...(town ? [body(town)] : []),
  ];
  const addressee: TPdfLetterBlock[] = [
    { style: 'strong', text: 'Madame, Monsieur le Bâtonnier', right: true },
    {
      style: 'body',
      text: bar ? `Ordre des avocats du barreau ${ofPlace(bar)}` : 'Ordre des avocats',
      right: true,
    },
  ];
  const platform = `${LEGAL_ENTITY.brand}, éditée par ${LEGAL_ENTITY.companyName} (${LEGAL_ENTITY.legalForm.toLowerCase()} au capital de ${LEGAL_ENTITY.shareCapital}, ${LEGAL_ENTITY.registration}, ${LEGAL_ENTITY.address})`;

  const letter: TPdfLetterBlock[] = [
    ...sender,
    space,
    ...addressee,
    space,
    { style: 'body', text: `${facts.city.trim() || 'Fait'}, le ${dateText}`, right: true },
    space,
    {
      style: 'strong',
      text: `Objet\u00a0: déclaration de l’utilisation de la plateforme ${LEGAL_ENTITY.brand} (article 19 du Règlement intérieur national)`,
    },
    space,
    body('Madame, Monsieur le Bâtonnier,'),
    space,
    body(
      `Conformément à l’article 19 du Règlement intérieur national de la profession d’avocat, relatif aux activités dématérialisées, je vous informe que j’utilise la plateforme en ligne ${platform}, accessible à l’adresse ${facts.publicUrl}.`,
    ),
    body(
      'Cette plateforme permet au public de rechercher un avocat, un notaire ou un commissaire de justice et de réserver une consultation au cabinet, en visioconférence ou par téléphone. Elle me fournit également un logiciel de prise de rendez-vous et de gestion de cabinet.',
    ),
    body(
      facts.profileUrl
        ? `Ma fiche publique y est consultable à l’adresse suivante\u00a0: ${facts.profileUrl}.`
        : 'Ma fiche publique n’y est pas encore publiée à la date de la présente déclaration.',
    ),
    body(
      `L’inscription et l’utilisation de la plateforme sont gratuites\u00a0: je ne verse à ${LEGAL_ENTITY.companyName} ni abonnement ni commission. Lorsqu’un client règle une consultation en ligne, le paiement est encaissé directement sur mon propre compte de paiement, sans prélèvement de la plateforme. Mes honoraires sont fixés par moi seul${facts.title?.trim().toLowerCase() === 'avocate' ? 'e' : ''} et convenus directement avec mes clients.`,
    ),
    body(
      'Je demeure seul responsable de mon activité et du respect de mes obligations déontologiques, notamment en matière de publicité, de secret professionnel et de conflits d’intérêts.',
    ),
    body(
      `Vous trouverez ci-après les conditions générales d’utilisation de ${LEGAL_ENTITY.brand} Pro applicables aux professionnels.`,
    ),
    space,
    body(
      'Je me tiens à votre disposition pour toute information complémentaire et vous prie de croire, Madame, Monsieur le Bâtonnier, en l’assurance de mes sentiments respectueux.',
    ),
    space,
    { style: 'strong', text: `Maître ${name}`, right: true },
  ];

  const terms: TPdfLetterBlock[] = [
    { style: 'title', text: `Annexe\u00a0: ${PRO_TERMS.title} de ${LEGAL_ENTITY.brand} Pro` },
    { style: 'small', text: `Mise à jour\u00a0: ${PRO_TERMS.updatedAt}` },
    space,
    body(PRO_TERMS.intro),
    ...PRO_TERMS.sections.flatMap((section) => [
      space,
      { style: 'heading' as const, text: section.heading },
      ...section.paragraphs.map((paragraph) => body(termsParagraphText(paragraph))),
    ]),
  ];

  return {
    title: `Déclaration à l’Ordre — ${name}`,
    author: name,
    pages: [{ blocks: letter }, { blocks: terms }],
  };
}
