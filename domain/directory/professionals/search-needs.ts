import { LEGAL_DOMAINS, type TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  PROFESSIONAL_TYPE_OPTIONS,
  type TProfessionalType,
} from '#domain/kernel/vocabulary/search-options.ts';

/**
 * The home search's « Votre besoin » (issue 26 §2): everyday words mapped to the profession and the
 * domain that handle them. `professions` lists who to suggest, first the one most people need; when
 * absent, every profession practising the domain is suggested.
 */
type TNeedEntry = {
  readonly words: readonly string[];
  readonly domain: TLegalDomain;
  readonly professions?: readonly TProfessionalType[];
};

export const SEARCH_NEEDS: readonly TNeedEntry[] = [
  {
    words: [
      'Divorce',
      'Séparation',
      "Garde d'enfant",
      'Pension alimentaire',
      'Autorité parentale',
      'Droit de visite',
      'Adoption',
      'Mariage',
      'PACS',
      'Filiation',
      'Violences conjugales',
    ],
    domain: 'Droit de la famille',
    professions: ['avocat'],
  },
  {
    words: ['Contrat de mariage', 'Régime matrimonial'],
    domain: 'Droit de la famille',
    professions: ['notaire'],
  },
  {
    words: [
      'Licenciement',
      "Prud'hommes",
      'Harcèlement',
      'Rupture conventionnelle',
      'Contrat de travail',
      'Heures supplémentaires',
      'Salaire impayé',
      'Démission',
      'Accident du travail',
      'Discrimination',
    ],
    domain: 'Droit du travail',
    professions: ['avocat'],
  },
  {
    words: ['Succession', 'Héritage', 'Testament', 'Donation', 'Partage', 'Assurance vie'],
    domain: 'Droit des successions',
    professions: ['notaire', 'avocat'],
  },
  {
    words: [
      'Garde à vue',
      'Plainte',
      'Casier judiciaire',
      'Agression',
      'Vol',
      'Escroquerie',
      'Tribunal correctionnel',
      'Convocation police',
      'Comparution immédiate',
      'Victime',
    ],
    domain: 'Droit pénal',
    professions: ['avocat'],
  },
  {
    words: [
      'Bail',
      'Loyer',
      'Expulsion',
      'Locataire',
      'Propriétaire',
      'Dépôt de garantie',
      'Copropriété',
      'Trouble de voisinage',
      'Vice caché',
      'Malfaçons',
      'Construction',
    ],
    domain: 'Droit immobilier',
    professions: ['avocat'],
  },
  {
    words: [
      'Achat immobilier',
      'Vente de maison',
      'Compromis de vente',
      "Acte d'achat",
      'Hypothèque',
      'Viager',
    ],
    domain: 'Droit immobilier',
    professions: ['notaire'],
  },
  {
    words: ['Créance', 'Impayé', 'Recouvrement', 'Facture impayée', 'Injonction de payer', 'Dette'],
    domain: 'Recouvrement de créances',
    professions: ['commissaire', 'avocat'],
  },
  {
    words: ['Constat', 'État des lieux', 'Constat de huissier', 'Preuve'],
    domain: 'Constats',
    professions: ['commissaire'],
  },
  {
    words: ['Saisie', 'Signification', 'Exécution de jugement', 'Saisie sur salaire'],
    domain: 'Exécution des décisions',
    professions: ['commissaire'],
  },
  {
    words: [
      'Permis de conduire',
      'Retrait de points',
      'Excès de vitesse',
      'Alcool au volant',
      'Accident de la route',
    ],
    domain: 'Droit routier',
    professions: ['avocat'],
  },
  {
    words: ['Titre de séjour', 'Visa', 'Naturalisation', 'Expulsion du territoire', "Droit d'asile", 'OQTF'],
    domain: 'Droit des étrangers',
    professions: ['avocat'],
  },
  {
    words: [
      'Création de société',
      'Statuts de société',
      'Bail commercial',
      'Contrat commercial',
      'Cession de fonds de commerce',
      'Faillite',
    ],
    domain: 'Droit des affaires',
    professions: ['avocat'],
  },
  {
    words: ['Impôts', 'Contrôle fiscal', 'Redressement fiscal', 'Impôt sur la fortune immobilière'],
    domain: 'Droit fiscal',
    professions: ['avocat'],
  },
  {
    words: [
      'Litige consommation',
      'Arnaque',
      'Garantie',
      'Remboursement',
      'Crédit à la consommation',
      'Surendettement',
    ],
    domain: 'Droit de la consommation',
    professions: ['avocat'],
  },
  {
    words: ['Tutelle', 'Curatelle', 'Responsabilité civile', 'Litige entre voisins', 'Dommages et intérêts'],
    domain: 'Droit civil',
    professions: ['avocat'],
  },
  {
    words: ['Marque', "Droit d'auteur", 'Brevet', 'Contrefaçon'],
    domain: 'Droit de la propriété intellectuelle',
    professions: ['avocat'],
  },
  {
    words: ['Permis de construire', 'Urbanisme', 'Mairie', 'Fonctionnaire', 'Administration'],
    domain: 'Droit public',
    professions: ['avocat'],
  },
  { words: ['Pollution', 'Nuisances'], domain: "Droit de l'environnement", professions: ['avocat'] },
];

