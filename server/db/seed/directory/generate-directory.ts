// Deterministic generator of the demo directory (PRODUCT.md §5): avocats, notaires and commissaires de
// justice without accounts, spread over French cities, each with a full public profile.
//
// Row i depends only on (seed, i): the first 450 rows are the same whether 450 or 100 000 are generated,
// so a database seeded with 450 can be topped up to 100 000 with rows 450…99 999.

import {
  defaultAvailabilitySettings,
  type TAvailabilitySettings,
  type TOpeningRange,
  type TWeekOpeningHours,
} from '#domain/agenda/availability/availability-settings.ts';
import { PAYMENT_MEANS, type TPaymentMean } from '#domain/directory/professionals/fee-text.ts';
import { MAX_LAWYER_DOMAINS } from '#domain/directory/professionals/lawful-labels.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';
import type { TQuestionnaireQuestion } from '#domain/directory/professionals/questionnaire.ts';
import {
  LANGUAGE_OPTIONS,
  type TConsultationMode,
  type TLanguage,
  type TProfessionalType,
  type TSpecialty,
} from '#domain/kernel/vocabulary/search-options.ts';
import type { professionals } from '#server/db/schema/index.ts';
import { communeIndex } from '#server/directory/index.ts';
import {
  DIRECTORY_CITIES,
  FICTION_PHONE_BLOCKS,
  GENERIC_STREETS,
  type TDirectoryCity,
} from './directory-cities';
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES } from './directory-names';
import {
  APPROACH_SENTENCES,
  AVOCAT_EXTRA_SPECIALTIES,
  AVOCAT_MAIN_SPECIALTIES,
  AVOCAT_SPECIALTY_WEIGHTS,
  COMMISSAIRE_CONTENT,
  COMMISSAIRE_SPECIALTIES,
  NOTAIRE_CONTENT,
  NOTAIRE_SPECIALTIES,
  SPECIALTY_AFFINITY,
  SPECIALTY_CONTENT,
  type TAvocatMainSpecialty,
  type TPracticeContent,
} from './directory-texts';
import { Random, WeightedTable } from './random';

export type TNewProfessional = typeof professionals.$inferInsert;

export const DEFAULT_DIRECTORY_SEED = 2025;

/** Fee bounds (cents) of directory professionals; seed 000 §9 shows 95 € to 180 €. */
export const DIRECTORY_FEE_MIN_CENTS = 9500;
export const DIRECTORY_FEE_MAX_CENTS = 18000;

/** Description length bounds (the results page cuts at 120 characters). */
export const DESCRIPTION_MIN_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 250;

const KM_PER_DEGREE_LATITUDE = 111.32;

// ---------------------------------------------------------------------------------------------------------
// Places: the directory cities resolved once against the commune index

export type TDirectoryPlace = TDirectoryCity & {
  /** 'Paris' for every Paris arrondissement. */
  readonly city: string;
  readonly postalCode: string;
  readonly latitude: number;
  readonly longitude: number;
};

let resolvedPlaces: readonly TDirectoryPlace[] | undefined;

/** DIRECTORY_CITIES with their commune point; throws if a code is missing from the commune file. */
export function directoryPlaces(): readonly TDirectoryPlace[] {
  resolvedPlaces ??= DIRECTORY_CITIES.map((entry) => {
    const place = communeIndex().get(entry.inseeCode);
    if (!place) throw new Error(`Annuaire : code INSEE inconnu ${entry.inseeCode} (${entry.label})`);
    if (!place.postalCode) throw new Error(`Annuaire : pas de code postal pour ${entry.inseeCode}`);
    return {
      ...entry,
      city: place.city,
      postalCode: place.postalCode,
      latitude: place.latitude,
      longitude: place.longitude,
    };
  });
  return resolvedPlaces;
}

let placeTable: WeightedTable<TDirectoryPlace> | undefined;
function pickPlace(random: Random, index: number): TDirectoryPlace {
  const places = directoryPlaces();
  // The first rows visit every place once, so even a small directory covers every city.
  if (index < places.length) return places[index] as TDirectoryPlace;
  placeTable ??= new WeightedTable(places, (place) => place.weight);
  return placeTable.pick(random);
}

