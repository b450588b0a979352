import { cn } from '../../shared/ui/cn';
import { ProCtaBand } from './pro-cta-band';
import { ProPage } from './pro-page';

type TIntegrationStatus = 'Disponible' | 'Bientôt disponible';

type TIntegration = {
  name: string;
  category: string;
  description: string;
  features: readonly string[];
  status: TIntegrationStatus;
};

const INTEGRATIONS: readonly TIntegration[] = [
  {
    name: 'Calendriers iCal',
    category: 'Agenda',
    description:
      'Importez vos agendas existants pour que leurs indisponibilités bloquent automatiquement vos créneaux.',
    features: ['Import par lien iCal', 'Plusieurs comptes', 'Couleur par calendrier'],
    status: 'Disponible',
  },
  {
    name: 'Visioconférence intégrée',
    category: 'Visioconférence',
    description:
      'Un lien de consultation unique et difficile à deviner est créé pour chaque rendez-vous à distance.',
    features: ['Lien envoyé par e-mail', "Salle d'attente", 'Aucune installation pour le client'],
    status: 'Disponible',
  },
  {
    name: 'Notifications par e-mail',
    category: 'Communication',
    description:
      'Confirmations, rappels 24h avant et liens de visioconférence envoyés automatiquement à vos clients.',
    features: ['Confirmation de réservation', 'Rappel automatique', 'Annulation et report'],
    status: 'Disponible',
  },
  {
    name: 'Google Agenda',
    category: 'Agenda',
    description: 'Synchronisation dans les deux sens entre votre planning JurisRDV et Google Agenda.',
    features: ['Synchronisation bidirectionnelle', 'Mise à jour en temps réel'],
    status: 'Bientôt disponible',
  },
  {
    name: 'Microsoft Outlook',
    category: 'Agenda',
    description: 'Retrouvez vos rendez-vous JurisRDV dans Outlook et Microsoft 365.',
    features: ['Synchronisation bidirectionnelle', 'Comptes professionnels Microsoft 365'],
    status: 'Bientôt disponible',
  },
  {
    name: 'Export comptable',
    category: 'Comptabilité',
    description: 'Exportez vos honoraires et encaissements vers votre logiciel de comptabilité.',
    features: ['Export CSV', 'Fichier des écritures comptables (FEC)'],
    status: 'Bientôt disponible',
  },
  {
    name: 'Paiement en ligne',
    category: 'Paiement',
    description: 'Proposez à vos clients de régler leur consultation par carte au moment de la réservation.',
    features: ['Paiement sécurisé', 'Reçus automatiques'],
    status: 'Bientôt disponible',
  },
  {
    name: 'Signature électronique',
    category: 'Documents',
    description:
      "Faites signer conventions d'honoraires et mandats à distance, directement depuis un dossier.",
    features: ['Signature avancée', 'Archivage dans le dossier'],
    status: 'Bientôt disponible',
  },
];

export function ProIntegrationsPage() {
  return (
    <ProPage
      title="Intégrations"
      eyebrow="Écosystème"
      intro="JurisRDV Pro s'intègre à vos outils du quotidien pour éviter les doubles saisies."
    >
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {INTEGRATIONS.map((integration) => (
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
                    : 'bg-amber-100 text-amber-900',
                )}
              >
                {integration.status}
              </span>
            </div>
            <p className="mt-3 text-slate-600">{integration.description}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700 marker:text-brand-600">
              {integration.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <ProCtaBand
        title="Besoin d'une autre intégration ?"
        text="Dites-nous quels outils vous utilisez : nos priorités de développement dépendent de vos retours."
      />
    </ProPage>
  );
}
