import { feeText } from '#domain/directory/professionals/fee-text.ts';
import type { TProfessionalFees } from '#domain/directory/professionals/professional-fees.ts';

/** One professional on the map. */
export type TMapPin = {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
  /** The first-consultation fee the professional entered (« 120 € », « Gratuite », « Sur devis »); null shows none. */
  firstConsultationFee: string | null;
};

/** Results without coordinates cannot be placed and are left out. */
export function pinsFrom(
  professionals: readonly {
    id: number;
    name: string;
    latitude: number | null;
    longitude: number | null;
    fees: TProfessionalFees | null;
  }[],
): TMapPin[] {
  const pins: TMapPin[] = [];
  for (const professional of professionals) {
    if (professional.latitude === null || professional.longitude === null) continue;
    pins.push({
      id: professional.id,
      name: professional.name,
      latitude: professional.latitude,
      longitude: professional.longitude,
      firstConsultationFee: professional.fees ? feeText(professional.fees.firstConsultation) : null,
    });
  }
  return pins;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** A CSS pin (no image asset); the hidden name makes the focusable marker speak. */
export function pinIconHtml(name: string): string {
  return `<span class="block h-7 w-7 rotate-45 rounded-[50%_50%_0_50%] border-2 border-white bg-brand-600 shadow-md" aria-hidden="true"></span><span class="sr-only">${escapeHtml(name)}</span>`;
}
