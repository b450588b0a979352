import { Eye, HeartHandshake, Lock, type LucideIcon, Scale } from 'lucide-react';
import { formatCount } from '#domain/directory/site/site-statements.ts';
import { ContentPage, ContentSection, TextLink } from '#web/shared/content/content-page.tsx';
import { LEGAL_ENTITY } from '#web/shared/content/legal-entity.ts';
import { useSiteFacts } from '#web/shared/site/use-site-facts.ts';

type TValue = { title: string; text: string; icon: LucideIcon };
type TFigure = { value: string; label: string };

const VALUES: readonly TValue[] = [
  {
    title: 'Accessibilité',
    text: "Le droit concerne tout le monde\u00a0: rechercher et réserver ne coûtent rien, et le filtre «\u00a0Accepte l'aide juridictionnelle\u00a0» aide à trouver un professionnel qui l'accepte.",
    icon: Scale,
  },
  {
    title: 'Transparence',
    text: 'Les honoraires de première consultation indiqués par chaque professionnel sont affichés avant la réservation, et la page de résultats explique comment les résultats sont classés.',
    icon: Eye,
  },
  {
    title: 'Confidentialité',
    text: "Les avocats, notaires et commissaires de justice sont tenus au secret professionnel. Vos réponses au questionnaire préparatoire et vos documents ne sont accessibles qu'à vous et au professionnel consulté.",
    icon: Lock,
  },
  {
    title: 'Proximité',
    text: 'Au cabinet, en visioconférence ou par téléphone\u00a0: la recherche par ville ou code postal retient les professionnels proches de chez vous, et la consultation à distance vous évite le déplacement.',
    icon: HeartHandshake,
  },
];

/**
 * The seed's « 500+ professionnels, 10000+ consultations, 95 % satisfaits, 24h » were invented:
 * only figures counted from the database are shown (PRODUCT.md §8).
 */
function useFigures(): TFigure[] {
  const facts = useSiteFacts().data;
  if (!facts || facts.publicProfessionalCount === 0) return [];
  return [
    { value: formatCount(facts.publicProfessionalCount), label: 'professionnels du droit référencés' },
    { value: formatCount(facts.publicCommuneCount), label: 'communes où les consulter' },
    { value: '3', label: 'modes de consultation\u00a0: cabinet, visioconférence, téléphone' },
  ];
}

export function AboutPage() {
  const figures = useFigures();
  return (
    <ContentPage
      title="À propos de JurisRDV"
      eyebrow="Qui sommes-nous&#8239;?"
      width="wide"
      intro="JurisRDV facilite l'accès au droit en permettant à chacun de trouver et de consulter rapidement un avocat, un notaire ou un commissaire de justice."
    >
      <ContentSection title="Notre mission">
        <p>
          Trop de personnes renoncent à consulter un professionnel du droit faute de savoir à qui s'adresser,
          combien cela coûtera ou quand elles pourront obtenir un rendez-vous. Notre mission est de lever ces
          obstacles&nbsp;: en quelques clics, vous comparez les profils, les honoraires et les disponibilités,
          puis vous réservez la consultation qui vous convient.
        </p>
        <p>
          Pour les professionnels, JurisRDV est aussi un outil de gestion du cabinet&nbsp;: agenda en ligne,
          dossiers, contacts et consultations à distance réunis au même endroit.
        </p>
      </ContentSection>

      <ContentSection title="Notre histoire">
        <p>
          {LEGAL_ENTITY.brand} a été fondée à Paris en {LEGAL_ENTITY.foundedYear}, avec une conviction&nbsp;:
          prendre rendez-vous avec un professionnel du droit devrait être aussi simple que prendre rendez-vous
          chez un médecin.
        </p>
      </ContentSection>

      {figures.length > 0 ? (
        <section aria-labelledby="about-figures-title">
          <h2 id="about-figures-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
            JurisRDV en chiffres
          </h2>
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col-reverse rounded-xl bg-brand-50 p-6 text-center"
              >
                <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
                <dd className="text-3xl font-bold text-brand-700">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600">
            Chiffres comptés sur les fiches publiées, mis à jour chaque minute.
          </p>
        </section>
      ) : null}

      <section aria-labelledby="about-values-title">
        <h2 id="about-values-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          Nos valeurs
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl border border-slate-200 bg-white p-6">
              <value.icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-700 leading-relaxed">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <ContentSection title="Une question&#8239;?">
        <p>
          Consultez notre <TextLink to="/faq">foire aux questions</TextLink> ou{' '}
          <TextLink to="/contact">contactez-nous</TextLink>. Vous êtes avocat, notaire ou commissaire de
          justice&#8239;? <TextLink to="/pro">Découvrez l'offre professionnelle</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
