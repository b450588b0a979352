import { LandingSection } from './landing-section';
import { PRO_TESTIMONIALS, type TProTestimonial } from './pro-testimonials';

export function ProTestimonialsSection(props: { testimonials?: readonly TProTestimonial[] }) {
  const testimonials = props.testimonials ?? PRO_TESTIMONIALS;
  if (testimonials.length === 0) return null;
  return (
    <LandingSection id="temoignages" title="Témoignages">
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.author} className="rounded-2xl border border-slate-200 bg-white p-6">
            <blockquote className="text-slate-700">{testimonial.quote}</blockquote>
            <p className="mt-4 font-semibold text-slate-900">{testimonial.author}</p>
            <p className="text-sm text-slate-600">{testimonial.role}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