/** A point at most `radiusKm` from the centre, uniform over the disc; 6 decimals (~10 cm). */
export function offsetPoint(
  random: Random,
  center: { latitude: number; longitude: number },
  radiusKm: number,
): { latitude: number; longitude: number } {
  const distance = radiusKm * Math.sqrt(random.next());
  const angle = 2 * Math.PI * random.next();
  const dLat = (distance * Math.cos(angle)) / KM_PER_DEGREE_LATITUDE;
  const dLon =
    (distance * Math.sin(angle)) / (KM_PER_DEGREE_LATITUDE * Math.cos((center.latitude * Math.PI) / 180));
  const round = (value: number): number => Math.round(value * 1e6) / 1e6;
  return { latitude: round(center.latitude + dLat), longitude: round(center.longitude + dLon) };
}

// ---------------------------------------------------------------------------------------------------------
// Small pickers

const PROFESSIONAL_TYPES: readonly { type: TProfessionalType; weight: number }[] = [
  { type: 'avocat', weight: 70 },
  { type: 'notaire', weight: 18 },
  { type: 'commissaire', weight: 12 },
];

const AVOCAT_SPECIALTIES = AVOCAT_MAIN_SPECIALTIES.map((specialty) => ({
  specialty,
  weight: AVOCAT_SPECIALTY_WEIGHTS[specialty],
}));

/** Mode sets, weighted towards all three. */
const MODE_SETS: readonly { modes: readonly TConsultationMode[]; weight: number; weightStudy: number }[] = [
  { modes: ['cabinet', 'visio', 'telephone'], weight: 58, weightStudy: 40 },
  { modes: ['cabinet', 'visio'], weight: 15, weightStudy: 20 },
  { modes: ['cabinet', 'telephone'], weight: 11, weightStudy: 22 },
  { modes: ['cabinet'], weight: 5, weightStudy: 14 },
  { modes: ['visio', 'telephone'], weight: 7, weightStudy: 3 },
  { modes: ['visio'], weight: 2, weightStudy: 1 },
  { modes: ['telephone'], weight: 2, weightStudy: 0 },
];

const OTHER_LANGUAGES: readonly { language: TLanguage; weight: number }[] = [
  { language: 'Anglais', weight: 50 },
  { language: 'Espagnol', weight: 16 },
  { language: 'Italien', weight: 9 },
  { language: 'Allemand', weight: 10 },
  { language: 'Arabe', weight: 15 },
];

