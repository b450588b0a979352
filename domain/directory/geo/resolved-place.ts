import { z } from '#domain/kernel/zod-fr.ts';

/** How a place was found: a municipal arrondissement of Paris/Lyon/Marseille, a commune, or a commune found from a bare postal code. */
export const RESOLVED_PLACE_KINDS = ['commune', 'arrondissement', 'postal-code'] as const;

/**
 * A place typed in « Votre ville ou code postal », resolved offline against the INSEE commune list.
 * - `label`: what to show back ('Paris', 'Paris 11e', 'Lyon 3e', 'Marseille 1er', 'Saint-Étienne').
 * - `city`: the city in headings ('Paris' for any Paris arrondissement).
 * - `postalCode`: the code typed, else the commune's main code; null for the whole of Paris, Lyon, Marseille.
 */
export const ZResolvedPlace = z.object({
  label: z.string().min(1).max(100),
  city: z.string().min(1).max(100),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  postalCode: z
    .string()
    .regex(/^\d{5}$/)
    .nullable(),
  inseeCode: z.string().regex(/^(\d{2}|2A|2B)\d{3}$/),
  kind: z.enum(RESOLVED_PLACE_KINDS),
});

export type TResolvedPlace = z.infer<typeof ZResolvedPlace>;
export type TResolvedPlaceKind = TResolvedPlace['kind'];
