import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OFFICIAL_DIRECTORY_LABELS } from '#domain/identity/official-directories/directory-formats.ts';
import {
  type TDirectoryAnswerRequest,
  ZDirectoryAnswerRequest,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { useAnswerDirectory, useDirectoryStanding } from './official-directory-api';

const dayFormat = frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' });

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Issue 29 §1: when the monthly re-check no longer finds the lawyer in their profession's official directory,
 * every workspace page says so, until when they may answer, and takes the answer. Nothing while they are found
 * (or when the request fails: the banner is a reminder, not the page's subject).
 */
export function DirectoryStandingBanner(props: { enabled: boolean }) {
  const standing = useDirectoryStanding({ enabled: props.enabled });
  const flagged = props.enabled && !standing.isError ? standing.data?.flagged : null;
  if (!flagged) return null;
  const directory = lowerFirst(OFFICIAL_DIRECTORY_LABELS[flagged.source]);
  return (
    <section
      aria-labelledby="directory-standing-title"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="directory-standing-title" className="font-semibold">
        {flagged.delistedAt
          ? 'Votre profil n’est plus référencé sur JurisRDV'
          : 'Votre inscription n’a pas été retrouvée dans l’annuaire officiel'}
      </h2>
      <p className="mt-1">
        {flagged.delistedAt
          ? `Votre inscription ne figure plus dans l’${directory} et nous n’avons pas reçu de réponse dans les 30 jours\u00a0: votre profil n’apparaît plus dans la recherche depuis le ${dayFormat.format(new Date(flagged.delistedAt))}.`
          : `Notre contrôle du ${dayFormat.format(new Date(flagged.leftAt))} ne vous a plus trouvé dans l’${directory}. Sans réponse de votre part avant le ${dayFormat.format(new Date(flagged.delistOn))}, votre profil ne sera plus référencé.`}
      </p>
      {flagged.answeredAt ? (
        <p className="mt-2 font-medium">
          Votre réponse du {dayFormat.format(new Date(flagged.answeredAt))} a été transmise à
          l’administrateur, qui vous répondra par e-mail.
        </p>
      ) : (
        <AnswerForm />
      )}
    </section>
  );
}

function AnswerForm() {
  const id = useId();
  const answer = useAnswerDirectory();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TDirectoryAnswerRequest>({
    resolver: zodResolver(ZDirectoryAnswerRequest),
    defaultValues: { answer: '' },
  });
  const error = errors.answer?.message;
  const hint = 'Changement de barreau ou de chambre, nouveau numéro, erreur de l’annuaire…';
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      onSubmit={handleSubmit(async (values) => {
        setFormError(null);
        try {
          await answer.mutateAsync(values);
        } catch (failure) {
          setFormError(applyServerErrors(failure, setError, ['answer'], 'Une erreur est survenue.'));
        }
      })}
    >
      <FormField id={id} label="Votre réponse" error={error} hint={hint}>
        <textarea
          {...fieldA11y(id, error, hint)}
          {...register('answer')}
          rows={3}
          maxLength={2000}
          className="block w-full rounded-md border border-control bg-white p-2 text-sm text-slate-900"
        />
      </FormField>
      <ErrorBox message={formError} />
      <Button type="submit" disabled={answer.isPending}>
        Envoyer ma réponse
      </Button>
    </form>
  );
}
