import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { REPORT_CONTENT_LABEL } from '#domain/directory/content-reports/content-report-policy.ts';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import type { TTarget } from './report-content-form';

const ReportForm = lazy(() =>
  import('./report-content-form').then((module) => ({ default: module.ReportForm })),
);

/**
 * « Signaler un contenu » of a profile or of a published review (issue 29 §4, DSA art. 16; ADR 0074): anyone,
 * signed in or not, reports with a reason and an explanation; without an account, an e-mail to receive the
 * decision. `what` names the content for screen readers (« le profil de Maître X », « l’avis du 3 mai »).
 */
export function ReportContentButton(props: { target: TTarget; what: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${REPORT_CONTENT_LABEL}\u00a0: ${props.what}`}
        className="inline-flex items-center gap-1 text-xs text-slate-500 underline hover:text-slate-800"
      >
        <Flag className="h-3.5 w-3.5" aria-hidden="true" />
        {REPORT_CONTENT_LABEL}
      </button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={REPORT_CONTENT_LABEL}
        description={`Vous signalez ${props.what}. Un administrateur de JurisRDV examine chaque signalement et vous envoie sa décision motivée.`}
      >
        <Suspense fallback={<Spinner label="Chargement du formulaire…" />}>
          <ReportForm target={props.target} onDone={() => setOpen(false)} />
        </Suspense>
      </ModalDialog>
    </>
  );
}
