import { VIDEO_JOIN_LEAD_MINUTES } from '#domain/appointments/booking/change-window.ts';
import { ProCtaBand } from './pro-cta-band';
import { ProPage, ProSection } from './pro-page';

type TAnswer = { question: string; answer: string };
type TTheme = { title: string; answers: readonly TAnswer[] };

/**
 * Written answers, by theme. The seed's categories announced article counts (12, 18, 10…) for
 * articles that do not exist, and « Abonnement et facturation » for billing that does not exist.
 */
const THEMES: readonly TTheme[] = [
  {
    title: 'Premiers pas',
    answers: [
      {
        question: 'Comment mon compte est-il validé\u202f?',
        answer:
          "Après votre inscription, un administrateur vérifie vos informations professionnelles (numéro d'inscription au barreau ou à l'ordre) puis valide ou refuse votre compte. En attendant, vous pouvez vous connecter et préparer votre espace, mais votre fiche n'est pas publiée.",
      },
      {
        question: 'Quand ma fiche devient-elle visible des clients\u202f?',
        answer:
          "Une fois votre compte validé et votre fiche complète\u00a0: vos honoraires, un numéro de téléphone, au moins un mode de consultation et, si vous recevez au cabinet, l'adresse du cabinet.",
      },
    ],
  },
  {
    title: 'Planning et rendez-vous',
    answers: [
      {
        question: 'Comment choisir entre confirmation automatique et manuelle\u202f?',
        answer:
          "Avec la confirmation automatique, le rendez-vous est confirmé dès la réservation. En mode manuel, chaque demande apparaît dans le bloc «\u00a0RDV en attente\u00a0» de votre planning\u00a0: vous l'acceptez après avoir vérifié l'absence de conflit d'intérêts.",
      },
      {
        question: 'Mes agendas existants peuvent-ils bloquer mes créneaux\u202f?',
        answer:
          'Oui\u00a0: importez-les depuis le planning (rubrique «\u00a0Comptes importés\u00a0»). Leurs événements occupés sont retirés des créneaux proposés aux clients.',
      },
      {
        question: 'Mes clients peuvent-ils annuler\u202f?',
        answer:
          "Oui, depuis leur espace, jusqu'à 24\u00a0h avant le début du rendez-vous. Passé ce délai, ils doivent vous contacter directement.",
      },
    ],
  },
  {
    title: 'Visioconférence',
    answers: [
      {
        question: 'Comment se préparer à une visioconférence\u202f?',
        answer: `Chaque rendez-vous en visioconférence a son propre lien. Depuis «\u00a0Mes visioconférences\u00a0», vérifiez votre caméra et votre micro avec le bouton «\u00a0Test de connexion\u00a0»\u202f; le client trouve le lien dans son espace ${VIDEO_JOIN_LEAD_MINUTES} minutes avant le début.`,
      },
    ],
  },
  {
    title: 'Sécurité et données',
    answers: [
      {
        question: 'Qui voit mes dossiers et mes contacts\u202f?',
        answer:
          "Vous seul\u00a0: chaque professionnel n'accède qu'à ses propres dossiers, contacts et rendez-vous. Un client ne voit que ses propres rendez-vous et les documents qui le concernent.",
      },
    ],
  },
];

export function ProHelpCenterPage() {
  return (
    <ProPage
      title="Centre d'aide"
      eyebrow="Support"
      intro="Les réponses aux questions les plus courantes sur JurisRDV Pro, par thème."
    >
      {THEMES.map((theme) => (
        <ProSection key={theme.title} title={theme.title}>
          <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {theme.answers.map((item) => (
              <details key={item.question} className="group px-5">
                <summary className="cursor-pointer py-4 font-medium text-slate-900">{item.question}</summary>
                <p className="pb-5 text-slate-700">{item.answer}</p>
              </details>
            ))}
          </div>
        </ProSection>
      ))}

      <ProCtaBand
        title="Vous ne trouvez pas votre réponse&#8239;?"
        text="Écrivez-nous depuis la page contact&nbsp;: votre message est enregistré pour notre équipe."
      />
    </ProPage>
  );
}
