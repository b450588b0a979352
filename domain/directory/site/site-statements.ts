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

/**
 * SMS providers whose operator we checked: Brevo (api.brevo.com, the default SMS_API_URL) is run by
 * Sendinblue SAS, established in Paris (brevo.com legal notice).
 */
const KNOWN_SMS_PROVIDERS: Readonly<Record<string, string>> = {
  'api.brevo.com': 'Brevo (Sendinblue SAS, société établie à Paris)',
};

/** Who sends the SMS reminders, said from the SMS configuration: nobody when SMS are not sent. */
export function smsProviderSentence(smsHost: string | null | undefined): string {
  if (!smsHost) {
    return 'Les rappels par SMS ne sont pas encore envoyés\u00a0: si vous les activez, votre choix est enregistré et aucun numéro n’est transmis à un prestataire.';
  }
  const operator = KNOWN_SMS_PROVIDERS[smsHost] ?? smsHost;
  return `Si vous activez les rappels par SMS, ${operator} les envoie pour nous\u00a0: ce sous-traitant reçoit votre numéro de mobile et le texte du rappel, qui ne dit rien de votre affaire.`;
}

/** Where video consultations take place, said from VIDEO_BASE_URL: never « in the EU » unless we know. */
export function videoProviderSentence(videoHost: string): string {
  const operator = KNOWN_VIDEO_PROVIDERS[videoHost];
  return operator
    ? `Les consultations en visioconférence se déroulent sur ${videoHost}, service exploité par ${operator}.`
    : `Les consultations en visioconférence se déroulent sur ${videoHost}.`;
}

/**
 * What the room URL does with the professional's video settings, said from VIDEO_PROVIDER (ADR 0034):
 * Jitsi reads them from the URL; another service receives none. Unknown provider: nothing said.
 */
export function videoSettingsSentence(
  provider: 'jitsi' | 'generic' | undefined,
  videoHost: string,
): string | null {
  if (provider === 'jitsi') {
    return 'Le lien de chaque salle transmet à Jitsi Meet les réglages vidéo du professionnel (écran de pré-accès, résolution, suppression du bruit, annulation de l’écho) et y désactive l’enregistrement tant que le client ne l’a pas accepté depuis son espace.';
  }
  if (provider === 'generic') {
    return `${videoHost} ne reçoit pas les réglages vidéo du professionnel\u00a0: le lien ouvre seulement la salle du rendez-vous.`;
  }
  return null;
}

/** The number of public professionals, or nothing when there is none to count. */
export function professionalCountLabel(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 professionnel du droit référencé'
    : `${formatCount(count)} professionnels du droit référencés`;
}
