import { z } from '#domain/kernel/zod-fr.ts';

/**
 * When a professional's profile may be public (listed in search, shown at /lawyer/{id}, bookable):
 * validated by an administrator and complete. The database computes the same rule in the generated
 * column `professionals.is_public` (server/db/schema.ts), which every public path reads; this pure
 * version says what is missing and where to fix it. An integration test checks that both agree.
 */

/** The « Ma fiche pro » cards a missing item is fixed in (their ids are the page's anchors). */
export const PROFILE_FIX_SECTIONS = {
  informations: 'Informations personnelles',
  coordonnees: 'Coordonnées',
  prestations: 'Prestations et tarifs',
} as const;
export type TProfileFixSection = keyof typeof PROFILE_FIX_SECTIONS;

export const MISSING_PROFILE_ITEMS = ['fees', 'phone', 'modes', 'officeAddress'] as const;
export type TMissingProfileItemKey = (typeof MISSING_PROFILE_ITEMS)[number];

export const ZMissingProfileItem = z.object({
  key: z.enum(MISSING_PROFILE_ITEMS),
  label: z.string(),
  section: z.enum(['informations', 'coordonnees', 'prestations']),
  sectionTitle: z.string(),
});
export type TMissingProfileItem = z.infer<typeof ZMissingProfileItem>;

const ITEMS: Record<TMissingProfileItemKey, { label: string; section: TProfileFixSection }> = {
  fees: { label: 'Vos honoraires (première consultation, paiement)', section: 'prestations' },
  phone: { label: 'Votre numéro de téléphone', section: 'coordonnees' },
  modes: { label: 'Au moins un mode de consultation', section: 'informations' },
  officeAddress: {
    label: "L'adresse de votre cabinet, puisque vous proposez des rendez-vous au cabinet",
    section: 'coordonnees',
  },
};

export type TCompletenessInput = {
  verificationStatus: 'pending' | 'verified' | 'rejected';
  /** The stored fees: null until the professional enters them. */
  fees: unknown;
  phone: string;
  consultationModes: readonly string[];
  streetAddress: string;
  communeCode: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** PostgreSQL's btrim(text): spaces only, so this rule and the generated column agree on every input. */
function isBlank(text: string): boolean {
  return text.replace(/^ +| +$/g, '') === '';
}

function missingItem(key: TMissingProfileItemKey): TMissingProfileItem {
  const item = ITEMS[key];
  return { key, label: item.label, section: item.section, sectionTitle: PROFILE_FIX_SECTIONS[item.section] };
}

/** What the professional still has to enter before the profile can be public, in the order of the page. */
export function missingProfileItems(input: TCompletenessInput): TMissingProfileItem[] {
  const missing: TMissingProfileItemKey[] = [];
  if (input.consultationModes.length === 0) missing.push('modes');
  if (isBlank(input.phone)) missing.push('phone');
  const officeResolved =
    input.communeCode !== null &&
    input.latitude !== null &&
    input.longitude !== null &&
    !isBlank(input.streetAddress);
  if (input.consultationModes.includes('cabinet') && !officeResolved) missing.push('officeAddress');
  if (input.fees === null || input.fees === undefined) missing.push('fees');
  return missing.map(missingItem);
}

export function isProfileComplete(input: TCompletenessInput): boolean {
  return missingProfileItems(input).length === 0;
}

/** Mirrors `professionals.is_public`. */
export function isProfilePublic(input: TCompletenessInput): boolean {
  return input.verificationStatus === 'verified' && isProfileComplete(input);
}
