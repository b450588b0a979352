import { Eye, HeartHandshake, Lock, type LucideIcon, Scale } from 'lucide-react';
import { ContentPage, ContentSection, TextLink } from '../../shared/content/content-page';
import { LEGAL_ENTITY } from '../../shared/content/legal-entity';

type TValue = { title: string; text: string; icon: LucideIcon };

const FIGURES = [
  { value: '500+', label: 'professionnels partenaires' },
  { value: '10000+', label: 'consultations réalisées' },
  { value: '95%', label: 'clients satisfaits' },
  { value: '24h', label: 'délai de réponse moyen' },
] as const;

const VALUES: readonly TValue[] = [
  {
    title: 'Accessibilité',
    text: "Le droit concerne tout le monde. Nous rendons la prise de rendez-vous simple, rapide et lisible, quel que soit votre budget ou l'endroit où vous vivez.",
    icon: Scale,
  },
  {
    title: 'Transparence',
    text: 'Honoraires affichés avant la réservation, avis vérifiés et critères de classement expliqués : vous choisissez en connaissance de cause.',
    icon: Eye,
  },
  {
    title: 'Confidentialité',
    text: 'Vos échanges relèvent du secret professionnel. Vos données sont hébergées en France et ne sont jamais revendues.',
    icon: Lock,
  },
  {
    title: 'Proximité',
    text: "Au cabinet, en visioconférence ou par téléphone : nous vous mettons en relation avec un professionnel à l'écoute, près de chez vous ou à distance.",
    icon: HeartHandshake,
  },
];

export function AboutPage() {
  return (
    <ContentPage
      title="À propos de JurisRDV"
      eyebrow="Qui sommes-nous ?"
      width="wide"
      intro="JurisRDV facilite l'accès au droit en permettant à chacun de trouver et de consulter rapidement un avocat, un notaire ou un commissaire de justice."
    >
      <ContentSection title="Notre mission">
        <p>
          Trop de personnes renoncent à consulter un professionnel du droit faute de savoir à qui s'adresser,
          combien cela coûtera ou quand elles pourront obtenir un rendez-vous. Notre mission est de lever ces
          obstacles : en quelques clics, vous comparez les profils, les honoraires et les disponibilités, puis
          vous réservez la consultation qui vous convient.
        </p>
        <p>
          Pour les professionnels, JurisRDV est aussi un outil de gestion du cabinet : agenda en ligne,
          dossiers, contacts et consultations à distance réunis au même endroit.
        </p>
      </ContentSection>

      <ContentSection title="Notre histoire">
        <p>
          {LEGAL_ENTITY.brand} a été fondée à Paris en {LEGAL_ENTITY.foundedYear} par une équipe réunissant
          des avocats et des ingénieurs, convaincus que la prise de rendez-vous juridique pouvait être aussi
          simple que celle d'un rendez-vous médical. La plateforme réunit aujourd'hui des professionnels
          partout en France.
        </p>
      </ContentSection>

      <section aria-labelledby="about-figures-title">
        <h2 id="about-figures-title" className="text-xl font-semibold text-slate-900 sm:text-2xl">
          JurisRDV en chiffres
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-6 text-center">
              <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-bold text-brand-700">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

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

      <ContentSection title="Une question ?">
        <p>
          Consultez notre <TextLink to="/faq">foire aux questions</TextLink> ou{' '}
          <TextLink to="/contact">contactez-nous</TextLink>. Vous êtes avocat, notaire ou commissaire de
          justice ? <TextLink to="/pro">Découvrez l'offre professionnelle</TextLink>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
