import { LandingSection } from './landing-section';

/**
 * The seed's three testimonials were invented lawyers: none is shown until real ones, given with
 * consent, exist (PRODUCT.md §8). The section stays, since the header's « Témoignages » leads here.
 */
export function ProTestimonialsSection() {
  return (
    <LandingSection id="temoignages" title="Témoignages">
      <p className="mx-auto max-w-2xl text-center text-slate-600">
        Aucun témoignage n'est publié pour le moment. Nous ne publierons que des avis de professionnels
        réellement inscrits sur JurisRDV Pro, avec leur accord.
      </p>
    </LandingSection>
  );
}
