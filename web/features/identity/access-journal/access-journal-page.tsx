import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import {
  journalSearchParams,
  type TAccessJournalFilters,
  type TAccessJournalLine,
  ZAccessJournalFilters,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import {
  ACCESS_JOURNAL_ACTION_LABELS,
  ACCESS_JOURNAL_SUBJECT_LABELS,
} from '#domain/identity/access-journal/access-journal-vocabulary.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { accessJournalCsvHref, useAccessJournal } from './access-journal-api';
import { AccessJournalFiltersForm, EMPTY_JOURNAL_FILTERS } from './access-journal-filters-form';

const LOAD_ERROR = 'Impossible de charger le journal d’accès. Veuillez réessayer.';

const PARIS_MOMENT = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The page's filters from its address; anything the schema refuses is left out. */
function filtersOf(search: URLSearchParams): TAccessJournalFilters {
  const raw = Object.fromEntries(
    Object.keys(EMPTY_JOURNAL_FILTERS).flatMap((key) => {
      const value = search.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  const parsed = ZAccessJournalFilters.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

export function journalCaption(count: number): string {
  const plural = count > 1 ? 's' : '';
  return `Journal d’accès, du plus récent au plus ancien\u00a0: ${count} ligne${plural} affichée${plural}`;
}

function JournalRow({ line }: { line: TAccessJournalLine }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="whitespace-nowrap px-3 py-2 tabular-nums">
        <time dateTime={line.at}>{PARIS_MOMENT.format(new Date(line.at))}</time>
      </td>
      <td className="px-3 py-2">
        {line.actorLabel}
        {line.professionalName ? (
          <span className="block text-xs text-slate-500">Pour {line.professionalName}</span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <span className="block text-xs font-medium uppercase tracking-wide text-slate-500">
          {ACCESS_JOURNAL_SUBJECT_LABELS[line.subject]}
          {line.caseId !== null ? ` n°\u00a0${line.caseId}` : ''}
        </span>
        <span className="break-words">{line.label}</span>
      </td>
      <td className="px-3 py-2">{ACCESS_JOURNAL_ACTION_LABELS[line.action]}</td>
      <td className="px-3 py-2 font-mono text-xs">{line.ip ?? '—'}</td>
    </tr>
  );
}

/**
 * « Journal d'accès » (/pro/dashboard/journal-acces, issue 27 §2): who read or changed what, when and from
 * where. An associate sees the whole firm's lines, a lawyer those of their own records; the filters live in
 * the address, so a filtered view can be bookmarked, and the CSV export takes the same ones.
 */
export function AccessJournalPage() {
  useDocumentTitle('Journal d’accès');
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const journal = useAccessJournal(filters);
  const lines = journal.data?.pages.flatMap((page) => page.lines) ?? [];
  const scope = journal.data?.pages[0]?.scope;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Journal d’accès</h1>
          <p className="mt-1 text-slate-600">
            {scope === 'own'
              ? 'Chaque consultation et chaque modification de vos contacts, rendez-vous, messages et dossiers\u00a0: qui, quoi, quand et depuis où.'
              : 'Chaque consultation et chaque modification des contacts, rendez-vous, messages et dossiers du cabinet\u00a0: qui, quoi, quand et depuis où.'}{' '}
            Ce journal ne peut pas être modifié.
          </p>
        </div>
        <a
          href={accessJournalCsvHref(filters)}
          download
          className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <Download aria-hidden="true" className="size-4" />
          Exporter (CSV)
        </a>
      </div>
      <AccessJournalFiltersForm
        values={filters}
        onApply={(next) => setSearch(journalSearchParams(next), { replace: true })}
      />
      {journal.isPending ? (
        <Spinner />
      ) : journal.isError ? (
        <ErrorBox message={userMessage(journal.error, LOAD_ERROR)} />
      ) : lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
          Aucune ligne ne correspond à ces filtres.
        </p>
      ) : (
        <div className="space-y-3">
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            aria-label="Lignes du journal d’accès"
            className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          >
            <table className="w-full min-w-[44rem] text-left text-sm text-slate-800">
              <caption className="sr-only">{journalCaption(lines.length)}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Date et heure
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Qui
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Quoi
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Depuis (IP)
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <JournalRow key={line.id} line={line} />
                ))}
              </tbody>
            </table>
          </section>
          {journal.hasNextPage ? (
            <Button
              variant="outline"
              disabled={journal.isFetchingNextPage}
              onClick={() => void journal.fetchNextPage()}
            >
              {journal.isFetchingNextPage ? 'Chargement…' : 'Afficher les lignes plus anciennes'}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
