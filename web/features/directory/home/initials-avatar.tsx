import { cn } from '#web/shared/ui/cn.ts';

export type TAvatarColor = 'blue' | 'emerald' | 'amber' | 'rose' | 'violet' | 'teal';

const COLOR_CLASSES: Record<TAvatarColor, string> = {
  blue: 'bg-brand-100 text-brand-800',
  emerald: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  rose: 'bg-rose-100 text-rose-800',
  violet: 'bg-violet-100 text-violet-800',
  teal: 'bg-teal-100 text-teal-800',
};

export function getInitials(name: string): string {
  return name
    .replace(/^(Maître|Me)\s+/i, '')
    .split(/[\s-]+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A coloured circle with initials: we load no external images. */
export function InitialsAvatar({
  name,
  color,
  className,
}: {
  name: string;
  color: TAvatarColor;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full text-base font-semibold',
        COLOR_CLASSES[color],
        className,
      )}
    >
      {getInitials(name)}
    </span>
  );
}
