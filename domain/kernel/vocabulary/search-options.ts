import { LEGAL_DOMAIN_VALUES, type TLegalDomain } from './legal-domains';

export const PROFESSIONAL_TYPE_OPTIONS = [
  { value: 'avocat', label: 'Avocat' },
  { value: 'notaire', label: 'Notaire' },
  { value: 'commissaire', label: 'Commissaire de justice' },
] as const;

export type TProfessionalType = (typeof PROFESSIONAL_TYPE_OPTIONS)[number]['value'];

/**
 * The search's specialties are the one list of legal domains (issue 26 §3): every profession has its
 * own, so the filter and the home search offer the domains of the chosen profession.
 */
export const SPECIALTY_OPTIONS = LEGAL_DOMAIN_VALUES;

export type TSpecialty = TLegalDomain;

export const PROFESSIONAL_TYPE_VALUES = ['avocat', 'notaire', 'commissaire'] as const;

/** Consultation modes: stored value and the label people see (seed 000 §9). */
export const CONSULTATION_MODE_OPTIONS = [
  { value: 'cabinet', label: 'Cabinet' },
  { value: 'visio', label: 'Visioconférence' },
  { value: 'telephone', label: 'Téléphone' },
] as const;
export const CONSULTATION_MODE_VALUES = ['cabinet', 'visio', 'telephone'] as const;
export type TConsultationMode = (typeof CONSULTATION_MODE_VALUES)[number];

export const LANGUAGE_OPTIONS = ['Français', 'Anglais', 'Espagnol', 'Italien', 'Allemand', 'Arabe'] as const;
export type TLanguage = (typeof LANGUAGE_OPTIONS)[number];

export const AVAILABILITY_OPTIONS = [
  { value: 'today', label: "Aujourd'hui" },
  { value: 'week', label: 'Dans les 7 prochains jours' },
] as const;
export const AVAILABILITY_VALUES = ['today', 'week'] as const;
export type TAvailabilityFilter = (typeof AVAILABILITY_VALUES)[number];

export function professionalTypeLabel(type: TProfessionalType): string {
  return PROFESSIONAL_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
}

export function consultationModeLabel(mode: TConsultationMode): string {
  return CONSULTATION_MODE_OPTIONS.find((option) => option.value === mode)?.label ?? mode;
}
