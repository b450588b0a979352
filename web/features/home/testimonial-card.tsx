import { InitialsAvatar } from './initials-avatar';
import { StarRating } from './star-rating';
import type { TTestimonial } from './testimonials';

export function TestimonialCard({ testimonial }: { testimonial: TTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <StarRating rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 text-slate-700 leading-relaxed">
        <p>« {testimonial.content} »</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <InitialsAvatar name={testimonial.name} color={testimonial.avatarColor} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">{testimonial.practice}</p>
          <p className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
            {testimonial.specialty}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
