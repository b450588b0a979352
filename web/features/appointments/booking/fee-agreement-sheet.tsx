import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import { AccessibleVersionLink } from '#web/shared/ui/accessible-version-link.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { feeAgreementPreviewHtmlUrl, feeAgreementPreviewUrl, useFeeAgreementPreview } from './booking-api';

export const READ_AGREEMENT_LABEL = 'Lire la convention d’honoraires';

/** « Lire la convention »: the agreement in a sheet over the booking (full height on a phone), with its PDF. */
export function FeeAgreementSheet(props: { professionalId: number; state: TBookingState }) {
  const [open, setOpen] = useState(false);
  const preview = useFeeAgreementPreview(props.professionalId, props.state, open);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline">
        {READ_AGREEMENT_LABEL}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <Dialog.Content className="fixed inset-0 z-[60] flex flex-col bg-white focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85vh] sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:shadow-xl">
          <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">
              Convention d’honoraires
            </Dialog.Title>
            <Dialog.Close className="inline-flex h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100">
              <X className="h-5 w-5" aria-hidden="true" />
              Fermer
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Le texte que vous acceptez en cochant la case de la réservation.
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 py-4 text-sm text-slate-800">
            {preview.isPending ? (
              <Spinner label="Chargement de la convention…" />
            ) : preview.isError ? (
              <ErrorBox message={preview.error.message} />
            ) : (
              <article className="space-y-4">
                <div className="grid gap-3 sm:grid-cols-2">
                  {[preview.data.professional, preview.data.client].map((party) => (
                    <div key={party.name}>
                      <p className="font-semibold text-slate-900">{party.name}</p>
                      {party.lines.map((line) => (
                        <p key={line} className="text-slate-600">
                          {line}
                        </p>
                      ))}
                    </div>
                  ))}
                </div>
                <p>
                  Rendez-vous&nbsp;:{' '}
                  <span className="first-letter:uppercase">{preview.data.appointment.dateText}</span> (
                  {preview.data.appointment.modeText})
                </p>
                {preview.data.sections
                  .filter((section) => section.body.trim() !== '')
                  .map((section) => (
                    <section key={section.heading}>
                      <h4 className="font-semibold text-slate-900">{section.heading}</h4>
                      <p className="whitespace-pre-line">{section.body}</p>
                    </section>
                  ))}
              </article>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-5 border-t border-slate-100 px-5 py-3">
            <a
              href={feeAgreementPreviewUrl(props.professionalId, props.state)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
            >
              Télécharger le PDF
            </a>
            <AccessibleVersionLink
              href={feeAgreementPreviewHtmlUrl(props.professionalId, props.state)}
              newTab
              className="inline-flex min-h-11 items-center no-underline hover:underline"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
