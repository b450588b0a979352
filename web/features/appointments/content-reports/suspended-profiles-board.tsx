import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DECISION_REASONS_MAX } from '#domain/directory/content-reports/content-report-policy.ts';
import {
  type TRelistProfileRequest,
  type TRelistProfileResponse,
  type TSuspendedProfile,
  type TSuspendedProfilesResponse,
  ZRelistProfileRequest,
} from '#domain/directory/content-reports/content-report-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiGet, apiPost } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';

const KEY = ['admin', 'suspended-profiles'] as const;
const dateFormat = frenchDateFormat({ dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
const FIELDS = ['reasons'] as const;
const OTHER_DELISTING = {
  inactivity: 'retirée de l’annuaire pour inactivité du compte',
  'official-directory': 'retirée de l’annuaire faute d’inscription à l’annuaire officiel de la profession',
} as const;

/**
 * « Fiches suspendues » on /admin (ADR 0074): the profiles suspended on a report, with the decisions' reasons
 * and the professional's open complaints, and « Rétablir la fiche » with reasons told in « Réclamations ».
 */
export function SuspendedProfilesBoard() {
  const board = useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<TSuspendedProfilesResponse>('/api/admin/suspended-profiles'),
  });
  return (
    <section aria-labelledby="suspended-profiles-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="suspended-profiles-title" className="text-2xl font-bold text-slate-900">
        Fiches suspendues
      </h2>
      <p className="mt-1 text-slate-600">
        Les profils suspendus après un signalement. Rétablir une fiche lève la suspension seule&nbsp;: un
        retrait pour une autre raison demeure. Les motifs sont lisibles par le professionnel dans
        «&nbsp;Réclamations&nbsp;».
      </p>
      <div className="mt-6">
        {board.isPending ? (
          <Spinner label="Chargement des fiches suspendues…" />
        ) : board.isError ? (
          <ErrorBox message={board.error.message} />
        ) : board.data.items.length === 0 ? (
          <p className="text-slate-600">Aucune fiche suspendue.</p>
        ) : (
          <ul className="space-y-4">
            {board.data.items.map((item) => (
              <li key={item.professionalId}>
                <SuspendedProfileCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function SuspendedProfileCard({ item }: { item: TSuspendedProfile }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const contested = item.openComplaints.filter((complaint) => complaint.suspension);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TRelistProfileRequest>({
    resolver: zodResolver(ZRelistProfileRequest),
    defaultValues: { reasons: '', answerComplaints: contested.length > 0 },
  });
  const relist = useMutation({
    mutationFn: (input: TRelistProfileRequest) =>
      apiPost<TRelistProfileResponse>(`/api/admin/suspended-profiles/${item.professionalId}/relist`, input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'complaints'] }),
      ]),
  });
  const title = `Fiche suspendue de ${item.professionalName}`;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await relist.mutateAsync(values);
      notify(
        'Fiche rétablie',
        `${result.listed ? 'Le profil est de nouveau public.' : 'La suspension est levée\u202f; le profil reste hors de l’annuaire pour une autre raison.'}${result.answeredComplaints.length > 0 ? ` Réponse envoyée\u00a0: ${result.answeredComplaints.join(', ')}.` : ''}`,
      );
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, 'La fiche n’a pas été rétablie. Réessayez.'));
    }
  });

  return (
    <article
      aria-label={title}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-600">
        {`${item.profession}, suspendu le ${dateFormat.format(new Date(item.suspendedAt))}.`}
      </p>
      <ul className="space-y-2 text-sm">
        {item.decisions.map((decision) => (
          <li key={decision.reference} className="rounded-md bg-slate-50 px-3 py-2">
            <p className="font-medium">{`Décision ${decision.reference} du ${dateFormat.format(new Date(decision.decidedAt))}`}</p>
            <p className="whitespace-pre-line text-slate-800">{`Motifs\u00a0: ${decision.reasons}`}</p>
          </li>
        ))}
      </ul>
      {item.openComplaints.length > 0 ? (
        <p className="text-sm">
          {`Réclamations en attente\u00a0: ${item.openComplaints.map((complaint) => `${complaint.reference} (${complaint.subject})`).join(', ')}.`}
        </p>
      ) : null}
      {item.otherDelisting ? (
        <p className="text-sm text-amber-800">
          {`Cette fiche est aussi ${OTHER_DELISTING[item.otherDelisting]}\u00a0: elle le restera après le rétablissement.`}
        </p>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <ErrorBox message={formError} />
        <FormField
          id={`${id}-reasons`}
          label="Motifs du rétablissement (lus par le professionnel)"
          error={errors.reasons?.message}
        >
          <textarea
            rows={3}
            maxLength={DECISION_REASONS_MAX}
            className="w-full rounded-md border border-control px-3 py-2 text-sm"
            {...fieldA11y(`${id}-reasons`, errors.reasons?.message)}
            {...register('reasons')}
          />
        </FormField>
        {contested.length > 0 ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('answerComplaints')} />
            {`Répondre aussi avec ces motifs à ${contested.length > 1 ? 'ses réclamations sur la suspension' : 'sa réclamation sur la suspension'} (${contested.map((complaint) => complaint.reference).join(', ')})`}
          </label>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            Rétablir la fiche
          </Button>
        </div>
      </form>
    </article>
  );
}
