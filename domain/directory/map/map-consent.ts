import { hostOf } from '#domain/kernel/routing/host-of.ts';

/**
 * Tile providers whose establishment we checked. MapTiler (the default MAP_TILE_URL) is MapTiler AG,
 * registered in Zug, Switzerland (maptiler.com/privacy-policy): outside the European Union, in a
 * country the European Commission recognises as protecting personal data adequately (decision
 * 2000/518/EC). Each tile request carries the visitor's IP address; the app sends no referrer
 * (helmet's Referrer-Policy: no-referrer) and the map sets no cookie.
 */
const KNOWN_PROVIDERS: readonly { hostSuffix: string; sentence: string }[] = [
  {
    hostSuffix: 'maptiler.com',
    sentence:
      "J'accepte que mon navigateur charge les fonds de carte auprès de MapTiler AG, société établie en Suisse, hors de l'Union européenne (pays reconnu par la Commission européenne comme assurant une protection adéquate des données)\u00a0: MapTiler reçoit alors mon adresse IP.",
  },
];

function isHostOf(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

/**
 * The consent sentence shown before any tile is requested, true for the configured provider: the
 * checked wording for a known one, otherwise only what the configuration itself tells (its host).
 * Null while the configuration is unknown: nobody is asked to consent to an unnamed recipient.
 */
export function mapConsentSentence(tileUrl: string | null | undefined): string | null {
  if (!tileUrl) return null;
  const host = hostOf(tileUrl);
  const known = KNOWN_PROVIDERS.find((provider) => isHostOf(host, provider.hostSuffix));
  if (known) return known.sentence;
  return `J'accepte que mon navigateur charge les fonds de carte auprès de ${host}, qui reçoit alors mon adresse IP.`;
}
