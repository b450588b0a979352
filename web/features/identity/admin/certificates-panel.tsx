import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TProfessionalRegistration } from '#domain/identity/auth/admin-schemas.ts';
import {
  CERTIFICATE_SOURCE_LABELS,
  MAX_CERTIFICATE_NOTE_LENGTH,
  MAX_SPECIALISATION_LENGTH,
  type TRecordCertificateRequest,
  ZRecordCertificateRequest,
  ZWithdrawCertificateRequest,
} from '#domain/identity/official-directories/specialisation-certificates.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { NoteForm } from '../official-directories/note-form';
import { useRecordCertificate, useWithdrawCertificate } from './registrations-api';

/**
 * A lawyer's specialisation certificates on /admin (issue 29 §2, RIN art. 10): those read from the CNB's
 * directory and those an administrator checked, each withdrawable with a note; « Ajouter un certificat » records
 * one the administrator checked, with their note. Only these let the profile say « Avocat spécialiste en … ».
 */
export function CertificatesPanel({ registration }: { registration: TProfessionalRegistration }) {
  const [adding, setAdding] = useState(false);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const withdraw = useWithdrawCertificate();
  if (registration.professionalType !== 'avocat') return null;
  return (
    <section
      aria-label={`Certificats de spécialisation de ${registration.name}`}
      className="mt-4 space-y-2 rounded-md border border-slate-200 p-3"
    >
      <h3 className="text-sm font-semibold text-slate-900">Certificats de spécialisation</h3>
      {registration.certificates.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun certificat enregistré.</p>
      ) : (
        <ul className="space-y-2">
          {registration.certificates.map((certificate) => (
            <li key={certificate.id} className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">{certificate.specialisation}</span> —{' '}
              {CERTIFICATE_SOURCE_LABELS[certificate.source]}
              {certificate.note ? (
                <span className="block text-slate-600">Note&nbsp;: {certificate.note}</span>
              ) : null}
              {withdrawing === certificate.id ? (
                <NoteForm
                  schema={ZWithdrawCertificateRequest}
                  label="Motif du retrait (obligatoire)"
                  hint="Ce que vous avez constaté."
                  submitLabel="Confirmer le retrait"
                  pending={withdraw.isPending}
                  onCancel={() => setWithdrawing(null)}
                  onSubmit={(note) =>
                    withdraw
                      .mutateAsync({ id: registration.id, certificateId: certificate.id, note })
                      .then(() => {
                        setWithdrawing(null);
                        notify('Certificat retiré', certificate.specialisation);
                      })
                  }
                />
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  className="ml-2"
                  aria-label={`Retirer le certificat ${certificate.specialisation}`}
                  onClick={() => setWithdrawing(certificate.id)}
                >
                  Retirer
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <CertificateForm id={registration.id} onDone={() => setAdding(false)} />
      ) : (
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          Ajouter un certificat
        </Button>
      )}
    </section>
  );
}

function CertificateForm(props: { id: number; onDone: () => void }) {
  const id = useId();
  const record = useRecordCertificate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TRecordCertificateRequest>({
    resolver: zodResolver(ZRecordCertificateRequest),
    defaultValues: { specialisation: '', note: '' },
  });
  const specialisationError = errors.specialisation?.message;
  const noteError = errors.note?.message;
  const noteHint = 'Ce que vous avez vérifié (le certificat du CNB, sa date).';
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          await record.mutateAsync({ id: props.id, ...values });
          notify('Certificat enregistré', values.specialisation);
          props.onDone();
        } catch (failure) {
          setFormError(
            applyServerErrors(failure, setError, ['specialisation', 'note'], 'Une erreur est survenue.'),
          );
        }
      })}
    >
      <FormField id={`${id}-specialisation`} label="Spécialisation certifiée" error={specialisationError}>
        <Input
          {...fieldA11y(`${id}-specialisation`, specialisationError)}
          {...register('specialisation')}
          maxLength={MAX_SPECIALISATION_LENGTH}
        />
      </FormField>
      <FormField id={`${id}-note`} label="Note (obligatoire)" error={noteError} hint={noteHint}>
        <textarea
          {...fieldA11y(`${id}-note`, noteError, noteHint)}
          {...register('note')}
          rows={2}
          maxLength={MAX_CERTIFICATE_NOTE_LENGTH}
          className="block w-full rounded-md border border-control p-2 text-sm"
        />
      </FormField>
      <ErrorBox message={formError} />
      <div className="flex gap-2">
        <Button type="submit" disabled={record.isPending}>
          Enregistrer le certificat
        </Button>
        <Button type="button" variant="outline" onClick={props.onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
