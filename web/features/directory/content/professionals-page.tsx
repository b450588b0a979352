import { Link } from 'react-router';
import { BulletList, ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';

/**
 * « Tarifs » for clients. The seed's fixed table (95 € to 180 €, follow-up 100 €, urgent 180 €) was
 * nobody's fee: each professional states their own, shown on their profile (PRODUCT.md §2).
 */
export function ProfessionalsPage() {
  return (
    <ContentPage
      title="Tarifs"
      eyebrow="Honoraires et paiement"
      intro="La réservation sur JurisRDV est gratuite pour les clients. Vous ne payez que les honoraires du professionnel que vous consultez, annoncés avant la réservation."
    >
      <ContentSection title="Réserver est gratuit">
        <p>
          Rechercher un professionnel, consulter sa fiche et réserver un rendez-vous ne vous coûte rien&nbsp;:
          aucun frais de service ni abonnement ne sont facturés aux clients. Le professionnel fixe librement
          ses honoraires et vous les réglez directement.
        </p>
      </ContentSection>

      <ContentSection title="Honoraires">
        <p>
          Chaque professionnel indique lui-même ses honoraires sur sa fiche&nbsp;: la première consultation
          et, s'il les propose, la consultation de suivi et la consultation urgente. Le tarif de la première
          consultation est affiché sur sa fiche et sur la carte des résultats, avant la réservation.
        </p>
      </ContentSection>

      <ContentSection title="Moyens de paiement">
        <BulletList
          items={[
            "Vous réglez le professionnel directement, selon les moyens de paiement qu'il indique sur sa fiche\u00a0: JurisRDV n'encaisse aucun paiement.",
            "Le filtre «\u00a0Accepte l'aide juridictionnelle\u00a0» de la recherche retient les professionnels qui l'acceptent.",
            'Certaines assurances de protection juridique prennent en charge tout ou partie des honoraires\u00a0: renseignez-vous auprès de votre assureur.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Annulation">
        <p>
          Vous pouvez annuler ou déplacer gratuitement votre rendez-vous jusqu'à 24&nbsp;h avant son début
          depuis votre espace personnel. Pour toute autre question, consultez la{' '}
          <TextLink to="/faq">FAQ</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Vous êtes un professionnel du droit&#8239;?">
        <p>
          L'offre destinée aux avocats, notaires et commissaires de justice est présentée sur{' '}
          <TextLink to="/pro/tarifs">la page tarifs de JurisRDV Pro</TextLink>.
        </p>
      </ContentSection>

      <div className="flex flex-col gap-3 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-medium text-slate-900">
          Comparez les honoraires et les disponibilités près de chez vous.
        </p>
        <Link
          to="/search"
          className="inline-flex h-10 shrink-0 items-center justify-center rounded-md bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Rechercher un avocat
        </Link>
      </div>
    </ContentPage>
  );
}
