import { VIDEO_JOIN_LEAD_MINUTES } from '#domain/appointments/booking/change-window.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import {
  type TCalendarSyncAvailability,
  useCalendarSyncAvailability,
} from '#web/features/agenda/calendar-sync/calendar-sync-availability.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { ProCtaBand } from './pro-cta-band';
import { ProPage } from './pro-page';

type TIntegrationStatus = 'Disponible' | 'Non disponible';

type TIntegration = {
  name: string;
  category: string;
  description: string;
  features: readonly string[];
  status: TIntegrationStatus;
};

const SYNC_FEATURES = [
  'Vos rendez-vous écrits dans l’agenda de votre choix',
  'Les agendas choisis bloquent vos créneaux en ligne',
] as const;
const SYNC_OFF = 'Pas activée sur ce service\u00a0: utilisez l’import et le flux iCalendar ci-dessus.';

/**
 * Two-way sync is « Disponible » only when this deployment can do it (issue 28 §5): CalDAV always can,
 * Google and Microsoft only with their OAuth clients configured. Unknown (loading, an error) reads as not
 * available, never as a promise.
 */
function calendarSyncIntegrations(sync: TCalendarSyncAvailability | undefined): TIntegration[] {
  const item = (name: string, on: boolean, description: string): TIntegration => ({
    name,
    category: 'Agenda',
    description: on ? description : SYNC_OFF,
    features: on ? SYNC_FEATURES : [],
    status: on ? 'Disponible' : 'Non disponible',
  });
  return [
    item(
      'Synchronisation CalDAV (iCloud, Nextcloud, Fastmail…)',
      sync?.caldav === true,
      'Connectez l’agenda de votre serveur CalDAV avec un mot de passe d’application, dans les deux sens.',
    ),
    item(
      'Synchronisation Google Agenda',
      sync?.google === true,
      'Connectez votre compte Google\u00a0: vos agendas Google et JurisRDV se synchronisent dans les deux sens.',
    ),
    item(
      'Synchronisation Outlook (Microsoft 365)',
      sync?.microsoft === true,
      'Connectez votre compte Microsoft 365 ou Outlook.com\u00a0: vos agendas Outlook et JurisRDV se synchronisent dans les deux sens.',
    ),
  ];
}

/**
 * « Disponible » only for what works in the product today. How this deployment is set up (an SMTP
 * server, Stripe keys) is not a product fact: the administrator reads it on /admin (platform health),
 * the sales pitch does not (issue 26 §7) — except the calendar sync, whose very existence depends on it.
 */
function integrations(facts: TSiteFacts, sync: TCalendarSyncAvailability | undefined): TIntegration[] {
  return [
    {
      name: 'Calendriers iCalendar',
      category: 'Agenda',
      description:
        'Importez vos agendas existants, par lien ou par fichier\u00a0: leurs indisponibilités bloquent vos créneaux en ligne.',
      features: [
        'Import par lien ou par fichier .ics',
        'Plusieurs agendas, une couleur chacun',
        'Agendas par lien relus automatiquement',
      ],
      status: 'Disponible',
    },
    {
      name: 'Flux de vos rendez-vous',
      category: 'Agenda',
      description:
        'Une adresse privée au format iCalendar, à ajouter dans Google Agenda, Outlook ou Apple Calendrier, qui y affiche vos rendez-vous JurisRDV.',
      features: ['Adresse secrète, que vous pouvez renouveler', 'Rendez-vous confirmés et en attente'],
      status: 'Disponible',
    },
    {
      name: 'Visioconférence',
      category: 'Visioconférence',
      description: `Un lien de consultation unique et impossible à deviner est créé pour chaque rendez-vous à distance, sur ${facts.videoHost}.`,
      features: [
        'Un lien par rendez-vous',
        `Lien dans l'espace du client ${VIDEO_JOIN_LEAD_MINUTES} minutes avant`,
      ],
      status: 'Disponible',
    },
    {
      name: 'Factures Factur-X',
      category: 'Comptabilité',
      description:
        'Chaque facture et chaque avoir émis est un PDF Factur-X (EN\u00a016931) qui embarque ses données structurées, lisibles par les logiciels comptables compatibles.',
      features: ['Un PDF par facture ou avoir', 'Montants HT, TVA et TTC par taux'],
      status: 'Disponible',
    },
    ...calendarSyncIntegrations(sync),
  ];
}

export function ProIntegrationsPage() {
  const facts = useSiteFacts();
  const sync = useCalendarSyncAvailability();
  return (
    <ProPage
      title="Intégrations"
      eyebrow="Écosystème"
      intro="Ce que JurisRDV Pro échange aujourd'hui avec vos autres outils, et ce qu'il ne fait pas."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {(facts.data ? integrations(facts.data, sync.isSuccess ? sync.data : undefined) : []).map(
          (integration) => (
            <li
              key={integration.name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6"
            >
              <div className="flex items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{integration.name}</h2>
                  <p className="text-sm text-slate-500">{integration.category}</p>
                </div>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold',
                    integration.status === 'Disponible'
                      ? 'bg-emerald-100 text-emerald-800'
                      : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {integration.status}
                </span>
              </div>
              <p className="mt-3 text-slate-600">{integration.description}</p>
              {integration.features.length > 0 ? (
                <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
                  {integration.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ),
        )}
      </ul>
      <ProCtaBand
        title="Besoin d'une autre intégration&#8239;?"
        text="Dites-nous quels outils vous utilisez, depuis la page contact."
      />
    </ProPage>
  );
}
