import { CalendarCheck, FolderOpen, Video, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';

const DEMO_POINTS = [
  {
    icon: CalendarCheck,
    text: 'Votre agenda en ligne et la réservation de rendez-vous par vos clients, 24h/24.',
  },
  {
    icon: FolderOpen,
    text: 'Le suivi de vos dossiers, de vos contacts et du temps passé sur chaque affaire.',
  },
  { icon: Video, text: 'Les consultations en visioconférence, avec un lien par rendez-vous.' },
] as const;

/** Presents the demo without a third-party embed: we load no external script. */
export function DemoDialog({ triggerClassName }: { triggerClassName?: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClassName}>En savoir plus</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-8 text-xl font-bold text-slate-900">
            Découvrez JurisRDV Pro
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            Ce que JurisRDV Pro vous apporte au quotidien, en trois points.
          </Dialog.Description>
          <ul className="mt-5 space-y-3">
            {DEMO_POINTS.map((point) => (
              <li key={point.text} className="flex gap-3 text-slate-700">
                <point.icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                <span>{point.text}</span>
              </li>
            ))}
          </ul>
          <p className="mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
            Le plus simple pour découvrir l'outil est de l'essayer : l'inscription est gratuite, sans carte
            bancaire ni engagement.
          </p>
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
