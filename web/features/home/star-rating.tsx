import { Star } from 'lucide-react';
import { cn } from '../../shared/ui/cn';

const MAX_RATING = 5;

export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={`${rounded} sur ${MAX_RATING}`}
      className={cn('flex items-center gap-0.5', className)}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed, never reordered row
          key={index}
          className={cn(
            'h-4 w-4',
            index < rounded ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
