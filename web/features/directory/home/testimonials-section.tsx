/**
 * The seed's three testimonial cards were invented people: a testimonial is a claim, so none is
 * shown until real ones, given with consent, exist (PRODUCT.md §8).
 */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-testimonials-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          Témoignages
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Aucun témoignage n'est publié pour le moment. Nous ne publierons que des avis de personnes ayant
          réellement consulté un professionnel grâce à JurisRDV, avec leur accord.
        </p>
      </div>
    </section>
  );
}
