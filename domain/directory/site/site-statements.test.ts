import { describe, expect, it } from 'vitest';
import { hostOf } from '#domain/kernel/routing/host-of.ts';
import {
  formatCount,
  professionalCountLabel,
  videoProviderSentence,
  videoSettingsSentence,
} from './site-statements';

describe('site statements', () => {
  it('names the operator of meet.jit.si, and only the host of another provider', () => {
    expect(videoProviderSentence('meet.jit.si')).toBe(
      'Les consultations en visioconférence se déroulent sur meet.jit.si, service exploité par 8x8, Inc., société établie aux États-Unis.',
    );
    expect(videoProviderSentence('visio.cabinet.fr')).toBe(
      'Les consultations en visioconférence se déroulent sur visio.cabinet.fr.',
    );
  });

  it('says the room URL carries the settings only with Jitsi', () => {
    expect(videoSettingsSentence('jitsi', 'meet.jit.si')).toContain(
      'transmet à Jitsi Meet les réglages vidéo',
    );
    expect(videoSettingsSentence('generic', 'visio.cabinet.fr')).toBe(
      'visio.cabinet.fr ne reçoit pas les réglages vidéo du professionnel\u00a0: le lien ouvre seulement la salle du rendez-vous.',
    );
    expect(videoSettingsSentence(undefined, 'meet.jit.si')).toBeNull();
  });

  it('counts the public professionals, and says nothing when there are none', () => {
    expect(professionalCountLabel(0)).toBeNull();
    expect(professionalCountLabel(1)).toBe('1 professionnel du droit référencé');
    expect(professionalCountLabel(1234)).toBe(`${formatCount(1234)} professionnels du droit référencés`);
    expect(formatCount(1234)).toBe('1\u202f234');
  });

  it('reads the host of a configured URL, templates included', () => {
    expect(hostOf('https://meet.jit.si')).toBe('meet.jit.si');
    expect(hostOf('https://api.maptiler.com/maps/{z}/{x}/{y}.png?key={token}')).toBe('api.maptiler.com');
    expect(hostOf('pas une adresse')).toBe('pas une adresse');
  });
});