/** « en anglais », « en arabe »: the languages as they follow « consultations possibles ». */
function languagePhrase(languages: readonly string[]): string {
  const names = languages.map((language) => `en ${language.toLowerCase()}`);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

function pickLanguages(random: Random, place: TDirectoryPlace): TLanguage[] {
  const roll = random.next();
  const extra = roll < 0.45 ? 0 : roll < 0.85 ? 1 : 2;
  const borderGerman = ['67482', '68224', '68066', '57463'].includes(place.inseeCode);
  const chosen: TLanguage[] = [];
  while (chosen.length < extra) {
    const { language } = random.weighted(OTHER_LANGUAGES, (entry) =>
      chosen.includes(entry.language)
        ? 0
        : entry.language === 'Allemand' && borderGerman
          ? entry.weight * 4
          : entry.weight,
    );
    chosen.push(language);
  }
  // Kept in the order of the filter list (seed 000 §9).
  return LANGUAGE_OPTIONS.filter((language) => language === 'Français' || chosen.includes(language));
}

function pickSpecialties(random: Random): TAvocatMainSpecialty[] {
  const { specialty: main } = random.weighted(AVOCAT_SPECIALTIES, (entry) => entry.weight);
  const roll = random.next();
  const extraCount = roll < 0.45 ? 0 : roll < 0.8 ? 1 : 2;
  const chosen: TAvocatMainSpecialty[] = [main];
  while (chosen.length < 1 + extraCount) {
    const pool = random.chance(0.8) ? SPECIALTY_AFFINITY[main] : AVOCAT_MAIN_SPECIALTIES;
    const candidates = pool.filter((specialty) => !chosen.includes(specialty));
    if (candidates.length === 0) break;
    chosen.push(random.pick(candidates));
  }
  return chosen;
}

const EXTRA_SPECIALTY_STREAM = 0xd0a1;

/**
 * One avocat in four also practises a domain beyond the main eight (droit routier, des étrangers…), so
 * that every domain of the one list finds someone. Its own stream leaves the row's other fields as they were.
 */
function pickExtraSpecialty(seed: number, index: number): TSpecialty[] {
  const own = Random.seeded(seed, index, EXTRA_SPECIALTY_STREAM);
  if (!own.chance(0.25)) return [];
  return [own.weighted(AVOCAT_EXTRA_SPECIALTIES, (entry) => entry.weight).specialty];
}

/** « Barreau du Havre » → « Le Havre », « Barreau des Hauts-de-Seine » → « Les Hauts-de-Seine », « Barreau de Lyon » → « Lyon ». */
function barName(bar: string): string {
  return bar
    .replace(/^Barreau du /, 'Le ')
    .replace(/^Barreau des /, 'Les ')
    .replace(/^Barreau (de |d’|d')/, '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** « a, b et c ». */
function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/** « au cabinet, en visioconférence ou par téléphone ». */
function modesPhrase(modes: readonly TConsultationMode[], office: string): string {
  const words = modes.map((mode) =>
    mode === 'cabinet' ? office : mode === 'visio' ? 'en visioconférence' : 'par téléphone',
  );
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ou ${words[words.length - 1]}`;
}

function pickPhone(random: Random, place: TDirectoryPlace): string {
  return `${FICTION_PHONE_BLOCKS[place.phoneZone]} ${random.digits(2)} ${random.digits(2)}`;
}

function pickStreetAddress(random: Random, place: TDirectoryPlace): string {
  const street = random.pick(place.streets && random.chance(0.85) ? place.streets : GENERIC_STREETS);
  const number = random.chance(0.3) ? random.int(1, 20) : random.int(1, 140);
  const suffix = random.chance(0.08) ? ' bis' : '';
  return `${number}${suffix} ${street}`;
}

const PARIS_TOQUE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'G', 'K', 'L', 'P', 'R'] as const;

function pickBarNumber(random: Random, type: TProfessionalType, place: TDirectoryPlace): string {
  if (type === 'avocat') {
    if (place.bar === 'Barreau de Paris') return `${random.pick(PARIS_TOQUE_LETTERS)}${random.digits(4)}`;
    return `${place.bar} n° ${random.int(100, 9999)}`;
  }
  // CRPCEN: the office number given by the notarial pension fund, département first.
  return `CRPCEN ${place.inseeCode.slice(0, 2)}${random.digits(3)}`;
}

function pickPractice(random: Random, type: TProfessionalType, firstName: string, lastName: string): string {
  const partner = random.pick(LAST_NAMES.filter((name) => name !== lastName));
  const roll = random.next();
  if (type === 'avocat') {
    if (roll < 0.32) return `Cabinet ${lastName}`;
    if (roll < 0.44) return `Cabinet ${firstName} ${lastName}`;
    if (roll < 0.6) return `${lastName} Avocats`;
    if (roll < 0.78) return `${lastName} & Associés`;
    if (roll < 0.9) return `SCP ${lastName} & ${partner}`;
    return `SELARL ${lastName} Avocats`;
  }
  if (type === 'notaire') {
    if (roll < 0.3) return `Étude de Maître ${lastName}`;
    if (roll < 0.5) return `Office notarial ${lastName}`;
    if (roll < 0.75) return `SCP ${lastName} & ${partner}, notaires associés`;
    if (roll < 0.9) return `${lastName} & Associés Notaires`;
    return `SELARL ${lastName} Notaires`;
  }
  if (roll < 0.45) return `Étude de Maître ${lastName}`;
  if (roll < 0.65) return `SELARL ${lastName} Commissaires de justice`;
  if (roll < 0.85) return `SCP ${lastName} & ${partner}`;
  return `${lastName} & Associés`;
}

/** The practice name inside a sentence: « le cabinet Martin », « l'étude de Maître Petit », « la SCP … ». */
export function practiceInSentence(practice: string, type: TProfessionalType): string {
  if (practice.startsWith('Cabinet ')) return `le cabinet ${practice.slice('Cabinet '.length)}`;
  if (practice.startsWith('Étude ')) return `l'étude ${practice.slice('Étude '.length)}`;
  if (practice.startsWith('Office notarial '))
    return `l'office notarial ${practice.slice('Office notarial '.length)}`;
  if (practice.startsWith('SCP ') || practice.startsWith('SELARL ')) return `la ${practice}`;
  if (type === 'avocat') return `le cabinet ${practice}`;
  return type === 'notaire' ? `l'office ${practice}` : `l'étude ${practice}`;
}

/** « de divorce », « d'adoption », « d'heures supplémentaires ». */
function elideDe(text: string): string {
  return /^([aeiouyàâéèêîôû]|h(eure|ono|uiss|ypo))/i.test(text) ? `d'${text}` : `de ${text}`;
}

/**
 * The draws that once invented a rating and a review count, still taken (and thrown away) so that every later
 * draw of a row, and so the whole generated directory, stays as it was. A rating now comes only from published
 * reviews (issue 29 §3): the row has none.
 */
function retiredRatingDraws(random: Random): Record<string, never> {
  pickRating(random);
  pickReviewCount(random);
  return {};
}

/** 3.6 to 5.0, one decimal, most between 4.3 and 4.9. */
function pickRating(random: Random): number {
  const skewed = 1 - (1 - random.next()) * (1 - random.next());
  return Math.round((3.6 + 1.4 * skewed) * 10) / 10;
}

/** 3 to 400, most below 100. */
function pickReviewCount(random: Random): number {
  return 3 + Math.floor(397 * random.next() ** 2.4);
}

/** 1985 to 2022, more recent years more frequent. */
function pickPracticingSince(random: Random): number {
  return 2022 - Math.floor(38 * random.next() ** 1.35);
}

/** 9 500 to 18 000 cents in steps of 500, dearer in Paris and around it. */
function pickFee(random: Random, place: TDirectoryPlace, type: TProfessionalType): number {
  const steps = (DIRECTORY_FEE_MAX_CENTS - DIRECTORY_FEE_MIN_CENTS) / 500;
  let position = (random.next() + random.next()) / 2;
  if (place.phoneZone === '01') position = Math.min(1, position + 0.15);
  if (type !== 'avocat') position *= 0.8;
  return DIRECTORY_FEE_MIN_CENTS + 500 * Math.round(position * steps);
}

/** Rounded to `step` cents, never below 1 €. */
function roundCents(cents: number, step: number): number {
  return Math.max(100, Math.round(cents / step) * step);
}

/**
 * Each directory professional's own fees, as they would have entered them. The first-consultation amount
 * comes from the row's stream where the old single fee did, so the other fields of a row stay the same;
 * the rest comes from a stream of its own. Notaires and commissaires de justice often work « sur devis ».
 */
function pickFees(
  random: Random,
  place: TDirectoryPlace,
  type: TProfessionalType,
  seed: number,
  index: number,
): TProfessionalFees {
  const firstCents = pickFee(random, place, type);
  const own = Random.seeded(seed, index, FEES_STREAM);
  const lawyer = type === 'avocat';
  const firstRoll = own.next();
  const firstConsultation: TProfessionalFees['firstConsultation'] = lawyer
    ? firstRoll < 0.06
      ? { kind: 'free' }
      : firstRoll < 0.1
        ? { kind: 'quote' }
        : { kind: 'amount', cents: firstCents }
    : firstRoll < (type === 'notaire' ? 0.3 : 0.1)
      ? { kind: 'free' }
      : firstRoll < 0.5
        ? { kind: 'quote' }
        : { kind: 'amount', cents: firstCents };
  const followRoll = own.next();
  const followUp: TProfessionalFees['followUp'] = lawyer
    ? followRoll < 0.8
      ? { kind: 'amount', cents: roundCents(firstCents * (0.7 + 0.2 * own.next()), 500) }
      : followRoll < 0.9
        ? { kind: 'quote' }
        : null
    : followRoll < 0.5
      ? { kind: 'quote' }
      : null;
  const urgentRoll = own.next();
  const urgent: TProfessionalFees['urgent'] = lawyer
    ? urgentRoll < 0.5
      ? { kind: 'amount', cents: roundCents(firstCents * 1.5, 1000) }
      : urgentRoll < 0.7
        ? { kind: 'quote' }
        : null
    : urgentRoll < 0.2
      ? { kind: 'quote' }
      : null;
  const paymentMeans = PAYMENT_MEANS.filter((mean) => own.chance(PAYMENT_MEAN_ODDS[mean]));
  return {
    firstConsultation,
    followUp,
    urgent,
    legalInsuranceAccepted: own.chance(lawyer ? 0.6 : 0.2),
    paymentMeans: paymentMeans.length > 0 ? paymentMeans : ['virement'],
    paymentFacilities: own.chance(lawyer ? 0.35 : 0.15),
  };
}

const FEES_STREAM = 0xfee5;
const PAYMENT_MEAN_ODDS: Record<TPaymentMean, number> = {
  carte: 0.85,
  cheque: 0.7,
  especes: 0.3,
  virement: 0.6,
};

// ---------------------------------------------------------------------------------------------------------
// Availability

function ranges(...pairs: [string, string][]): TOpeningRange[] {
  return pairs.map(([start, end]) => ({ start, end }));
}

/** Mostly the defaults (PRODUCT.md §4); about one in four has its own rhythm. */
export function pickAvailability(random: Random, modes: readonly TConsultationMode[]): TAvailabilitySettings {
  if (!random.chance(0.25)) return defaultAvailabilitySettings(modes);

  const slotMinutes = random.weighted(
    [
      { value: 30, weight: 5 },
      { value: 45, weight: 2 },
      { value: 60, weight: 3 },
    ],
    (entry) => entry.weight,
  ).value;
  const morning = ranges([random.pick(['09:00', '09:00', '09:30', '10:00']), '12:00']);
  const afternoon = ranges([
    random.pick(['13:30', '14:00', '14:00', '14:30']),
    random.pick(['17:00', '17:30', '18:00', '18:30']),
  ]);
  const fullDay = [...morning, ...afternoon];
  const wednesdayAfternoonOff = random.chance(0.4);
  const saturdayMorning = random.chance(0.3);
  const fridayShort = random.chance(0.25);
  const week: TWeekOpeningHours = {
    '1': fullDay,
    '2': fullDay,
    '3': wednesdayAfternoonOff ? morning : fullDay,
    '4': fullDay,
    '5': fridayShort ? ranges([morning[0]?.start ?? '09:00', '12:00'], ['14:00', '16:00']) : fullDay,
    ...(saturdayMorning ? { '6': ranges(['09:00', '12:00']) } : {}),
  };
  // Phone consultations sometimes only in the morning, video sometimes only in the afternoon.
  const phoneMornings = random.chance(0.3);
  const videoAfternoons = random.chance(0.2);
  const onlyMorning: TWeekOpeningHours = Object.fromEntries(
    Object.entries(week).map(([day, dayRanges]) => [day, dayRanges.slice(0, 1)]),
  );
  const onlyAfternoon: TWeekOpeningHours = Object.fromEntries(
    Object.entries(week)
      .filter(([, dayRanges]) => dayRanges.length > 1)
      .map(([day, dayRanges]) => [day, dayRanges.slice(1)]),
  );
  const weeklyHours: TAvailabilitySettings['weeklyHours'] = {};
  for (const mode of modes) {
    if (mode === 'telephone' && phoneMornings && modes.length > 1) weeklyHours[mode] = onlyMorning;
    else if (mode === 'visio' && videoAfternoons && modes.length > 1) weeklyHours[mode] = onlyAfternoon;
    else weeklyHours[mode] = week;
  }
  return {
    weeklyHours,
    slotMinutes,
    minNoticeMinutes: random.pick([60, 120, 120, 180, 240, 720, 1440]),
    horizonDays: random.pick([14, 14, 21, 28, 30]),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Texts

type TTextContext = {
  type: TProfessionalType;
  female: boolean;
  firstName: string;
  lastName: string;
  practice: string;
  place: TDirectoryPlace;
  specialty: string;
  specialties: readonly TSpecialty[];
  topics: readonly string[];
  audience: string;
  practicingSince: number;
  modes: readonly TConsultationMode[];
  languages: readonly TLanguage[];
  acceptsLegalAid: boolean;
};

function title(context: TTextContext): string {
  if (context.type === 'avocat') return context.female ? 'Avocate' : 'Avocat';
  return context.type === 'notaire' ? 'Notaire' : 'Commissaire de justice';
}

function officeWord(type: TProfessionalType): string {
  return type === 'avocat' ? 'au cabinet' : "à l'étude";
}

function descriptionTemplates(context: TTextContext): string[] {
  const { place, topics, audience, lastName, practice, type } = context;
  const [t1 = '', t2 = '', t3 = ''] = topics;
  const city = place.city;
  const modes = modesPhrase(context.modes, officeWord(type));
  const specialty = lowerFirst(context.specialty);
  if (type === 'avocat') {
    const bar = lowerFirst(place.bar);
    const e = context.female ? 'e' : '';
    return [
      `${title(context)} au ${bar}, j'accompagne ${audience} en ${specialty}\u00a0: ${t1}, ${t2} et ${t3}. Une écoute attentive et une stratégie claire dès le premier rendez-vous.`,
      `Depuis ${context.practicingSince}, Maître ${lastName} conseille et défend ${audience} en ${specialty} à ${city}\u00a0: ${t1}, ${t2}, ${t3}.`,
      `${upperFirst(practiceInSentence(practice, type))} intervient en ${specialty} à ${city}, en particulier en matière ${elideDe(t1)} et ${elideDe(t2)}. Conseil, négociation et contentieux, avec des honoraires annoncés à l'avance.`,
      `Conseil et défense en ${specialty}\u00a0: ${t1}, ${t2}, ${t3}. Consultations ${modes}, avec une première réponse rapide.`,
      `Votre avocat${e} en ${specialty} à ${city}. ${upperFirst(t1)}, ${t2}\u00a0: un accompagnement personnalisé, de la première consultation jusqu'à l'audience.`,
      `Je vous reçois ${modes} pour toute question de ${specialty} (${t1}, ${t2} ou ${t3}). ${context.acceptsLegalAid ? 'Aide juridictionnelle acceptée.' : 'Honoraires expliqués avant toute démarche.'}`,
    ];
  }
  if (type === 'notaire') {
    return [
      `Notaire à ${city}, Maître ${lastName} vous accompagne pour vos ${t1}, ${t2} et ${t3}. Des actes sûrs et des explications claires à chaque étape.`,
      `${practice}\u00a0: ${t1}, ${t2}, ${t3}. Une équipe disponible pour préparer vos projets ${modes}.`,
      `Office notarial à ${city}, spécialisé en ${specialty}. ${upperFirst(t1)} et ${t2}, pour les particuliers comme pour les entreprises.`,
      `Depuis ${context.practicingSince}, j'accompagne ${audience}\u00a0: ${t1}, ${t2}, ${t3}. Un premier rendez-vous pour faire le point sur votre projet.`,
    ];
  }
  return [
    `Commissaire de justice à ${city}\u00a0: ${t1}, ${t2} et ${t3}. Intervention rapide à ${city} et dans les communes voisines.`,
    `${upperFirst(practiceInSentence(practice, type))} prend en charge vos ${t1} et ${t2}. Des actes fiables, réalisés dans les délais, pour ${audience}.`,
    `Constats, significations, recouvrement\u00a0: Maître ${lastName} et son équipe interviennent à ${city} pour ${audience}.`,
    `Besoin d'un constat ou d'un recouvrement de créance à ${city}\u202f? L'étude vous répond vite et vous explique chaque étape de la procédure.`,
  ];
}

function pickDescription(random: Random, context: TTextContext): string {
  const candidates = descriptionTemplates(context).filter(
    (text) => text.length >= DESCRIPTION_MIN_LENGTH && text.length <= DESCRIPTION_MAX_LENGTH,
  );
  if (candidates.length > 0) return random.pick(candidates);
  // Every template is written to fit; this only guards against unusually long names.
  const text = random.pick(descriptionTemplates(context));
  return text.length > DESCRIPTION_MAX_LENGTH ? `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1)}…` : text;
}

function pickFullDescription(random: Random, context: TTextContext): string {
  const { type, female, firstName, lastName, practice, place, topics, practicingSince } = context;
  const fullName = `Maître ${firstName} ${lastName}`;
  const pronoun = female ? 'Elle' : 'Il';
  const e = female ? 'e' : '';
  const paragraphs: string[] = [];
  const otherSpecialties = context.specialties.slice(1).map(lowerFirst);

  if (type === 'avocat') {
    const bar = lowerFirst(place.bar);
    const first = random.pick([
      `Inscrit${e} au ${bar} depuis ${practicingSince}, ${fullName} consacre l'essentiel de son activité au ${lowerFirst(context.specialty)}${otherSpecialties.length > 0 ? `, ainsi qu'${listPhrase(otherSpecialties.map((other) => `au ${other}`))}` : ''}.`,
      `${fullName} a prêté serment en ${practicingSince} et a fondé ${practiceInSentence(practice, type)} à ${place.city} après plusieurs années de collaboration dans un cabinet ${random.pick(['de conseil', 'de taille moyenne', "d'affaires"])}.`,
      `Avocat${e} au ${bar}, ${fullName} exerce depuis ${practicingSince} ${listPhrase(context.specialties.map((item) => `en ${lowerFirst(item)}`))}, au sein ${elideDe(practiceInSentence(practice, type)).replace(/^de le /, 'du ')}.`,
    ]);
    paragraphs.push(first);
    paragraphs.push(
      `${pronoun} intervient aussi bien en conseil qu'en contentieux, notamment en matière ${elideDe(listPhrase(topics))}. ${random.pick(APPROACH_SENTENCES.avocat)}`,
    );
  } else if (type === 'notaire') {
    const ownStudy = practice.startsWith('Étude de Maître');
    paragraphs.push(
      ownStudy || random.chance(0.5)
        ? `Notaire à ${place.city} depuis ${practicingSince}, ${fullName} dirige ${ownStudy ? 'son étude' : practiceInSentence(practice, type)} avec une équipe de clercs et de formalistes.`
        : `${fullName} exerce le notariat depuis ${practicingSince}. ${pronoun} a rejoint ${practiceInSentence(practice, type)} à ${place.city}, où ${lowerFirst(pronoun)} accompagne ${context.audience}.`,
    );
    paragraphs.push(
      `L'étude traite notamment les ${listPhrase(topics)}. ${random.pick(APPROACH_SENTENCES.notaire)}`,
    );
  } else {
    // Huissiers de justice and commissaires-priseurs judiciaires became commissaires de justice on 1 July 2022.
    paragraphs.push(
      practicingSince < 2022 && random.chance(0.6)
        ? `${fullName} exerce à ${place.city} depuis ${practicingSince}, d'abord comme huissier de justice, puis comme commissaire de justice depuis la réforme de 2022.`
        : `Commissaire de justice à ${place.city} depuis ${practicingSince}, ${fullName} dirige ${practice.startsWith('Étude de Maître') ? 'son étude' : practiceInSentence(practice, type)}.`,
    );
    paragraphs.push(
      `L'étude réalise notamment les ${listPhrase(topics)}. ${random.pick(APPROACH_SENTENCES.commissaire)}`,
    );
  }

  if (random.chance(0.7)) {
    const otherLanguages = context.languages.filter((language) => language !== 'Français');
    const parts = [`Rendez-vous ${modesPhrase(context.modes, officeWord(type))}.`];
    if (otherLanguages.length > 0) parts.push(`Consultations possibles ${languagePhrase(otherLanguages)}.`);
    if (context.acceptsLegalAid) parts.push("L'aide juridictionnelle est acceptée.");
    parts.push(
      random.pick([
        'Le premier rendez-vous permet de faire le point sur votre situation.',
        'Accès facile en transports en commun.',
        'Les documents utiles peuvent être transmis avant le rendez-vous.',
      ]),
    );
    paragraphs.push(parts.join(' '));
  }
  return paragraphs.join('\n');
}

const FOREIGN_DEGREES: Partial<Record<TLanguage, readonly string[]>> = {
  Anglais: [
    "LL.M. — King's College London",
    'LL.M. — University College London',
    'LL.M. — McGill University',
  ],
  Espagnol: [
    'Programme Erasmus — Universidad Complutense de Madrid',
    'Programme Erasmus — Universitat de Barcelona',
  ],
  Italien: ['Programme Erasmus — Università di Bologna'],
  Allemand: ['Programme Erasmus — Universität Heidelberg', 'LL.M. — Universität zu Köln'],
};

function pickEducation(random: Random, context: TTextContext, content: TPracticeContent): string[] {
  const university = random.pick(context.place.universities);
  const otherUniversity = random.pick(context.place.universities);
  const degree = random.pick(content.degrees);
  const education: string[] = [];
  if (context.type === 'avocat') {
    education.push(`${degree} — ${university}`, `CAPA — ${context.place.capaSchool}`);
  } else if (context.type === 'notaire') {
    education.push(
      `${degree} — ${university}`,
      'Diplôme de notaire — Institut national des formations notariales (INFN)',
    );
  } else {
    education.push(
      "Examen d'aptitude à la profession de commissaire de justice — Institut national de formation des commissaires de justice (INCJ)",
      `${degree} — ${university}`,
    );
  }
  if (random.chance(0.6)) {
    const foreign = context.languages.flatMap((language) => FOREIGN_DEGREES[language] ?? []);
    education.push(
      foreign.length > 0 && random.chance(0.5)
        ? random.pick(foreign)
        : `Licence en droit — ${otherUniversity}`,
    );
  }
  return education;
}

/** 0, 1 or 2 (about 1 in 3 none). */
function pickCertificationCount(random: Random): number {
  const roll = random.next();
  return roll < 0.33 ? 0 : roll < 0.78 ? 1 : 2;
}

function pickQuestionnaire(random: Random, content: TPracticeContent): TQuestionnaireQuestion[] {
  if (!random.chance(0.2)) return [];
  return random.sample(content.questions, random.int(1, 3));
}

// ---------------------------------------------------------------------------------------------------------
// Public API

/** Directory row number `index` (0-based) for `seed`; independent of how many rows are generated. */
export function generateDirectoryProfessional(
  index: number,
  seed = DEFAULT_DIRECTORY_SEED,
): TNewProfessional {
  const random = Random.seeded(seed, index);
  const place = pickPlace(random, index);
  const { type } = random.weighted(PROFESSIONAL_TYPES, (entry) => entry.weight);
  const female = random.chance(type === 'avocat' ? 0.57 : 0.5);
  const firstName = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);

  let specialty: string;
  let specialties: TSpecialty[];
  let content: TPracticeContent;
  if (type === 'avocat') {
    const main = pickSpecialties(random);
    specialty = main[0] as TAvocatMainSpecialty;
    content = SPECIALTY_CONTENT[specialty as TAvocatMainSpecialty];
    // RIN art. 10 (ADR 0073): three domaines d'activité at most; the extra one, when drawn, replaces the last.
    const extra = pickExtraSpecialty(seed, index);
    specialties = [...main.slice(0, MAX_LAWYER_DOMAINS - extra.length), ...extra];
  } else {
    const options = type === 'notaire' ? NOTAIRE_SPECIALTIES : COMMISSAIRE_SPECIALTIES;
    const chosen = random.weighted(options, (entry) => entry.weight);
    specialty = chosen.label;
    specialties = [...chosen.specialties];
    content = type === 'notaire' ? NOTAIRE_CONTENT : COMMISSAIRE_CONTENT;
  }

  const modes = random.weighted(MODE_SETS, (entry) =>
    type === 'avocat' ? entry.weight : entry.weightStudy,
  ).modes;
  const languages = pickLanguages(random, place);
  const practicingSince = pickPracticingSince(random);
  const acceptsLegalAid = random.chance(type === 'notaire' ? 0.15 : 0.4);
  const practice = pickPractice(random, type, firstName, lastName);
  const context: TTextContext = {
    type,
    female,
    firstName,
    lastName,
    practice,
    place,
    specialty,
    specialties,
    topics: random.sample(content.topics, 3),
    audience: random.pick(content.audiences),
    practicingSince,
    modes,
    languages,
    acceptsLegalAid,
  };
  const point = offsetPoint(random, place, place.spreadKm);

  return {
    userId: null,
    professionalType: type,
    firstName,
    lastName,
    practice,
    specialty,
    specialties,
    barNumber: pickBarNumber(random, type, place),
    // The card's « Avocat au barreau de … » (issue 29 §2): the bar of the place the lawyer practises in.
    barAssociation: type === 'avocat' ? barName(place.bar) : null,
    verificationStatus: 'verified',
    languages,
    consultationModes: [...modes],
    fees: pickFees(random, place, type, seed, index),
    acceptsLegalAid,
    acceptsOnlineBooking: random.chance(0.95),
    autoConfirm: random.chance(0.7),
    description: pickDescription(random, context),
    fullDescription: pickFullDescription(random, context),
    education: pickEducation(random, context, content),
    certifications: random.sample(content.certifications, pickCertificationCount(random)),
    questionnaire: pickQuestionnaire(random, content),
    phone: pickPhone(random, place),
    email: null,
    streetAddress: pickStreetAddress(random, place),
    postalCode: place.postalCode,
    city: place.city,
    communeCode: place.inseeCode,
    latitude: point.latitude,
    longitude: point.longitude,
    practicingSince,
    ...retiredRatingDraws(random),
    availability: pickAvailability(random, modes),
  };
}

/** Rows `start` … `end − 1`. */
export function generateDirectoryRange(
  start: number,
  end: number,
  seed = DEFAULT_DIRECTORY_SEED,
): TNewProfessional[] {
  const rows: TNewProfessional[] = [];
  for (let index = start; index < end; index++) rows.push(generateDirectoryProfessional(index, seed));
  return rows;
}

/** The first `count` directory professionals for `seed` (same seed → same rows). */
export function generateDirectoryProfessionals(
  count: number,
  seed = DEFAULT_DIRECTORY_SEED,
): TNewProfessional[] {
  return generateDirectoryRange(0, count, seed);
}

/** The content bank a generated row draws from (appointment reasons, questions). */
export function practiceContentOf(
  row: Pick<TNewProfessional, 'professionalType' | 'specialty'>,
): TPracticeContent {
  if (row.professionalType === 'notaire') return NOTAIRE_CONTENT;
  if (row.professionalType === 'commissaire') return COMMISSAIRE_CONTENT;
  return SPECIALTY_CONTENT[row.specialty as TAvocatMainSpecialty] ?? SPECIALTY_CONTENT['Droit de la famille'];
}
