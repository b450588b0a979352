import { Link } from 'react-router';
import { BulletList, ContentPage, ContentSection, TextLink } from '../../shared/content/content-page';

const FEES = [
  {
    label: 'Première consultation',
    amount: 'de 95 € à 180 €',
    note: 'selon le professionnel, affiché sur sa fiche',
  },
  {
    label: 'Consultation de suivi',
    amount: '100 €',
    note: 'pour un rendez-vous complémentaire sur le même dossier',
  },
  { label: 'Consultation urgente', amount: '180 €', note: 'pour une situation qui ne peut pas attendre' },
] as const;

export function ProfessionalsPage() {
  return (
    <ContentPage
      title="Tarifs"
      eyebrow="Honoraires et paiement"
      intro="La réservation sur JurisRDV est gratuite pour les clients. Vous ne payez que les honoraires du professionnel que vous consultez, annoncés avant la réservation."
    >
      <ContentSection title="Réserver est gratuit">
        <p>
          Rechercher un professionnel, consulter sa fiche et réserver un rendez-vous ne vous coûte rien :
          aucun frais de service ni abonnement ne sont facturés aux clients. Le professionnel fixe librement
          ses honoraires et vous les réglez directement.
        </p>
      </ContentSection>

      <section aria-labelledby="fees-title">
        <h2 id="fees-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Honoraires indicatifs
        </h2>
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Honoraires indicatifs des consultations</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type de consultation
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Tarif
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  Précisions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {FEES.map((fee) => (
                <tr key={fee.label}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {fee.label}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-900">{fee.amount}</td>
                  <td className="hidden px-4 py-3 text-slate-600 sm:table-cell">{fee.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-slate-600">
          Le tarif exact de la première consultation est indiqué sur la fiche de chaque professionnel et
          rappelé avant la confirmation.
        </p>
      </section>

      <ContentSection title="Moyens de paiement">
        <BulletList
          items={[
            'Carte bancaire, chèque ou espèces, selon les modalités acceptées par le professionnel.',
            'Des facilités de paiement peuvent être accordées sur demande.',
            "L'aide juridictionnelle est acceptée par de nombreux professionnels : utilisez le filtre correspondant dans la recherche.",
            'Certaines assurances de protection juridique prennent en charge tout ou partie des honoraires.',
          ]}
        />
      </ContentSection>

      <ContentSection title="Annulation">
        <p>
          Vous pouvez annuler ou déplacer gratuitement votre rendez-vous jusqu'à 24h avant son début depuis
          votre espace personnel. Pour toute autre question, consultez la <TextLink to="/faq">FAQ</TextLink>.
        </p>
      </ContentSection>

      <ContentSection title="Vous êtes un professionnel du droit ?">
        <p>
          Les offres d'abonnement destinées aux avocats, notaires et commissaires de justice sont présentées
          sur <TextLink to="/pro/tarifs">la page tarifs de JurisRDV Pro</TextLink>.
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
