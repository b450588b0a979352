import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { appointmentStatusBadge } from '#domain/appointments/booking/appointment-status.ts';
import { CONTACT_TYPE_LABELS } from '#domain/practice/contacts/contact-schemas.ts';
import {
  type TWorkspaceSearchResponse,
  WORKSPACE_SEARCH_MAX_LENGTH,
  WORKSPACE_SEARCH_MIN_LENGTH,
} from '#domain/practice/workspace-search/workspace-search.ts';
import { apiGet, userMessage } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { useListboxKeys } from '#web/shared/ui/use-listbox-keys.ts';

const DEBOUNCE_MS = 250;

type TResultItem = { key: string; primary: string; secondary: string; href: string };
type TResultGroup = { key: string; heading: string; items: TResultItem[] };

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const frenchDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

function toGroups(data: TWorkspaceSearchResponse): TResultGroup[] {
  const groups: TResultGroup[] = [
    {
      key: 'cases',
      heading: 'Dossiers',
      items: data.cases.map((item) => ({
        key: `case-${item.id}`,
        primary: item.title,
        secondary: `${item.clientName} · ${item.status}`,
        href: paths.pro.case(item.id),
      })),
    },
    {
      key: 'contacts',
      heading: 'Contacts',
      items: data.contacts.map((item) => ({
        key: `contact-${item.id}`,
        primary: item.name,
        secondary: `${CONTACT_TYPE_LABELS[item.type]} · ${item.email}`,
        href: paths.pro.contact(item.id),
      })),
    },
    {
      key: 'appointments',
      heading: 'Rendez-vous',
      items: data.appointments.map((item) => ({
        key: `appointment-${item.id}`,
        primary: `${item.client} — ${item.type}`,
        secondary: `${frenchDate(item.date)} à ${item.time} · ${appointmentStatusBadge(item.status).label}`,
        href: paths.pro.appointments,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** Header search over the professional's own cases, contacts and appointments (ARIA combobox). */
export function WorkspaceSearch() {
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-resultats`;
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const searchable = term.length >= WORKSPACE_SEARCH_MIN_LENGTH;

  const query = useQuery({
    queryKey: ['pro', 'search', term],
    queryFn: () => apiGet<TWorkspaceSearchResponse>(`/api/pro/search?q=${encodeURIComponent(term)}`),
    enabled: searchable,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const groups = useMemo(() => (query.data ? toGroups(query.data) : []), [query.data]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);

  const optionId = (key: string) => `${baseId}-${key}`;
  const listbox = useListboxKeys({
    items,
    available: searchable,
    optionId: (item) => optionId(item.key),
    onChoose: (item) => {
      setText('');
      navigate(item.href);
    },
    // Enter goes to the highlighted result, or else to the first one shown.
    enterWithoutActive: 'first',
    onEscapeWhenClosed: () => setText(''),
  });
  const expanded = listbox.expanded;

  let status: string | null = null;
  if (expanded) {
    if (query.isError) status = userMessage(query.error, 'La recherche a échoué. Veuillez réessayer.');
    else if (!query.data) status = 'Recherche en cours…';
    else if (items.length === 0) status = 'Aucun résultat';
  }

  return (
    // The label stays in sight beside the field (RGAA 11.1: a placeholder vanishes as soon as one types); on the
    // narrower desktops it shortens to « Rechercher », which the field's name still contains (WCAG 2.5.3).
    <div className="flex w-full max-w-xl items-center gap-3">
      <label
        htmlFor={`${baseId}-champ`}
        className="shrink-0 text-sm font-medium whitespace-nowrap text-slate-700"
      >
        Rechercher<span className="hidden xl:inline"> dans mon espace</span>
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={`${baseId}-champ`}
          aria-label="Rechercher dans mon espace"
          type="text"
          enterKeyHint="search"
          role="combobox"
          autoComplete="off"
          maxLength={WORKSPACE_SEARCH_MAX_LENGTH}
          placeholder="Rechercher un dossier, un contact, un rendez-vous…"
          aria-expanded={expanded}
          {...listbox.comboboxProps}
          aria-controls={listboxId}
          aria-autocomplete="list"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            listbox.onTextChange();
          }}
          className="block w-full rounded-md border border-control bg-white py-2 pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <div
          className={cn(
            'absolute top-full right-0 left-0 z-40 mt-1 max-h-96 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg',
            !expanded && 'hidden',
          )}
        >
          <div id={listboxId} role="listbox" aria-label="Résultats de la recherche">
            {expanded
              ? groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group", not a fieldset
                  <div key={group.key} role="group" aria-labelledby={optionId(group.key)}>
                    <div
                      id={optionId(group.key)}
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
                    >
                      {group.heading}
                    </div>
                    {group.items.map((item) => {
                      const active = item.key === listbox.active?.key;
                      return (
                        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox field handles the keys (arrows, Enter) with aria-activedescendant
                        <div
                          key={item.key}
                          id={optionId(item.key)}
                          role="option"
                          aria-selected={active}
                          tabIndex={-1}
                          // Keeps the focus in the field so the blur does not close the list before the click.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => listbox.choose(item)}
                          className={cn(
                            'cursor-pointer px-3 py-2 text-sm',
                            active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50',
                          )}
                        >
                          <div className="break-words font-medium">{item.primary}</div>
                          <div className="break-words text-xs text-slate-500">{item.secondary}</div>
                        </div>
                      );
                    })}
                  </div>
                ))
              : null}
          </div>
          {status ? (
            <p role="status" className="px-3 py-2 text-sm text-slate-500">
              {status}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
