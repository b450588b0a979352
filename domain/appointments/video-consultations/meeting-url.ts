import type { TVideoQuality, TVideoSettings } from './video-settings';

/**
 * VIDEO_PROVIDER: `jitsi` (the default, meet.jit.si or a self-hosted Jitsi Meet) reads the saved
 * settings from the room URL; `generic` is any other service, which gets the bare room URL.
 */
export const VIDEO_PROVIDERS = ['jitsi', 'generic'] as const;
export type TVideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Where rooms are opened: the provider and its base URL (https, no trailing slash). */
export type TVideoService = { provider: TVideoProvider; baseUrl: string };

/** Camera height asked of Jitsi (`config.resolution`), as the « Qualité vidéo » choices say. */
export const JITSI_RESOLUTIONS: Readonly<Record<TVideoQuality, number>> = {
  hd: 720,
  standard: 480,
  low: 360,
};

/** Recording may be offered only when the professional wants it and the client agreed (ADR 0034). */
export function recordingAllowed(settings: TVideoSettings, clientConsent: boolean): boolean {
  return settings.autoRecording && clientConsent;
}

type TJsonValue = boolean | number | null;

/**
 * The Jitsi Meet options a room URL carries, each a key of jitsi-meet's
 * `react/features/base/config/configWhitelist.ts` (the only keys a URL may override) and documented
 * in the Jitsi handbook (dev-guide configuration, user guide « advanced »):
 * - « Salle d'attente »: the pre-join screen, and an automatic knock when the moderator has turned the
 *   lobby on (a URL cannot turn the lobby itself on);
 * - « Qualité vidéo »: the camera resolution;
 * - noise suppression and echo cancellation: the browser's audio processing (`disableNS`, `disableAEC`);
 * - recording: without the professional's wish and the client's consent, every way of recording
 *   Jitsi's page offers is switched off (recording service, Dropbox, local recording, live streaming,
 *   transcription, the suggestion to record); with both, Jitsi suggests recording at the start (it has
 *   no option that starts it by itself).
 */
export function jitsiConfigOverrides(
  settings: TVideoSettings,
  clientConsent: boolean,
): readonly (readonly [string, TJsonValue])[] {
  const entries: (readonly [string, TJsonValue])[] = [
    ['prejoinConfig.enabled', settings.waitingRoom],
    ...(settings.waitingRoom ? ([['lobby.autoKnock', true]] as const) : []),
    ['resolution', JITSI_RESOLUTIONS[settings.quality]],
    ['disableNS', !settings.noiseSuppression],
    ['disableAEC', !settings.echoCancellation],
  ];
  if (recordingAllowed(settings, clientConsent)) {
    entries.push(['recordings.suggestRecording', true], ['recordings.showPrejoinWarning', true]);
  } else {
    entries.push(
      ['recordingService.enabled', false],
      ['dropbox.appKey', null],
      ['localRecording.disable', true],
      ['liveStreaming.enabled', false],
      ['transcription.enabled', false],
      ['recordings.suggestRecording', false],
    );
  }
  return entries;
}

export type TMeetingUrlInput = {
  service: TVideoService;
  /** The appointment's room name: random, never derived from a name or an id. */
  room: string;
  settings: TVideoSettings;
  /** The client's recorded consent to recording, current at the time the URL is given. */
  clientConsent: boolean;
};

/**
 * The URL of a video appointment's room. For Jitsi the settings ride in the hash, which Jitsi Meet
 * reads as `config.<key>=<JSON value>` pairs and which browsers never send to the server.
 */
export function buildMeetingUrl({ service, room, settings, clientConsent }: TMeetingUrlInput): string {
  const roomUrl = `${service.baseUrl}/${encodeURIComponent(room)}`;
  if (service.provider !== 'jitsi') return roomUrl;
  const hash = jitsiConfigOverrides(settings, clientConsent)
    .map(([key, value]) => `config.${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');
  return `${roomUrl}#${hash}`;
}
