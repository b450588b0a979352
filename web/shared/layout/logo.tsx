import { Scale } from 'lucide-react';
import { Link } from 'react-router';

export function Logo({ to = '/', suffix }: { to?: string; suffix?: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-2 text-lg font-bold text-brand-800"
      aria-label={`JurisRDV${suffix ? ` ${suffix}` : ''}, accueil`}
    >
      <Scale className="h-6 w-6" aria-hidden="true" />
      <span>
        JurisRDV{suffix ? <span className="ml-1 text-sm font-semibold text-brand-600">{suffix}</span> : null}
      </span>
    </Link>
  );
}
