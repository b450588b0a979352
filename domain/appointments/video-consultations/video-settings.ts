import { z } from '#domain/kernel/zod-fr.ts';

export const VIDEO_QUALITIES = ['hd', 'standard', 'low'] as const;
export type TVideoQuality = (typeof VIDEO_QUALITIES)[number];

/** « Paramètres » of « Mes visioconférences » (seed 001 §2), with the seed's defaults. */
export const ZVideoSettings = z.strictObject({
  quality: z.enum(VIDEO_QUALITIES, { error: 'Qualité vidéo invalide' }),
  noiseSuppression: z.boolean(),
  echoCancellation: z.boolean(),
  waitingRoom: z.boolean(),
  /** Recording needs the client's consent: off unless the professional turns it on. */
  autoRecording: z.boolean(),
});
export type TVideoSettings = z.infer<typeof ZVideoSettings>;

export function defaultVideoSettings(): TVideoSettings {
  return {
    quality: 'hd',
    noiseSuppression: true,
    echoCancellation: true,
    waitingRoom: true,
    autoRecording: false,
  };
}

/** The stored settings (a JSON column), or the defaults when they are missing or not of this shape. */
export function videoSettingsOf(stored: unknown): TVideoSettings {
  const parsed = ZVideoSettings.safeParse(stored);
  return parsed.success ? parsed.data : defaultVideoSettings();
}
