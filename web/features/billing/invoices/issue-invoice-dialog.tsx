import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { TInvoice } from '#domain/billing/invoices/invoice-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { InvoicePreview } from './invoice-preview';
import { invoiceHtmlUrl, invoicePdfUrl, useIssueInvoice, useIssuePreview } from './pro-invoices-api';

export const IRREVERSIBLE_NOTICE = 'Elle ne pourra plus être modifiée\u202f; seul un avoir pourra l’annuler.';

/** « Émettre la facture n° F-000042 ? »: the question, with the number the server announces. */
export function issueQuestion(number: string): string {
  return `Émettre la facture n°\u00a0${number}\u202f?`;
}

/** The same in a heading: a non-breaking hyphen keeps « F-000042 » on one line on a phone. */
function issueHeading(number: string): string {
  return issueQuestion(number.replace('-', '\u2011'));
}

/**
 * « Émettre »: the invoice as it will be issued, then the question with the number it will carry. The
 * number confirmed travels with the request; if another invoice took it meanwhile, the server refuses,
 * the dialog says so and shows the new number to confirm again.
 */
export function IssueInvoiceDialog(props: { draft: TInvoice | null; onClose: () => void }) {
  const preview = useIssuePreview(props.draft?.id ?? null);
  const number = props.draft && preview.data ? preview.data.number : null;
  return (
    <ModalDialog
      open={props.draft !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={number ? issueHeading(number) : 'Émettre la facture'}
      description={IRREVERSIBLE_NOTICE}
      width="max-w-2xl"
    >
      {props.draft ? (
        <IssueInvoiceBody draft={props.draft} preview={preview} onIssued={props.onClose} />
      ) : null}
    </ModalDialog>
  );
}

function IssueInvoiceBody(props: {
  draft: TInvoice;
  preview: ReturnType<typeof useIssuePreview>;
  onIssued: () => void;
}) {
  const { preview } = props;
  const issue = useIssueInvoice();
  const [error, setError] = useState<string | null>(null);

  if (preview.isPending) return <Spinner label="Préparation de l’aperçu…" />;
  if (preview.isError)
    return (
      <div className="mt-4 space-y-4">
        <ErrorBox message={userMessage(preview.error, "L'aperçu de la facture n'a pas pu être préparé.")} />
        <div className="flex justify-end">
          <Dialog.Close asChild>
            <Button variant="outline">Fermer</Button>
          </Dialog.Close>
        </div>
      </div>
    );
  const { invoice, number } = preview.data;

  const confirm = () => {
    setError(null);
    issue.mutate(
      { id: props.draft.id, expectedNumber: number },
      {
        onSuccess: (result) => {
          notify('Facture émise', result.invoice.number ?? undefined);
          props.onIssued();
        },
        onError: (caught) => {
          setError(userMessage(caught, "La facture n'a pas pu être émise."));
          // The number may have moved: ask again with the one now announced.
          void preview.refetch();
        },
      },
    );
  };

  return (
    <div className="mt-4 space-y-4">
      <InvoicePreview invoice={invoice} number={number} />
      <p className="flex flex-wrap gap-x-4 text-sm">
        <a
          href={invoicePdfUrl(props.draft.id)}
          download
          className="font-medium text-brand-700 underline hover:text-brand-800"
        >
          Voir le PDF (brouillon)
        </a>
        <AccessibleVersionLink href={invoiceHtmlUrl(props.draft.id)} of="brouillon" newTab />
      </p>
      <div className="sticky -bottom-6 -mx-6 -mb-6 space-y-3 border-t border-slate-200 bg-white px-6 py-3 sm:py-4">
        <ErrorBox message={error} />
        <p className="hidden text-sm text-slate-700 sm:block">
          <span className="font-semibold text-slate-900">{issueQuestion(number)}</span> {IRREVERSIBLE_NOTICE}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <Button variant="outline" disabled={issue.isPending}>
              Annuler
            </Button>
          </Dialog.Close>
          <Button onClick={confirm} disabled={issue.isPending || preview.isFetching}>
            Émettre la facture n°&nbsp;{number}
          </Button>
        </div>
      </div>
    </div>
  );
}
