// No import of site-facts.ts here: its zod schema would follow this module onto the home page.

/** « 1 234 » with the French thin non-breaking space, the way figures are written on the site. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('fr-FR').format(value);
}

/**
 * Video providers whose operator we checked: meet.jit.si, the default VIDEO_BASE_URL, is run by
 * 8x8, Inc., a company established in the United States (jitsi.org, meet.jit.si terms).
 */
const KNOWN_VIDEO_PROVIDERS: Readonly<Record<string, string>> = {
  'meet.jit.si': '8x8, Inc., société établie aux États-Unis',
};

/** Where video consultations take place, said from VIDEO_BASE_URL: never « in the EU » unless we know. */
export function videoProviderSentence(videoHost: string): string {
  const operator = KNOWN_VIDEO_PROVIDERS[videoHost];
  return operator
    ? `Les consultations en visioconférence se déroulent sur ${videoHost}, service exploité par ${operator}.`
    : `Les consultations en visioconférence se déroulent sur ${videoHost}.`;
}

/** The number of public professionals, or nothing when there is none to count. */
export function professionalCountLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 professionnel du droit référencé'
    : `${formatCount(count)} professionnels du droit référencés`;
}
