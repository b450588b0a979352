import { ExternalLink, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { DemoRequestForm } from './demo-request-form';

const DEMO_FRAME_TITLE = 'Réserver une démonstration de JurisRDV Pro';

/**
 * « En savoir plus » (seed 001 §1): the demonstration itself. With DEMO_BOOKING_URL, its scheduling page
 * in a frame (the CSP allows that origin alone, ADR 0034); otherwise a request stored and e-mailed to sales.
 */
export function DemoDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>En savoir plus</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <DemoContent />
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className="inline-flex h-10 items-center justify-center rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50">
              Fermer
            </Dialog.Close>
            <Link
              to="/pro/register"
              className="inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
            >
              Créer mon compte
            </Link>
          </div>
          <Dialog.Close
            aria-label="Fermer la présentation"
            className="absolute top-4 right-4 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function DemoContent() {
  const facts = useSiteFacts();
  if (facts.isPending) {
    return (
      <>
        <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
          Démonstration de JurisRDV Pro
        </Dialog.Title>
        <Dialog.Description className="sr-only">Chargement de la démonstration</Dialog.Description>
        <div className="mt-5">
          <Spinner label="Chargement…" />
        </div>
      </>
    );
  }
  const bookingUrl = facts.data?.demoBookingUrl ?? null;
  if (bookingUrl) {
    return (
      <>
        <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
          Réservez une démonstration
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-slate-600">
          Choisissez un créneau pour une démonstration de JurisRDV Pro avec notre équipe.
        </Dialog.Description>
        <iframe
          title={DEMO_FRAME_TITLE}
          src={bookingUrl}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          // What a scheduling page needs, and no navigating this page away.
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          className="mt-5 h-[60vh] min-h-[420px] w-full rounded-lg border border-slate-200"
        />
        <a
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
        >
          Ouvrir la page de réservation dans un nouvel onglet
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        </a>
      </>
    );
  }
  return (
    <>
      <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
        Demandez une démonstration
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-600">
        Laissez-nous vos coordonnées&nbsp;: votre demande est transmise à notre équipe, qui vous recontactera
        pour organiser une démonstration de JurisRDV Pro.
      </Dialog.Description>
      <div className="mt-5">
        <DemoRequestForm />
      </div>
    </>
  );
}