/** Other names people give the professions. */
const PROFESSION_WORDS: readonly { word: string; profession: TProfessionalType }[] = [
  { word: 'Avocat', profession: 'avocat' },
  { word: 'Avocate', profession: 'avocat' },
  { word: 'Notaire', profession: 'notaire' },
  { word: 'Commissaire de justice', profession: 'commissaire' },
  { word: 'Huissier de justice', profession: 'commissaire' },
];

export type TNeedSuggestion = {
  /** Stable key for the list (and the option's id). */
  key: string;
  /** What was matched: the everyday word, the profession or the domain. */
  label: string;
  /** Who and what it searches: « Avocat · Droit de la famille ». */
  hint: string;
  professionalType: TProfessionalType | null;
  specialty: TLegalDomain | null;
};

type TCandidate = TNeedSuggestion & { normalized: string };

const STOP_WORDS = new Set([
  'de',
  'd',
  'du',
  'des',
  'la',
  'le',
  'l',
  'les',
  'a',
  'au',
  'aux',
  'en',
  'et',
  'un',
  'une',
  'pour',
  'mon',
  'ma',
  'mes',
  'sur',
]);

/** Lower case, no accents, apostrophes and hyphens as spaces, no stop words. */
export function normalizeNeedText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
    .join(' ');
}

function professionLabel(profession: TProfessionalType): string {
  return PROFESSIONAL_TYPE_OPTIONS.find((option) => option.value === profession)?.label ?? profession;
}

function professionsOf(domain: TLegalDomain): readonly TProfessionalType[] {
  return LEGAL_DOMAINS.find((entry) => entry.value === domain)?.professions ?? [];
}

function suggestion(
  label: string,
  profession: TProfessionalType | null,
  domain: TLegalDomain | null,
): TCandidate {
  const hint = [profession ? professionLabel(profession) : null, domain].filter(Boolean).join(' · ');
  return {
    key: `${normalizeNeedText(label)}|${profession ?? ''}|${domain ?? ''}`,
    label,
    hint,
    professionalType: profession,
    specialty: domain,
    normalized: normalizeNeedText(label),
  };
}

function buildCandidates(): TCandidate[] {
  const candidates: TCandidate[] = [];
  for (const entry of SEARCH_NEEDS) {
    const professions = entry.professions ?? professionsOf(entry.domain);
    for (const word of entry.words)
      for (const profession of professions) candidates.push(suggestion(word, profession, entry.domain));
  }
  for (const { word, profession } of PROFESSION_WORDS) candidates.push(suggestion(word, profession, null));
  for (const domain of LEGAL_DOMAINS)
    for (const profession of domain.professions)
      candidates.push(suggestion(domain.value, profession, domain.value));
  return candidates;
}

