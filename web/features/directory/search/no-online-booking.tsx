import { MapPin, Phone } from 'lucide-react';
import { cn } from '#web/shared/ui/cn.ts';
import { addressLine, phoneHref } from './professional-summary';

/** « Maître » once: a name already carrying the title keeps it as is. */
export function withTitle(name: string): string {
  return /^(ma[iî]tre|me)\s/i.test(name) ? name : `Maître ${name}`;
}

/**
 * What a professional who takes no online bookings shows instead of « Aucune disponibilité … » (issue 15 §6):
 * they are not full, they answer the phone. Shared by the result card and the profile.
 */
export function NoOnlineBooking(props: {
  professional: { name: string; phone: string; streetAddress: string; postalCode: string; city: string };
  className?: string;
}) {
  const { professional } = props;
  return (
    <div className={cn('rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700', props.className)}>
      <p>{withTitle(professional.name)} ne prend pas de rendez-vous en ligne. Contactez le cabinet&nbsp;:</p>
      <ul className="mt-2 space-y-1">
        {professional.phone ? (
          <li className="flex items-start gap-2">
            <Phone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <a href={phoneHref(professional.phone)} className="font-medium text-brand-700 hover:underline">
              {professional.phone}
            </a>
          </li>
        ) : null}
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span>{addressLine(professional)}</span>
        </li>
      </ul>
    </div>
  );
}
