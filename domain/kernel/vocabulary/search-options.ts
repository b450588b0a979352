export const PROFESSIONAL_TYPE_OPTIONS = [
  { value: 'avocat', label: 'Avocat' },
  { value: 'notaire', label: 'Notaire' },
  { value: 'commissaire', label: 'Commissaire de justice' },
] as const;

export type TProfessionalType = (typeof PROFESSIONAL_TYPE_OPTIONS)[number]['value'];

export const SPECIALTY_OPTIONS = [
  'Droit de la famille',
  'Droit pénal',
  'Droit immobilier',
  'Droit du travail',
  'Droit des affaires',
  'Droit fiscal',
  'Droit de la consommation',
  'Droit des successions',
] as const;

export type TSpecialty = (typeof SPECIALTY_OPTIONS)[number];

/** Only lawyers have a specialty filter in the search (seed 000, Home). */
export function typeHasSpecialty(professionalType: string): boolean {
  return professionalType === 'avocat';
}

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
