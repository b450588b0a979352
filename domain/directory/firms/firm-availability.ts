import { LEGAL_DOMAIN_VALUES, type TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  CONSULTATION_MODE_VALUES,
  type TConsultationMode,
} from '#domain/kernel/vocabulary/search-options.ts';
import type { TSlotSummary } from '../professionals/search-schemas';
import type { TFirmAvailabilityFilter, TFirmPageLawyer } from './firm-page-schemas';

type TModedSlot = { modes: readonly TConsultationMode[] };

/**
 * From one lawyer's free slots in start order, the earliest of each mode: the distinct slots, in that
 * order (at most one per mode). The first is their next availability whatever the mode.
 */
export function firstSlotsByMode<T extends TModedSlot>(slots: readonly T[]): T[] {
  const firsts: T[] = [];
  const missing = new Set<TConsultationMode>(CONSULTATION_MODE_VALUES);
  for (const slot of slots) {
    if (missing.size === 0) break;
    const covers = slot.modes.filter((mode) => missing.has(mode));
    if (covers.length === 0) continue;
    for (const mode of covers) missing.delete(mode);
    firsts.push(slot);
  }
  return firsts;
}

export function practisesDomain(
  lawyer: Pick<TFirmPageLawyer, 'specialty' | 'specialties'>,
  domain: TLegalDomain,
): boolean {
  return lawyer.specialty === domain || lawyer.specialties.includes(domain);
}

/** The domains of the one list that at least one of the firm's lawyers practises, in the list's order. */
export function firmDomains(
  lawyers: readonly Pick<TFirmPageLawyer, 'specialty' | 'specialties'>[],
): TLegalDomain[] {
  return LEGAL_DOMAIN_VALUES.filter((domain) => lawyers.some((lawyer) => practisesDomain(lawyer, domain)));
}

/** The modes at least one of the firm's lawyers offers, in the usual order. */
export function firmModes(lawyers: readonly Pick<TFirmPageLawyer, 'modes'>[]): TConsultationMode[] {
  return CONSULTATION_MODE_VALUES.filter((mode) => lawyers.some((lawyer) => lawyer.modes.includes(mode)));
}

export type TFirmAvailability = { lawyer: TFirmPageLawyer; slot: TSlotSummary };

/**
 * « Premier rendez-vous disponible » across the firm: the earliest free slot of a lawyer who practises the
 * domain, bookable in the mode (either may be null: any). The page's order breaks a tie (associates first).
 */
export function firstFirmAvailability(
  lawyers: readonly TFirmPageLawyer[],
  filter: TFirmAvailabilityFilter,
): TFirmAvailability | null {
  let best: TFirmAvailability | null = null;
  for (const lawyer of lawyers) {
    if (!lawyer.acceptsOnlineBooking) continue;
    if (filter.domain && !practisesDomain(lawyer, filter.domain)) continue;
    const mode = filter.mode;
    const slot = lawyer.firstSlots.find((candidate) => mode === null || candidate.modes.includes(mode));
    if (!slot) continue;
    if (!best || Date.parse(slot.start) < Date.parse(best.slot.start)) best = { lawyer, slot };
  }
  return best;
}
