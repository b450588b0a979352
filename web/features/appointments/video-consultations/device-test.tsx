import { useState } from 'react';

export type TDeviceCheck = { ok: boolean; message: string };

export const DEVICE_MESSAGES = {
  ok: 'Caméra et micro fonctionnent\u00a0: vous êtes prêt pour vos visioconférences.',
  unsupported:
    "Ce navigateur ne permet pas d'accéder à la caméra et au micro (une connexion sécurisée HTTPS est nécessaire).",
  denied:
    "L'accès à la caméra et au micro a été refusé. Autorisez-le dans les réglages du navigateur puis réessayez.",
  missing: 'Aucune caméra ou aucun micro n’a été détecté sur cet appareil.',
  busy: 'La caméra ou le micro est déjà utilisé par une autre application.',
  incomplete: 'La caméra ou le micro ne répond pas. Vérifiez leur branchement puis réessayez.',
  failed: 'Le test de connexion a échoué. Vérifiez votre caméra et votre micro puis réessayez.',
} as const;

function messageOf(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return DEVICE_MESSAGES.denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return DEVICE_MESSAGES.missing;
  if (name === 'NotReadableError' || name === 'AbortError') return DEVICE_MESSAGES.busy;
  return DEVICE_MESSAGES.failed;
}

/**
 * Asks for the camera and the microphone, then releases them at once: the browser's own
 * permission prompt and device errors are the only honest test we can run before a call.
 */
export async function checkCameraAndMicrophone(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
): Promise<TDeviceCheck> {
  if (!mediaDevices || typeof mediaDevices.getUserMedia !== 'function') {
    return { ok: false, message: DEVICE_MESSAGES.unsupported };
  }
  let stream: MediaStream;
  try {
    stream = await mediaDevices.getUserMedia({ video: true, audio: true });
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
  const live = (tracks: MediaStreamTrack[]) => tracks.some((track) => track.readyState === 'live');
  const ok = live(stream.getVideoTracks()) && live(stream.getAudioTracks());
  for (const track of stream.getTracks()) track.stop();
  return ok ? { ok: true, message: DEVICE_MESSAGES.ok } : { ok: false, message: DEVICE_MESSAGES.incomplete };
}

export function useDeviceTest() {
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TDeviceCheck | null>(null);
  const run = async () => {
    setRunning(true);
    setResult(null);
    try {
      setResult(await checkCameraAndMicrophone());
    } finally {
      setRunning(false);
    }
  };
  return { running, result, run };
}

/** The outcome, read out by screen readers as soon as it appears. */
export function DeviceTestResult({ result }: { result: TDeviceCheck | null }) {
  return (
    <p
      role="status"
      className={result ? (result.ok ? 'text-sm text-green-700' : 'text-sm text-red-700') : 'sr-only'}
    >
      {result?.message ?? ''}
    </p>
  );
}
