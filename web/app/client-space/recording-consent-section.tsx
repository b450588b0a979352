import { Circle } from 'lucide-react';
import { useId, useState } from 'react';
import type { TClientAppointment } from '#domain/appointments/booking/booking-schemas.ts';
import { clientRecordingConsentText } from '#domain/appointments/video-consultations/recording-consent.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { useRecordingConsent } from './client-api';

const CONSENT_ERROR = 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.';

/**
 * « Enregistrement de la consultation »: shown on a video consultation still to come when the professional
 * would like to record it, or when the client has agreed (so that they can take it back).
 */
export function RecordingConsentSection({ appointment }: { appointment: TClientAppointment }) {
  const titleId = useId();
  const consent = useRecordingConsent(appointment);
  const [error, setError] = useState<string | null>(null);
  const given = clientRecordingConsentText(appointment.recordingConsentAt);
  if (appointment.mode !== 'visio' || appointment.status === 'cancelled') return null;
  if (!given && !appointment.recordingRequested) return null;

  const answer = (value: boolean) => {
    setError(null);
    consent.mutate(value, { onError: (failure) => setError(userMessage(failure, CONSENT_ERROR)) });
  };

  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">
      <h4 id={titleId} className="flex items-center gap-2 font-medium text-slate-900">
        <Circle className="h-3 w-3 fill-red-600 text-red-600" aria-hidden="true" />
        Enregistrement de la consultation
      </h4>
      {given ? (
        <p className="mt-1">{given}</p>
      ) : (
        <p className="mt-1">
          {appointment.lawyer} souhaite pouvoir enregistrer cette consultation. Sans votre accord, le lien de
          la visioconférence désactive l’enregistrement.
        </p>
      )}
      <div className="mt-2">
        <Button size="sm" variant="outline" disabled={consent.isPending} onClick={() => answer(!given)}>
          {given ? 'Retirer mon accord' : 'J’accepte l’enregistrement'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
