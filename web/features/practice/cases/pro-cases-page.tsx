import { CalendarClock, FolderOpen, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  CASE_FILTERS,
  countCases,
  matchesCaseFilter,
  matchesCaseSearch,
  type TCaseFilter,
} from '#domain/practice/cases/case-filters.ts';
import { caseCategoryLabel, type TCaseSummary } from '#domain/practice/cases/case-schemas.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { useCreationParam } from '#web/shared/layout/use-creation-param.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { CasePriorityBadge, CaseStatusBadge } from './case-badges';
import { CASE_FILTER_LABELS, formatDeadline } from './case-format';
import { NewCaseDialog } from './new-case-dialog';
import { useProCases } from './pro-cases-api';

const LOAD_ERROR = 'Impossible de charger vos dossiers. Veuillez réessayer.';

/** The search also finds a case by its category's label (« Droit du travail »), as the card shows it. */
function searchable(caseItem: TCaseSummary) {
  return {
    ...caseItem,
    category: `${caseItem.category} ${caseCategoryLabel(caseItem.category)}`,
  };
}

export function ProCasesPage() {
  useDocumentTitle('Mes dossiers');
  const [creating, setCreating] = useCreationParam();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<TCaseFilter>('all');
  const query = useProCases();

  const matching = (query.data?.cases ?? []).filter((caseItem) =>
    matchesCaseSearch(searchable(caseItem), search),
  );
  const counts = countCases(matching);
  const shown = matching.filter((caseItem) => matchesCaseFilter(caseItem, filter));

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Mes dossiers</h1>
          <p className="mt-1 text-slate-600">Gérez tous vos dossiers clients</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Nouveau dossier
        </Button>
      </div>

      <section aria-label="Compteurs des dossiers" className="mb-6 grid gap-4 sm:grid-cols-3">
        <Counter label="Total" value={counts.all} />
        <Counter label="Actifs" value={counts.active} />
        <Counter label="Clos" value={counts.closed} />
      </section>

      <div className="mb-6 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <div className="relative min-w-60 flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un dossier"
            placeholder="Rechercher un dossier, client…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Filtrer les dossiers</legend>
          {CASE_FILTERS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant={filter === value ? 'primary' : 'outline'}
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {CASE_FILTER_LABELS[value]} ({counts[value]})
            </Button>
          ))}
        </fieldset>
      </div>

      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBox message={LOAD_ERROR} />
      ) : shown.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <FolderOpen className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Aucun dossier trouvé</h2>
          <p className="mt-1 text-slate-600">
            {search.trim()
              ? `Aucun dossier ne correspond à «\u00a0${search.trim()}\u00a0».`
              : filter === 'all'
                ? 'Créez votre premier dossier avec «\u00a0Nouveau dossier\u00a0».'
                : 'Aucun dossier dans cette catégorie.'}
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" aria-label="Dossiers">
          {shown.map((caseItem) => (
            <CaseCard key={caseItem.id} caseItem={caseItem} />
          ))}
        </ul>
      )}

      <NewCaseDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function Counter(props: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{props.label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900">{props.value}</p>
    </div>
  );
}

function CaseCard(props: { caseItem: TCaseSummary }) {
  const { caseItem } = props;
  const headingId = `case-${caseItem.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {caseItem.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <CasePriorityBadge priority={caseItem.priority} />
          <CaseStatusBadge status={caseItem.status} />
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Client</dt>
          <dd className="text-slate-900">{caseItem.clientName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Type</dt>
          <dd className="text-slate-900">{caseCategoryLabel(caseItem.category)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Dernière mise à jour</dt>
          <dd className="text-slate-900">{formatInstantDate(caseItem.lastUpdate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Échéance</dt>
          <dd className="inline-flex items-center gap-1.5 text-slate-900">
            <CalendarClock className="h-4 w-4 text-slate-400" aria-hidden="true" />
            {formatDeadline(caseItem.nextDeadline)}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex justify-end">
        <Link
          to={paths.pro.case(caseItem.id)}
          aria-describedby={headingId}
          className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          Ouvrir
        </Link>
      </div>
    </li>
  );
}
