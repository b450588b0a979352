import { CONSULTATION_MODE_VALUES } from '#domain/kernel/vocabulary/search-options.ts';
import { z } from '#domain/kernel/zod-fr.ts';
import { ZAvailabilitySettings } from './availability-settings';

/** Opening hours, slot length, notice, horizon, automatic confirmation and the modes offered. */
export const ZProAvailabilitySettings = z
  .strictObject({
    ...ZAvailabilitySettings.shape,
    autoConfirm: z.boolean({ error: 'Indiquez si la confirmation est automatique' }),
    consultationModes: z
      .array(z.enum(CONSULTATION_MODE_VALUES, { error: 'Mode de consultation inconnu' }))
      .min(1, 'Proposez au moins un mode de consultation')
      .max(3),
  })
  .refine((settings) => new Set(settings.consultationModes).size === settings.consultationModes.length, {
    message: 'Mode de consultation en double',
    path: ['consultationModes'],
  });
export type TProAvailabilitySettings = z.infer<typeof ZProAvailabilitySettings>;
