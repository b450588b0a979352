import { Star } from 'lucide-react';
import { cn } from '#web/shared/ui/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `rating` of them filled, read as « Note : 4 sur 5 ». */
export function ReviewStars(props: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Note\u00a0: ${props.rating} sur 5`}
      className={cn('inline-flex gap-0.5', props.className)}
    >
      {STARS.map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'h-4 w-4',
            value <= props.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
