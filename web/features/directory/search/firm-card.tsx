import { Building2, MapPin, Users } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { firmCardCountText } from '#domain/directory/firms/search-firm-cards.ts';
import type { TProfessionalCard, TSearchFirmCard } from '#domain/directory/professionals/search-schemas.ts';
import { paths } from '#web/shared/paths.ts';

/**
 * A firm of several public lawyers, one or more of them in the results (issue 27 §3), shown after the first of
 * them: its name (the link to its public page), its logo, its city and how many of its lawyers this search
 * lists.
 */
export function FirmCard({ firm, lawyers }: { firm: TSearchFirmCard; lawyers: TProfessionalCard[] }) {
  const nameId = `${useId()}-firm`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex items-center gap-4 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5"
    >
      {firm.logoUrl ? (
        // The heading names the firm: the logo adds nothing for a screen reader.
        <img
          src={firm.logoUrl}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-white object-contain"
        />
      ) : (
        <div
          className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700"
          aria-hidden="true"
        >
          <Building2 className="h-7 w-7" />
        </div>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="text-xs font-medium tracking-wide text-brand-800 uppercase">Cabinet</p>
        <h2 id={nameId} className="text-lg font-semibold break-words text-slate-900">
          <Link to={paths.firm(firm.id)} className="hover:text-brand-700 hover:underline">
            {firm.name}
          </Link>
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {firm.city ? (
            <li className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {firm.city}
            </li>
          ) : null}
          <li className="flex items-center gap-1.5">
            <Users className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
            {firmCardCountText(firm, lawyers)}
          </li>
        </ul>
      </div>
    </article>
  );
}
