import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { useResendVerification } from './email-verification-api';

/** The banner of a space whose address is not confirmed yet, with the resend action. */
export function EmailVerificationNotice({
  space,
  email,
  purpose,
}: {
  space: 'client' | 'pro';
  email: string;
  /** The end of « Confirmez votre adresse e-mail pour … ». */
  purpose: string;
}) {
  const resend = useResendVerification(space);
  return (
    <section
      aria-label="Adresse e-mail à confirmer"
      className="space-y-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">Confirmez votre adresse e-mail pour {purpose}</p>
      <p>
        Nous avons envoyé un lien de confirmation à <span className="font-medium">{email}</span>. Il est
        valable 48 heures.
      </p>
      <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? 'Envoi…' : "Renvoyer l'e-mail de confirmation"}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="text-green-800">
          Un nouvel e-mail de confirmation a été envoyé à {resend.data.email}.
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-red-700">
          {userMessage(resend.error)}
        </p>
      ) : null}
    </section>
  );
}
