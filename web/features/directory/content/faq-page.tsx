import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { VIDEO_JOIN_LEAD_MINUTES } from '#domain/appointments/booking/change-window.ts';
import type { TSiteFacts } from '#domain/directory/site/site-facts.ts';
import { videoProviderSentence } from '#domain/directory/site/site-statements.ts';
import { ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

type TFaqItem = { question: string; answer: ReactNode };

/** Answers that depend on the configuration are written from the facts the server states. */
function faqItems(facts: TSiteFacts): readonly TFaqItem[] {
  return [
    {
      question: 'Comment prendre rendez-vous avec un professionnel du droit\u202f?',
      answer: (
        <p>
          Lancez une recherche depuis la page d'accueil en indiquant le type de professionnel, le domaine du
          droit et votre ville. Sur la fiche ou dans les résultats, choisissez un créneau, précisez le motif
          et le mode de consultation, puis connectez-vous pour confirmer. La réservation ne prend que quelques
          minutes.
        </p>
      ),
    },
    {
      question: 'Faut-il créer un compte pour réserver\u202f?',
      answer: (
        <p>
          Vous pouvez rechercher et consulter les profils librement. Un compte gratuit est nécessaire pour
          confirmer un rendez-vous&nbsp;: il vous permet de retrouver vos rendez-vous, votre historique et les
          documents partagés dans votre espace personnel.
        </p>
      ),
    },
    {
      question: 'Puis-je annuler ou déplacer mon rendez-vous\u202f?',
      answer: (
        <p>
          Oui, depuis votre espace personnel, jusqu'à 24&nbsp;h avant le début de la consultation. Passé ce
          délai, contactez directement le professionnel. Certains professionnels confirment manuellement les
          demandes&nbsp;:{' '}
          {facts.emailDelivery
            ? "vous êtes alors prévenu par e-mail dès qu'ils l'ont acceptée ou refusée."
            : 'leur réponse apparaît alors dans votre espace personnel.'}
        </p>
      ),
    },
    {
      question: 'Comment se déroule une consultation en visioconférence\u202f?',
      answer: (
        <p>
          Chaque rendez-vous en visioconférence a son propre lien de connexion, disponible dans votre espace
          personnel {VIDEO_JOIN_LEAD_MINUTES} minutes avant le début
          {facts.emailDelivery ? " et envoyé avec l'e-mail de confirmation" : ''}. Il vous faut une caméra, un
          micro et une connexion internet. {videoProviderSentence(facts.videoHost)}
        </p>
      ),
    },
    {
      question: 'Combien coûte une consultation et comment la payer\u202f?',
      answer: (
        <p>
          La réservation sur JurisRDV est gratuite. Vous réglez uniquement les honoraires du professionnel,
          qu'il indique sur sa fiche et qui sont affichés avant la réservation. Le paiement se fait
          directement auprès du professionnel&nbsp;: JurisRDV n'encaisse aucun paiement. Voir nos{' '}
          <TextLink to="/professionals">tarifs</TextLink>.
        </p>
      ),
    },
    {
      question: "Puis-je bénéficier de l'aide juridictionnelle\u202f?",
      answer: (
        <p>
          L'aide juridictionnelle permet, sous conditions de ressources, de faire prendre en charge tout ou
          partie des honoraires par l'État. Utilisez le filtre «&nbsp;Accepte l'aide juridictionnelle&nbsp;»
          dans la recherche pour trouver les professionnels qui l'acceptent. La demande se fait auprès du
          bureau d'aide juridictionnelle du tribunal ou en ligne sur le site du service public.
        </p>
      ),
    },
    {
      question: 'Mes échanges avec le professionnel sont-ils confidentiels\u202f?',
      answer: (
        <p>
          Les avocats, notaires et commissaires de justice sont tenus au secret professionnel. Dans JurisRDV,
          vos réponses au questionnaire préparatoire et les documents partagés ne sont accessibles qu'à vous
          et au professionnel concerné.
        </p>
      ),
    },
    {
      question: 'Comment mes données personnelles sont-elles protégées\u202f?',
      answer: (
        <p>
          {facts.secureTransport ? 'Vos échanges avec le site sont chiffrés (HTTPS). ' : ''}Votre mot de passe
          n'est jamais stocké en clair. Depuis votre espace personnel, vous pouvez modifier vos informations,
          télécharger vos données et supprimer votre compte. Pour en savoir plus, consultez notre{' '}
          <TextLink to="/privacy-policy">politique de confidentialité</TextLink>.
        </p>
      ),
    },
  ];
}

export function FaqPage() {
  const facts = useSiteFacts();
  return (
    <ContentPage
      title="Questions fréquentes"
      eyebrow="FAQ"
      intro="Réservation, annulation, visioconférence, paiement&nbsp;: nos réponses à vos questions."
    >
      {/* The answers state how this instance is configured: none is guessed before the facts arrive. */}
      {facts.isError ? (
        <ErrorBox message="Impossible de charger les questions fréquentes. Veuillez réessayer." />
      ) : null}
      {facts.isPending ? <Spinner /> : null}
      <div
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white empty:hidden"
        aria-busy={facts.isPending}
      >
        {(facts.data ? faqItems(facts.data) : []).map((item) => (
          <details key={item.question} className="group px-5 py-1">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <div className="pb-5 text-slate-700 leading-relaxed">{item.answer}</div>
          </details>
        ))}
      </div>

      <ContentSection title="Vous n'avez pas trouvé votre réponse&#8239;?">
        <p>
          Écrivez-nous depuis la <TextLink to="/contact">page contact</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
