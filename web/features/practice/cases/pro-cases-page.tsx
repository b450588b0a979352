import { CalendarClock, FolderOpen, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CASE_ACCESS_LABELS } from '#domain/practice/case-access/case-access-schemas.ts';
import {
  CASE_FILTERS,
  countCases,
  matchesCaseFilter,
  matchesCaseSearch,
  type TCaseFilter,
} from '#domain/practice/cases/case-filters.ts';
import {
  caseCategoryLabel,
  type TCaseSummary,
  type TSharedCaseSummary,
} from '#domain/practice/cases/case-schemas.ts';
import { useFirm } from '#web/features/identity/firms/firm-api.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { useCreationParam } from '#web/shared/layout/use-creation-param.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { CaseHandOverButton, useMayHandOver } from '../hand-over/case-hand-over-button';
import { CasePriorityBadge, CaseStatusBadge } from './case-badges';
import { CASE_FILTER_LABELS, formatDeadline } from './case-format';
import { NewCaseDialog } from './new-case-dialog';
import { useFirmCases, useProCases } from './pro-cases-api';

const LOAD_ERROR = 'Impossible de charger vos dossiers. Veuillez réessayer.';

/** The search also finds a case by its category's label (« Droit du travail »), as the card shows it. */
function searchable(caseItem: TCaseSummary) {
  return {
    ...caseItem,
    category: `${caseItem.category} ${caseCategoryLabel(caseItem.category)}`,
  };
}

export function ProCasesPage() {
  const staff = useStaff();
  return staff ? <StaffSharedCasesPage /> : <LawyerCasesPage />;
}

/**
 * An assistant has no cases of their own: only those a lawyer of the firm put them on the access list of
 * (ADR 0059), whichever lawyer they work for at the moment.
 */
function StaffSharedCasesPage() {
  useDocumentTitle('Dossiers partagés avec moi');
  const query = useProCases();
  return (
    <div>
      <div className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900">Dossiers partagés avec moi</h1>
        <p className="mt-1 text-slate-600">
          Les dossiers qu’un avocat du cabinet vous a ouverts&#8239;; les autres restent réservés aux avocats.
        </p>
      </div>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBox message={LOAD_ERROR} />
      ) : (query.data?.shared ?? []).length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <FolderOpen className="mx-auto h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">Aucun dossier partagé</h2>
          <p className="mt-1 text-slate-600">
            Un avocat du cabinet peut vous ajouter à un dossier depuis sa carte « Accès au dossier ».
          </p>
        </div>
      ) : (
        <SharedCases cases={query.data?.shared ?? []} heading={null} />
      )}
    </div>
  );
}

function LawyerCasesPage() {
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

      <SharedCases cases={query.data?.shared ?? []} />
      <FirmCases />

      <NewCaseDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/**
 * « Partagés avec moi »: colleagues' cases on the viewer's access list, with their lawyer and the right;
 * `heading` null when the page's own title already says it.
 */
function SharedCases(props: { cases: TSharedCaseSummary[]; heading?: null }) {
  if (props.cases.length === 0) return null;
  const list = (
    <ul className="grid gap-4 lg:grid-cols-2" aria-label="Dossiers partagés avec moi">
      {props.cases.map((caseItem) => (
        <SharedCaseCard key={caseItem.id} caseItem={caseItem} />
      ))}
    </ul>
  );
  if (props.heading === null) return list;
  return (
    <section aria-labelledby="shared-cases" className="mt-10">
      <h2 id="shared-cases" className="mb-4 text-xl font-semibold text-slate-900">
        Partagés avec moi
      </h2>
      {list}
    </section>
  );
}

function SharedCaseCard({ caseItem }: { caseItem: TSharedCaseSummary }) {
  return (
    <li
      aria-labelledby={`shared-case-${caseItem.id}`}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`shared-case-${caseItem.id}`} className="text-lg font-semibold text-slate-900">
          {caseItem.title}
        </h3>
        <CaseStatusBadge status={caseItem.status} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">Avocat responsable</dt>
          <dd className="text-slate-900">{caseItem.responsibleLawyer}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Votre accès</dt>
          <dd className="text-slate-900">{CASE_ACCESS_LABELS[caseItem.access]}</dd>
        </div>
      </dl>
      <div className="mt-4 flex justify-end">
        <Link
          to={paths.pro.case(caseItem.id)}
          aria-describedby={`shared-case-${caseItem.id}`}
          className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          Ouvrir
        </Link>
      </div>
    </li>
  );
}

/**
 * « Dossiers du cabinet », for associates: every case of the firm by title, status and lawyer. A case opens
 * only for those on its list, so only those have a link.
 */
function FirmCases() {
  const firm = useFirm();
  const allowed = firm.data?.myPermissions.includes('cases.list-firm') ?? false;
  const query = useFirmCases(allowed);
  const mayHandOver = useMayHandOver(true);
  if (!allowed) return null;
  return (
    <section aria-labelledby="firm-cases" className="mt-10">
      <h2 id="firm-cases" className="text-xl font-semibold text-slate-900">
        Dossiers du cabinet
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Titre et avocat responsable de chaque dossier. Un dossier ne s’ouvre que pour les membres de sa liste
        d’accès&#8239;; vous pouvez le confier à un autre avocat du cabinet sans l’ouvrir.
      </p>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorBox message="Impossible de charger les dossiers du cabinet. Veuillez réessayer." />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Dossiers du cabinet</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  Dossier
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Statut
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  Avocat responsable
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {query.data.cases.map((caseItem) => (
                <tr key={caseItem.id}>
                  <td className="px-4 py-2 text-slate-900">
                    {caseItem.access ? (
                      <Link to={paths.pro.case(caseItem.id)} className="font-medium text-blue-700 underline">
                        {caseItem.title}
                      </Link>
                    ) : (
                      caseItem.title
                    )}
                  </td>
                  <td className="px-4 py-2 text-slate-700">{caseItem.status}</td>
                  <td className="px-4 py-2 text-slate-700">{caseItem.responsibleLawyer}</td>
                  <td className="px-4 py-2 text-right">
                    {mayHandOver ? (
                      <CaseHandOverButton
                        caseId={caseItem.id}
                        title={caseItem.title}
                        size="sm"
                        label={`Confier le dossier «\u00a0${caseItem.title}\u00a0» à un confrère`}
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
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
