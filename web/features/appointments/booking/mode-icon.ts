import { Building2, type LucideIcon, Phone, Video } from 'lucide-react';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';

/** One icon per mode, everywhere: a building for the office, a camera for video, a phone. */
export const MODE_ICONS: Record<TConsultationMode, LucideIcon> = {
  cabinet: Building2,
  visio: Video,
  telephone: Phone,
};

export function modeIcon(mode: string): LucideIcon {
  return MODE_ICONS[mode as TConsultationMode] ?? Building2;
}
