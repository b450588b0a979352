import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SHARED_DOCUMENT_CATEGORIES,
  SHARED_DOCUMENT_STATUS_LABELS,
  type TDocumentShareResponse,
  type TShareDocumentRequest,
  ZShareDocumentRequest,
} from '#domain/practice/shared-documents/shared-document-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiGet, apiPost, apiRequest, userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';

const SHARED_DATE = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short' });

/**
 * « Partager avec le client » of an appointment's or a case's document: the professional picks the category
 * under which it appears in the client's « Documents »; the answer (the updated appointment or case) goes
 * to `onShared`. Once shared, the date and the client's status say so, with « Retirer le partage ».
 */
export function ShareDocumentButton<TAnswer>(props: {
  /** POST endpoint, e.g. /api/pro/appointments/3/documents/7/share. */
  url: string;
  documentTitle: string;
  clientName: string;
  sharedAt: string | null;
  onShared: (answer: TAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  if (props.sharedAt) {
    return (
      <SharedState
        url={props.url}
        sharedAt={props.sharedAt}
        documentTitle={props.documentTitle}
        clientName={props.clientName}
        onWithdrawn={props.onShared}
      />
    );
  }
  return (
    <>
      <button
        type="button"
        className="text-brand-700 underline"
        onClick={() => setOpen(true)}
        aria-label={`Partager ${props.documentTitle} avec ${props.clientName}`}
      >
        Partager avec le client
      </button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title="Partager avec le client"
        description={`«\u00a0${props.documentTitle}\u00a0» apparaîtra dans l’espace de ${props.clientName}, onglet «\u00a0Documents\u00a0». Il en sera averti, sans que le nom du document figure dans l’e-mail.`}
      >
        <ShareDocumentForm
          url={props.url}
          onCancel={() => setOpen(false)}
          onShared={(answer: TAnswer) => {
            setOpen(false);
            notify('Document partagé', `${props.clientName} le retrouve dans son espace.`);
            props.onShared(answer);
          }}
        />
      </ModalDialog>
    </>
  );
}

/**
 * A shared document: when, whether the client has opened it yet (« Nouveau », « Consulté »), and
 * « Retirer le partage » after a confirmation; the client then no longer sees it. `onWithdrawn` gets the
 * updated appointment or case, like a share.
 */
function SharedState<TAnswer>(props: {
  url: string;
  sharedAt: string;
  documentTitle: string;
  clientName: string;
  onWithdrawn: (answer: TAnswer) => void;
}) {
  const share = useQuery({
    queryKey: ['document-share', props.url, props.sharedAt],
    queryFn: () => apiGet<TDocumentShareResponse>(props.url),
  });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation({ mutationFn: () => apiRequest<TAnswer>('DELETE', props.url) });
  const status = share.data?.share?.status;
  const confirm = async () => {
    setError(null);
    try {
      const answer = await withdraw.mutateAsync();
      setConfirming(false);
      notify('Partage retiré', `${props.clientName} ne voit plus «\u00a0${props.documentTitle}\u00a0».`);
      props.onWithdrawn(answer);
    } catch (failure) {
      setError(userMessage(failure));
    }
  };
  return (
    // A narrow column: the document's row keeps its actions from shrinking, so a line would push them out.
    <span className="inline-flex max-w-[10rem] flex-col items-end gap-1 text-right text-xs">
      <span className="text-emerald-700">
        Partagé avec le client le {SHARED_DATE.format(new Date(props.sharedAt))}
      </span>
      {status ? (
        <span
          className={`rounded-full px-2 py-0.5 font-medium ${
            status === 'viewed' ? 'bg-slate-100 text-slate-700' : 'bg-brand-100 text-brand-800'
          }`}
        >
          {SHARED_DOCUMENT_STATUS_LABELS[status]}
        </span>
      ) : null}
      <button
        type="button"
        className="text-red-700 underline"
        onClick={() => setConfirming(true)}
        aria-label={`Retirer le partage de ${props.documentTitle}`}
      >
        Retirer le partage
      </button>
      <ConfirmDialog
        open={confirming}
        title={'Retirer le partage\u202f?'}
        confirmLabel="Retirer le partage"
        destructive
        pending={withdraw.isPending}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      >
        «&nbsp;{props.documentTitle}&nbsp;» disparaîtra de l’espace de {props.clientName}, qui ne pourra plus
        l’ouvrir ni le télécharger. Votre document reste dans vos pièces.
      </ConfirmDialog>
    </span>
  );
}

function ShareDocumentForm<TAnswer>(props: {
  url: string;
  onCancel: () => void;
  onShared: (answer: TAnswer) => void;
}) {
  const id = useId();
  const form = useForm<TShareDocumentRequest>({
    resolver: zodResolver(ZShareDocumentRequest),
    defaultValues: { category: 'Autre' },
  });
  const [formError, setFormError] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: (body: TShareDocumentRequest) => apiPost<TAnswer>(props.url, body),
  });
  const error = form.formState.errors.category?.message;
  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      props.onShared(await share.mutateAsync(body));
    } catch (failure) {
      setFormError(
        applyServerErrors(failure, form.setError, ['category'], 'Le partage a échoué. Veuillez réessayer.'),
      );
    }
  });
  return (
    <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
      <ErrorBox message={formError} />
      <FormField id={`${id}-category`} label="Catégorie" error={error}>
        <select
          {...form.register('category')}
          {...fieldA11y(`${id}-category`, error)}
          className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
        >
          {SHARED_DOCUMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={props.onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={share.isPending}>
          {share.isPending ? 'Partage…' : 'Partager'}
        </Button>
      </div>
    </form>
  );
}
