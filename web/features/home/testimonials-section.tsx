import { TestimonialCard } from './testimonial-card';
import { HOME_TESTIMONIALS } from './testimonials';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="home-testimonials-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2
          id="home-testimonials-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900"
        >
          Ils nous ont fait confiance
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          Des milliers de personnes ont déjà trouvé le bon professionnel grâce à JurisRDV.
        </p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {HOME_TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
