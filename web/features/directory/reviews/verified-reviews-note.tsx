import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  HOW_REVIEWS_WORK_TITLE,
  VERIFIED_REVIEWS_SENTENCE,
} from '#domain/directory/reviews/review-policy.ts';
import { paths } from '#web/shared/paths.ts';
import { cn } from '#web/shared/ui/cn.ts';

/**
 * What goes next to every rating (issue 29 §3, D111-17): whether and how reviews are checked, and the page
 * that says how they work.
 */
export function VerifiedReviewsNote(props: { className?: string }) {
  return (
    <p className={cn('flex items-start gap-1.5 text-xs text-slate-600', props.className)}>
      <ShieldCheck className="mt-0.5 h-3.5 w-3.5 shrink-0 text-emerald-600" aria-hidden="true" />
      <span>
        {VERIFIED_REVIEWS_SENTENCE}{' '}
        <Link to={paths.howReviewsWork} className="font-medium text-brand-700 underline hover:text-brand-800">
          {HOW_REVIEWS_WORK_TITLE}
        </Link>
      </span>
    </p>
  );
}
