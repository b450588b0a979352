import type { TVideoProvider } from './meeting-url';
import type { TVideoSettings } from './video-settings';

type TSettingKey = Exclude<keyof TVideoSettings, 'quality'>;

/**
 * What each switch of « Paramètres » does to the meeting, said for the provider the platform uses
 * (ADR 0034): with Jitsi, exactly what buildMeetingUrl passes; with another service, nothing.
 */
export function videoSettingEffects(provider: TVideoProvider, host: string): Record<TSettingKey, string> {
  if (provider !== 'jitsi') {
    const none = `Sans effet\u00a0: ${host} ne reçoit pas ce réglage.`;
    return { noiseSuppression: none, echoCancellation: none, waitingRoom: none, autoRecording: none };
  }
  return {
    noiseSuppression: 'Atténue les bruits de fond (traitement du son par le navigateur).',
    echoCancellation: "Évite l'effet d'écho (traitement du son par le navigateur).",
    waitingRoom:
      'Chacun passe d’abord par l’écran de pré-accès (caméra, micro). Jitsi ne permet pas d’ouvrir la salle d’attente par le lien\u00a0: activez-la dans la réunion (options de sécurité), le client y demandera alors à entrer et vous l’admettrez. Sans pré-accès, chacun entre directement et active micro et caméra dans la réunion.',
    autoRecording:
      'Quand le client l’a accepté depuis son espace, Jitsi vous propose au début de la consultation de lancer l’enregistrement, sans le démarrer de lui-même. Sans son accord, l’enregistrement est désactivé dans la salle.',
  };
}

/** « Qualité vidéo »: the camera resolution asked of Jitsi, or nothing with another service. */
export function videoQualityEffect(provider: TVideoProvider, host: string): string | null {
  return provider === 'jitsi' ? null : `Sans effet\u00a0: ${host} ne reçoit pas ce réglage.`;
}
