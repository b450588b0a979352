import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContentPage, ContentSection, TextLink } from '../../shared/content/content-page';

type TFaqItem = { question: string; answer: ReactNode };

const FAQ_ITEMS: readonly TFaqItem[] = [
  {
    question: 'Comment prendre rendez-vous avec un professionnel du droit ?',
    answer: (
      <p>
        Lancez une recherche depuis la page d'accueil en indiquant le type de professionnel, la spécialité et
        votre ville. Sur la fiche ou dans les résultats, choisissez un créneau, précisez le motif et le mode
        de consultation, puis connectez-vous pour confirmer. La réservation ne prend que quelques minutes.
      </p>
    ),
  },
  {
    question: 'Faut-il créer un compte pour réserver ?',
    answer: (
      <p>
        Vous pouvez rechercher et consulter les profils librement. Un compte gratuit est nécessaire pour
        confirmer un rendez-vous : il vous permet de retrouver vos rendez-vous, votre historique et les
        documents partagés dans votre espace personnel.
      </p>
    ),
  },
  {
    question: 'Puis-je annuler ou déplacer mon rendez-vous ?',
    answer: (
      <p>
        Oui, depuis votre espace personnel, jusqu'à 24h avant le début de la consultation. Passé ce délai,
        contactez directement le professionnel. Certains professionnels confirment manuellement les demandes :
        vous êtes alors prévenu par e-mail dès qu'ils l'ont acceptée ou refusée.
      </p>
    ),
  },
  {
    question: 'Comment se déroule une consultation en visioconférence ?',
    answer: (
      <p>
        Après la réservation, vous recevez par e-mail un lien de connexion personnel. Le jour venu, il suffit
        d'un ordinateur, d'une tablette ou d'un smartphone équipé d'une caméra et d'un micro. Nous vous
        conseillons de vous connecter quelques minutes en avance dans un endroit calme.
      </p>
    ),
  },
  {
    question: 'Combien coûte une consultation et comment la payer ?',
    answer: (
      <p>
        La réservation sur JurisRDV est gratuite. Vous réglez uniquement les honoraires du professionnel,
        affichés avant la réservation : la première consultation coûte généralement entre 95 € et 180 €. Le
        paiement se fait par carte, chèque ou espèces selon le professionnel. Voir nos{' '}
        <TextLink to="/professionals">tarifs</TextLink>.
      </p>
    ),
  },
  {
    question: "Puis-je bénéficier de l'aide juridictionnelle ?",
    answer: (
      <p>
        L'aide juridictionnelle permet, sous conditions de ressources, de faire prendre en charge tout ou
        partie des honoraires par l'État. Utilisez le filtre « Accepte l'aide juridictionnelle » dans la
        recherche pour trouver les professionnels qui l'acceptent. La demande se fait auprès du bureau d'aide
        juridictionnelle du tribunal ou en ligne sur le site du service public.
      </p>
    ),
  },
  {
    question: 'Mes échanges avec le professionnel sont-ils confidentiels ?',
    answer: (
      <p>
        Oui. Les avocats, notaires et commissaires de justice sont tenus au secret professionnel. Les
        informations que vous confiez dans le questionnaire préparatoire ou les documents partagés ne sont
        accessibles qu'à vous et au professionnel concerné.
      </p>
    ),
  },
  {
    question: 'Comment mes données personnelles sont-elles protégées ?',
    answer: (
      <p>
        Vos données sont hébergées en France, chiffrées lors de leur transmission et traitées conformément au
        RGPD. Elles ne sont jamais revendues. Vous pouvez à tout moment y accéder, les rectifier ou demander
        leur suppression. Pour en savoir plus, consultez notre{' '}
        <TextLink to="/privacy-policy">politique de confidentialité</TextLink>.
      </p>
    ),
  },
];

export function FaqPage() {
  return (
    <ContentPage
      title="Questions fréquentes"
      eyebrow="FAQ"
      intro="Réservation, annulation, visioconférence, paiement : retrouvez les réponses aux questions les plus posées."
    >
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {FAQ_ITEMS.map((item) => (
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

      <ContentSection title="Vous n'avez pas trouvé votre réponse ?">
        <p>
          Notre équipe vous répond sous 24h : <TextLink to="/contact">contactez-nous</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
