import { describe, expect, it } from 'vitest';
import { buildMeetingUrl, jitsiConfigOverrides, recordingAllowed, type TVideoService } from './meeting-url';
import { videoQualityEffect, videoSettingEffects } from './video-setting-effects';
import { defaultVideoSettings, type TVideoSettings } from './video-settings';

const JITSI: TVideoService = { provider: 'jitsi', baseUrl: 'https://meet.jit.si' };
const ROOM = 'JurisRDV-q1Zk3B5u9v0yH7m2Xc4RtA';

/** What Jitsi Meet reads from the hash: `config.<key>` → JSON value (parseURLParams). */
function jitsiParams(url: string): Record<string, unknown> {
  const hash = new URL(url).hash.slice(1);
  return Object.fromEntries(
    hash.split('&').map((part) => {
      const [key = '', value = ''] = part.split('=');
      return [key, JSON.parse(decodeURIComponent(value))];
    }),
  );
}

function settings(overrides: Partial<TVideoSettings> = {}): TVideoSettings {
  return { ...defaultVideoSettings(), ...overrides };
}

describe('buildMeetingUrl (Jitsi)', () => {
  it('opens the room under the base URL and passes the default settings in the hash', () => {
    const url = buildMeetingUrl({ service: JITSI, room: ROOM, settings: settings(), clientConsent: false });
    expect(url.startsWith(`https://meet.jit.si/${ROOM}#`)).toBe(true);
    expect(jitsiParams(url)).toEqual({
      'config.prejoinConfig.enabled': true,
      'config.lobby.autoKnock': true,
      'config.resolution': 720,
      'config.disableNS': false,
      'config.disableAEC': false,
      'config.recordingService.enabled': false,
      'config.dropbox.appKey': null,
      'config.localRecording.disable': true,
      'config.liveStreaming.enabled': false,
      'config.transcription.enabled': false,
      'config.recordings.suggestRecording': false,
    });
  });

  it('follows each saved setting', () => {
    const url = buildMeetingUrl({
      service: JITSI,
      room: ROOM,
      settings: settings({
        quality: 'low',
        noiseSuppression: false,
        echoCancellation: false,
        waitingRoom: false,
      }),
      clientConsent: false,
    });
    const params = jitsiParams(url);
    expect(params['config.prejoinConfig.enabled']).toBe(false);
    expect(params).not.toHaveProperty('config.lobby.autoKnock');
    expect(params['config.resolution']).toBe(360);
    expect(params['config.disableNS']).toBe(true);
    expect(params['config.disableAEC']).toBe(true);
    const standard = buildMeetingUrl({
      service: JITSI,
      room: ROOM,
      settings: settings({ quality: 'standard' }),
      clientConsent: false,
    });
    expect(jitsiParams(standard)['config.resolution']).toBe(480);
  });

  it('switches every way of recording off unless the professional wants it and the client consented', () => {
    for (const [autoRecording, clientConsent] of [
      [false, false],
      [true, false],
      [false, true],
    ] as const) {
      const params = jitsiParams(
        buildMeetingUrl({ service: JITSI, room: ROOM, settings: settings({ autoRecording }), clientConsent }),
      );
      expect(params['config.recordingService.enabled'], `${autoRecording}/${clientConsent}`).toBe(false);
      expect(params['config.localRecording.disable']).toBe(true);
      expect(params['config.dropbox.appKey']).toBeNull();
      expect(params['config.liveStreaming.enabled']).toBe(false);
      expect(params['config.transcription.enabled']).toBe(false);
      expect(params['config.recordings.suggestRecording']).toBe(false);
    }
  });

  it('with both, leaves recording to the provider and suggests it at the start, warning on the pre-join page', () => {
    const params = jitsiParams(
      buildMeetingUrl({
        service: JITSI,
        room: ROOM,
        settings: settings({ autoRecording: true }),
        clientConsent: true,
      }),
    );
    expect(params['config.recordings.suggestRecording']).toBe(true);
    expect(params['config.recordings.showPrejoinWarning']).toBe(true);
    expect(params).not.toHaveProperty('config.recordingService.enabled');
    expect(params).not.toHaveProperty('config.localRecording.disable');
  });

  it('keeps a self-hosted base path and encodes the room name', () => {
    const url = buildMeetingUrl({
      service: { provider: 'jitsi', baseUrl: 'https://visio.cabinet.eu/jitsi' },
      room: 'a b/c',
      settings: settings(),
      clientConsent: false,
    });
    expect(url.startsWith('https://visio.cabinet.eu/jitsi/a%20b%2Fc#config.')).toBe(true);
  });

  it('uses only keys Jitsi lets a URL override (configWhitelist)', () => {
    // Whitelisted entries of jitsi-meet's configWhitelist.ts that these keys fall under.
    const whitelisted = [
      'prejoinConfig.enabled',
      'lobby',
      'resolution',
      'disableNS',
      'disableAEC',
      'recordingService',
      'dropbox.appKey',
      'localRecording',
      'liveStreaming.enabled',
      'transcription',
      'recordings.suggestRecording',
      'recordings.showPrejoinWarning',
    ];
    const keys = [
      ...jitsiConfigOverrides(settings(), false),
      ...jitsiConfigOverrides(settings({ autoRecording: true }), true),
    ].map(([key]) => key);
    for (const key of keys) {
      expect(
        whitelisted.some((entry) => key === entry || key.startsWith(`${entry}.`)),
        key,
      ).toBe(true);
    }
  });
});

describe('buildMeetingUrl (another provider)', () => {
  it('gives the bare room URL: nothing is passed that the provider would not read', () => {
    expect(
      buildMeetingUrl({
        service: { provider: 'generic', baseUrl: 'https://visio.exemple.fr' },
        room: ROOM,
        settings: settings({ autoRecording: true }),
        clientConsent: true,
      }),
    ).toBe(`https://visio.exemple.fr/${ROOM}`);
  });
});

describe('recordingAllowed', () => {
  it('needs both the professional’s setting and the client’s consent', () => {
    expect(recordingAllowed(settings({ autoRecording: true }), true)).toBe(true);
    expect(recordingAllowed(settings({ autoRecording: true }), false)).toBe(false);
    expect(recordingAllowed(settings({ autoRecording: false }), true)).toBe(false);
  });
});

describe('videoSettingEffects', () => {
  it('says what Jitsi does with each switch, and that another service receives none', () => {
    const jitsi = videoSettingEffects('jitsi', 'meet.jit.si');
    expect(jitsi.waitingRoom).toContain('Jitsi ne permet pas d’ouvrir la salle d’attente par le lien');
    expect(jitsi.autoRecording).toContain('sans le démarrer de lui-même');
    expect(videoQualityEffect('jitsi', 'meet.jit.si')).toBeNull();
    const other = videoSettingEffects('generic', 'visio.exemple.fr');
    expect(Object.values(other)).toEqual(
      Array(4).fill('Sans effet\u00a0: visio.exemple.fr ne reçoit pas ce réglage.'),
    );
    expect(videoQualityEffect('generic', 'visio.exemple.fr')).toBe(
      'Sans effet\u00a0: visio.exemple.fr ne reçoit pas ce réglage.',
    );
  });
});