let allCandidates: TCandidate[] | undefined;

/** Edit distance, for the few letters a hurried thumb gets wrong. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How far the typed word is from the start of `word` (0: it is a prefix of it). */
function prefixDistance(typed: string, word: string): number {
  // A plural or a conjugated ending (« divorces », « licencié ») is the word itself.
  if (word.startsWith(typed) || (typed.startsWith(word) && typed.length - word.length <= 2)) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (let length = typed.length - 1; length <= typed.length + 1; length++)
    if (length > 0 && length <= word.length)
      best = Math.min(best, editDistance(typed, word.slice(0, length)));
  return best;
}

function allowedTypos(typed: string): number {
  return typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
}

/**
 * How well the typed words match a candidate: lower is better, null is no match. Each typed word must
 * begin one of the candidate's words (a plural, an unfinished word or one or two typos allowed).
 */
function matchScore(typedWords: readonly string[], candidate: string): number | null {
  const words = candidate.split(' ');
  let score = 0;
  for (const typed of typedWords) {
    let best = Number.POSITIVE_INFINITY;
    for (const [position, word] of words.entries()) {
      const distance = prefixDistance(typed, word);
      if (distance > allowedTypos(typed)) continue;
      // A match on the first word ranks before one further in, a typo after both.
      best = Math.min(best, distance * 10 + (position === 0 ? 0 : 1));
    }
    if (best === Number.POSITIVE_INFINITY) return null;
    score += best;
  }
  return score;
}

/** « prudhommes » for « prud'hommes », « gardavue »: the words run together. */
function compactScore(typedWords: readonly string[], candidate: string): number | null {
  const typed = typedWords.join('');
  const distance = prefixDistance(typed, candidate.replaceAll(' ', ''));
  return distance <= allowedTypos(typed) ? 5 + distance * 10 : null;
}

/**
 * The suggestions for what was typed, best first: the everyday words, then the professions and the
 * domains. A profession among the words (« avocat divorce ») keeps only that profession's suggestions.
 */
export function suggestNeeds(text: string, limit = 8): TNeedSuggestion[] {
  const words = normalizeNeedText(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  allCandidates ??= buildCandidates();
  const named = words.length > 1 ? namedProfession(words) : null;
  const rest = named ? words.filter((_, index) => index !== named.index) : words;
  const scored: { candidate: TCandidate; score: number; order: number }[] = [];
  for (const [order, candidate] of allCandidates.entries()) {
    if (named && candidate.professionalType !== named.profession) continue;
    const score = matchScore(rest, candidate.normalized) ?? compactScore(rest, candidate.normalized);
    if (score === null) continue;
    const exact = candidate.normalized === rest.join(' ') ? -5 : 0;
    scored.push({ candidate, score: score + exact, order });
  }
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  const seen = new Set<string>();
  const results: TNeedSuggestion[] = [];
  for (const { candidate } of scored) {
    if (seen.has(candidate.key)) continue;
    seen.add(candidate.key);
    const { normalized: _normalized, ...shown } = candidate;
    results.push(shown);
    if (results.length >= limit) break;
  }
  return results;
}

function namedProfession(words: readonly string[]): { index: number; profession: TProfessionalType } | null {
  for (const [index, word] of words.entries()) {
    const found = PROFESSION_WORDS.find((entry) => normalizeNeedText(entry.word).split(' ')[0] === word);
    if (found) return { index, profession: found.profession };
  }
  return null;
}

/** The need a search shows in the field when it comes back: the domain, else the profession. */
export function needLabelOf(professionalType: string | undefined, specialty: string | undefined): string {
  if (specialty) return specialty;
  const option = PROFESSIONAL_TYPE_OPTIONS.find((entry) => entry.value === professionalType);
  return option?.label ?? '';
}
