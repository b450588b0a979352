import { Link } from 'react-router';
import { ProPage, ProSection } from './pro-page';

type TStep = { title: string; text: string };

/**
 * A self-paced start, written from the workspace as it is. The seed's paid trainings (299 €,
 * 990 €) and weekly webinars were offers nobody runs: they are not announced.
 */
const STEPS: readonly TStep[] = [
  {
    title: 'Créez votre compte',
    text: "Inscrivez-vous avec votre numéro d'inscription au barreau ou à l'ordre\u00a0: un administrateur vérifie vos informations puis valide votre compte.",
  },
  {
    title: 'Complétez votre fiche',
    text: '«\u00a0Ma fiche pro\u00a0»\u00a0: domaines d’activité, langues, présentation, prestations, honoraires, téléphone et adresse du cabinet. Votre fiche est publiée une fois complète et votre compte validé.',
  },
  {
    title: 'Réglez vos disponibilités',
    text: "«\u00a0Planning\u00a0», puis «\u00a0Configurer mes disponibilités\u00a0»\u00a0: vos horaires par mode de consultation, la durée des créneaux, le délai de prévenance et l'horizon de réservation.",
  },
  {
    title: 'Importez vos agendas',
    text: '«\u00a0Comptes importés\u00a0» dans le planning\u00a0: les indisponibilités de vos autres agendas bloquent vos créneaux en ligne.',
  },
  {
    title: 'Recevez vos premiers rendez-vous',
    text: '«\u00a0Mes rendez-vous\u00a0» et le planning les regroupent\u202f; en confirmation manuelle, acceptez ou refusez les demandes du bloc «\u00a0RDV en attente\u00a0».',
  },
];

export function ProTrainingPage() {
  return (
    <ProPage
      title="Formation"
      eyebrow="Accompagnement"
      intro="Prenez en main JurisRDV Pro à votre rythme&nbsp;: cinq étapes, de l'inscription à votre premier rendez-vous en ligne."
    >
      <ol className="grid gap-6 lg:grid-cols-2">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 font-semibold text-brand-700"
            >
              {index + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{step.title}</h2>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <ProSection title="Besoin d'aide&#8239;?">
        <p>
          Consultez le{' '}
          <Link to="/pro/centre-aide" className="font-medium text-brand-700 underline underline-offset-2">
            centre d'aide
          </Link>{' '}
          ou écrivez-nous depuis la{' '}
          <Link to="/pro/contact" className="font-medium text-brand-700 underline underline-offset-2">
            page contact
          </Link>
          .
        </p>
      </ProSection>
    </ProPage>
  );
}
