import { OFFICIAL_DIRECTORY_LABELS } from '#domain/identity/official-directories/directory-formats.ts';
import {
  MATCH_STATE_LABELS,
  matchedFieldLabel,
  type TRegistrationMatch,
} from '#domain/identity/official-directories/official-directory-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import type { TProfessionalType } from '#domain/kernel/vocabulary/search-options.ts';
import { Badge } from '#web/shared/ui/badge.tsx';

const dayFormat = frenchDateFormat({ dateStyle: 'long', timeZone: 'Europe/Paris' });
const civilDay = frenchDateFormat({ dateStyle: 'long', timeZone: 'UTC' });

const BADGE_CLASSES: Record<TRegistrationMatch['state'], string> = {
  found: 'bg-emerald-100 text-emerald-800',
  differences: 'bg-amber-100 text-amber-900',
  absent: 'bg-red-100 text-red-800',
  unavailable: 'bg-slate-100 text-slate-700',
};

/**
 * How a registration compares with the official directory of its profession (issue 29 §1): the state, the
 * directory's line, and which fields differ.
 */
export function DirectoryMatch({
  match,
  profession,
}: {
  match: TRegistrationMatch;
  profession: TProfessionalType;
}) {
  const directory = OFFICIAL_DIRECTORY_LABELS[match.source];
  const imported = match.importedAt ? `, importé le ${dayFormat.format(new Date(match.importedAt))}` : '';
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-700">Annuaire officiel&nbsp;:</span>
        <Badge className={BADGE_CLASSES[match.state]}>{MATCH_STATE_LABELS[match.state]}</Badge>
      </p>
      <p className="mt-1 text-slate-600">
        {match.state === 'unavailable'
          ? `${directory}\u00a0: pas encore importé, rien à comparer.`
          : match.state === 'absent'
            ? `${directory}${imported}\u00a0: aucune ligne ne porte ce numéro ni ce nom.`
            : `${directory}${imported}.`}
      </p>
      {match.line ? (
        <p className="mt-1 text-slate-700">
          {[
            match.line.name,
            match.line.place,
            match.line.number ? `n°\u00a0${match.line.number}` : '',
            match.line.oathDate
              ? `serment le ${civilDay.format(new Date(`${match.line.oathDate}T00:00:00Z`))}`
              : '',
            match.line.specialisations.length
              ? `spécialisations\u00a0: ${match.line.specialisations.join(', ')}`
              : '',
          ]
            .filter((part) => part !== '')
            .join(' · ')}
        </p>
      ) : null}
      {match.differences.length ? (
        <ul className="mt-2 space-y-1" aria-label="Différences avec l’annuaire">
          {match.differences.map((difference) => (
            <li key={difference.field}>
              <span className="font-medium">{matchedFieldLabel(difference.field, profession)}</span>&nbsp;:{' '}
              {difference.declared || 'non renseigné'} (inscription) — {difference.directory || 'vide'}{' '}
              (annuaire)
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
