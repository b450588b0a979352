import { TestimonialCard } from '../home/testimonial-card';
import type { TTestimonial } from '../home/testimonials';
import { LandingSection } from './landing-section';

const PRO_TESTIMONIALS: readonly TTestimonial[] = [
  {
    name: 'Maître Isabelle Garnier',
    practice: 'Cabinet Garnier, Bordeaux',
    specialty: 'Droit de la famille',
    content:
      "Mes clients prennent rendez-vous le soir et le week-end, sans que mon secrétariat soit sollicité. J'ai gagné plusieurs heures par semaine dès le premier mois.",
    avatarColor: 'rose',
    rating: 5,
  },
  {
    name: 'Maître Antoine Rousseau',
    practice: 'Rousseau Avocats, Lille',
    specialty: 'Droit pénal',
    content:
      "La confirmation manuelle me permet de vérifier les conflits d'intérêts avant chaque rendez-vous. L'agenda et les dossiers sont enfin réunis au même endroit.",
    avatarColor: 'blue',
    rating: 5,
  },
  {
    name: 'Maître Léa Fournier',
    practice: 'Cabinet Fournier & Associés, Nantes',
    specialty: 'Droit du travail',
    content:
      "Les consultations en visioconférence m'ont ouvert une clientèle dans toute la région. Le support répond vite et connaît notre métier.",
    avatarColor: 'teal',
    rating: 4,
  },
];

export function ProTestimonialsSection() {
  return (
    <LandingSection
      id="temoignages"
      title="Ils ont choisi JurisRDV Pro"
      intro="Des avocats de toute la France utilisent JurisRDV Pro pour développer leur cabinet."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {PRO_TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
