import {
  CalendarCog,
  ChevronLeft,
  ChevronRight,
  CircleHelp,
  PanelLeftClose,
  PanelLeftOpen,
  Plus,
} from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ComponentProps, type ReactNode, useCallback, useId, useMemo, useState } from 'react';
import { formatParisDate } from '#domain/agenda/availability/compute-free-slots.ts';
import {
  agendaColumnKey,
  selectedLawyers,
  splitAgendaColumnKey,
  toggleLawyer,
} from '#domain/agenda/firm-agendas/agenda-selection.ts';
import type { TAgendaLawyer } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import {
  formatFullDate,
  headerTitle,
  shiftDate,
  type TCalendarView,
  visibleRange,
  weekDays,
} from '#domain/agenda/planning/calendar-layout.ts';
import type { TPlanningEvent, TPlanningEventType } from '#domain/agenda/planning/planning-event-schemas.ts';
import { addCivilDays } from '#domain/kernel/time/paris-time.ts';
import { useChangeActingFor } from '#web/features/identity/firms/acting-for-api.ts';
import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { useCalendarAccounts } from '../calendars/calendar-accounts-api';
import { CalendarAccountsPanel } from '../calendars/calendar-accounts-panel';
import { CALENDAR_COLOUR_CLASSES } from '../calendars/calendar-colours';
import { AgendaBlockSummary } from './agenda-block-summary';
import { AvailabilityDialog } from './availability-dialog';
import { GoToEventContext, type TGoToEvent } from './calendar-item-button';
import { appointmentItem, eventItem, importedItem, itemsByDate, type TCalendarItem } from './calendar-items';
import { EventFormDialog, type TEventFormTarget } from './event-form-dialog';
import { emptyEventForm, eventToForm } from './event-form-schema';
import { EditScopeDialog } from './event-scope-choice';
import { useAgendaLawyers, useFirmAgendas } from './firm-agendas-api';
import { lawyerAgendaItems } from './lawyer-agenda-items';
import { LawyerBadge, LawyerPicker, LawyerSelect } from './lawyer-picker';
import { MiniCalendar, type TPickModifiers } from './mini-calendar';
import { MonthGrid } from './month-grid';
import { PendingBlock } from './pending-block';
import { useClientAppointments, useImportedEvents, usePlanningEvents } from './planning-api';
import { EVENT_TYPE_OPTIONS } from './planning-options';
import { SLOT_EXPLANATION_TITLE, SlotExplanationDialog } from './slot-explanation-dialog';
import { type TGridColumn, TimeGrid } from './time-grid';

const VIEWS: readonly { value: TCalendarView; label: string }[] = [
  { value: 'day', label: 'Jour' },
  { value: 'week', label: 'Semaine' },
  { value: 'month', label: 'Mois' },
];

/** A phone (issue 26 §1): the planning opens on the day, not on seven columns too narrow to read. */
const PHONE_QUERY = '(max-width: 640px)';

function isPhone(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(PHONE_QUERY).matches
  );
}

const MOUSE_HELP =
  'Cliquez sur un créneau libre pour créer un événement, faites glisser pour choisir une durée, cliquez sur un événement pour le modifier, Ctrl+clic ou Maj+clic pour sélectionner plusieurs jours.';
const KEYBOARD_HELP =
  'Au clavier\u00a0: dans la grille, les flèches changent d’heure et de jour, Maj+flèche bas allonge la durée, Entrée ouvre le nouvel événement à ces heures\u202f; Tab mène ensuite aux événements pour les modifier. Dans le petit calendrier et la vue Mois, les flèches changent de jour, Entrée affiche le jour, Ctrl+Entrée ou Maj+Entrée l’ajoute à la sélection.';

/** The mouse and keyboard help, behind « ? » (issue 26 §1); the grid reads the keyboard part all the same. */
function PlanningHelp() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label="Aide du planning"
          title="Aide du planning"
          className="w-8 px-0"
        >
          <span aria-hidden="true" className="text-base font-semibold">
            ?
          </span>
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Aide du planning"
          className="z-50 w-[min(26rem,calc(100vw-1rem))] space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-lg focus:outline-none"
        >
          <p className="font-semibold text-slate-900">À la souris</p>
          <p>{MOUSE_HELP}</p>
          <p className="font-semibold text-slate-900">Au clavier</p>
          <p className="first-letter:uppercase">{KEYBOARD_HELP.replace(/^Au clavier\u00a0: /, '')}</p>
          <Popover.Close asChild>
            <Button variant="outline" size="sm">
              Fermer
            </Button>
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const LOAD_ERROR = 'Impossible de charger le planning. Veuillez réessayer.';
/** Read after « Calendrier importé », for whom the lawyer's calendar accounts (their names) are not shown. */
const IMPORTED_CALENDAR = 'de l’avocat';

function PageHeading(props: { title: string; subtitle?: string }) {
  useDocumentTitle(props.title);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
      {props.subtitle ? <p className="mt-1 text-slate-600">{props.subtitle}</p> : null}
    </div>
  );
}

/** A column's head on a planning of several agendas: the lawyer's initials in their colour, and their name. */
function LawyerColumnHeading(props: { lawyer: TAgendaLawyer; date: string | null }) {
  return (
    <span className="flex flex-col items-center gap-0.5 px-1">
      <span className="flex max-w-full items-center gap-1">
        <LawyerBadge lawyer={props.lawyer} />
        <span className="truncate text-xs font-medium text-slate-900">{props.lawyer.name}</span>
      </span>
      {props.date ? <span className="text-xs text-slate-600">{formatFullDate(props.date)}</span> : null}
    </span>
  );
}

/** A client appointment as its block holds it (its schema is appointments', which agenda may not import). */
type TBlockAppointment = NonNullable<TCalendarItem['appointment']>;

export function ProPlanningPage(props: {
  /** The workspace's decision on a client's request, from web/app (see PendingBlock). */
  renderRequestDecision: ComponentProps<typeof PendingBlock>['renderRequestDecision'];
  /** The details of a client appointment opened from its block: the workspace's « Rendez-vous avec … », from web/app. */
  renderAppointmentDetails: (details: {
    appointment: TBlockAppointment | null;
    onChange: (appointment: TBlockAppointment) => void;
    onClose: () => void;
  }) => ReactNode;
  /**
   * The lawyer's own calendar accounts and feed (false for an assistant, whose role reaches neither: the
   * imported busy times still show, without their account's name).
   */
  calendarAccounts?: boolean;
  /**
   * The agendas shown when the viewer may see several (issue 27 §3): the address's `avocats=id,id` (else
   * the account's last choice) and where a new choice goes. Absent: the viewer's own planning only.
   */
  lawyerSelection?: { value: string | null; stored: string | null; onChange: (userIds: string[]) => void };
}) {
  const withAccounts = props.calendarAccounts ?? true;
  // An assistant works on another lawyer's planning (ADR 0058): the page says whose.
  const staff = useStaff();
  const lawyer = staff?.actingFor ? lawyerTitle(staff.actingFor.name) : null;
  const today = formatParisDate(new Date());
  const [phone] = useState(isPhone);
  const [view, setView] = useState<TCalendarView>(() => (phone ? 'day' : 'week'));
  const [date, setDate] = useState(today);
  const [selectedDays, setSelectedDays] = useState<string[]>([]);
  const [hiddenTypes, setHiddenTypes] = useState<ReadonlySet<TPlanningEventType>>(new Set());
  const [showOwnAgenda, setShowOwnAgenda] = useState(true);
  const [hiddenAccounts, setHiddenAccounts] = useState<ReadonlySet<number>>(new Set());
  const [panelOpen, setPanelOpen] = useState(true);
  const [formTarget, setFormTarget] = useState<TEventFormTarget | null>(null);
  // An occurrence of a series asks which occurrences the edit changes before the form opens.
  const [askingScopeFor, setAskingScopeFor] = useState<TPlanningEvent | null>(null);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const [explainOpen, setExplainOpen] = useState(false);
  const [pendingOpen, setPendingOpen] = useState(false);
  const [summaryItem, setSummaryItem] = useState<TCalendarItem | null>(null);
  const [detailsOf, setDetailsOf] = useState<TBlockAppointment | null>(null);
  const keyboardHelpId = useId();
  const [goTo, setGoTo] = useState<TGoToEvent | null>(null);
  const goToContext = useMemo(
    () => ({
      target: goTo,
      onReached: () => setGoTo((current) => (current ? { ...current, focus: false } : current)),
    }),
    [goTo],
  );
  // The new event's day is shown, its block selected, then focused once drawn.
  const showCreated = useCallback((event: TPlanningEvent) => {
    setSelectedDays([]);
    setDate(event.date);
    setGoTo({ eventId: event.id, date: event.date, focus: true });
  }, []);

  const columns = view === 'week' ? weekDays(date) : selectedDays.length > 0 ? selectedDays : [date];
  const range =
    view === 'day' && selectedDays.length > 0
      ? { from: columns[0] as string, to: columns[columns.length - 1] as string }
      : visibleRange(view, date);
  const events = usePlanningEvents(range.from, range.to);
  const appointments = useClientAppointments();
  const imported = useImportedEvents(range.from, range.to);
  // Pending events anywhere in the next three months, once each even when they repeat.
  const upcomingEvents = usePlanningEvents(today, addCivilDays(today, 90));
  const pendingEvents = useMemo(() => {
    const seen = new Set<number>();
    return (upcomingEvents.data?.events ?? []).filter((event) => {
      if (event.status !== 'pending' || seen.has(event.id)) return false;
      seen.add(event.id);
      return true;
    });
  }, [upcomingEvents.data]);
  const accounts = useCalendarAccounts(withAccounts);

  // Several agendas side by side (issue 27 §3), when the viewer may see more than their own.
  const agendaLawyers = useAgendaLawyers(props.lawyerSelection !== undefined);
  const visibleLawyers = agendaLawyers.data?.lawyers ?? [];
  const severalAgendas = props.lawyerSelection !== undefined && visibleLawyers.length > 1;
  const chosenLawyers = severalAgendas
    ? selectedLawyers(visibleLawyers, props.lawyerSelection?.value, props.lawyerSelection?.stored)
    : [];
  // A phone shows one lawyer's day at a time.
  const shownKey = (phone && view === 'day' ? chosenLawyers.slice(0, 1) : chosenLawyers).join(',');
  const shownLawyers = useMemo(() => (shownKey ? shownKey.split(',') : []), [shownKey]);
  const lawyerById = useMemo(
    () => new Map(visibleLawyers.map((visible) => [visible.userId, visible])),
    [visibleLawyers],
  );
  // The lawyer whose own data the workspace reads now: the viewer, or the one an assistant works for.
  const currentLawyerId = staff
    ? (staff.actingFor?.userId ?? null)
    : (visibleLawyers.find((visible) => visible.self)?.userId ?? null);
  const changeActingFor = useChangeActingFor();
  // Only the current lawyer's own agenda chosen: the planning of one lawyer, exactly as it was.
  const multiView = severalAgendas && !(shownLawyers.length === 1 && shownLawyers[0] === currentLawyerId);
  const firmAgendas = useFirmAgendas(range.from, range.to, shownLawyers, multiView);
  const columnsByLawyer = multiView && view === 'day';

  const pending = useMemo(
    () => (appointments.data?.appointments ?? []).filter((appointment) => appointment.status === 'pending'),
    [appointments.data],
  );
  const byDate = useMemo(() => {
    const own: TCalendarItem[] = multiView
      ? (firmAgendas.data?.agendas ?? []).flatMap((agenda) => {
          const shown = lawyerById.get(agenda.userId);
          return shown && shownLawyers.includes(agenda.userId)
            ? lawyerAgendaItems(agenda, shown).filter((item) => !hiddenTypes.has(item.type))
            : [];
        })
      : showOwnAgenda
        ? [
            ...(events.data?.events ?? []).map(eventItem),
            ...(appointments.data?.appointments ?? []).flatMap((appointment) => {
              const item = appointmentItem(appointment);
              return item ? [item] : [];
            }),
          ].filter((item) => !hiddenTypes.has(item.type))
        : [];
    const accountsById = new Map((accounts.data?.accounts ?? []).map((account) => [account.id, account]));
    const fromImports = (imported.data?.events ?? []).flatMap((event) => {
      if (!withAccounts) {
        const item = importedItem(event, {
          name: IMPORTED_CALENDAR,
          colourClassName: CALENDAR_COLOUR_CLASSES.blue.chip,
        });
        return item ? [item] : [];
      }
      const account = accountsById.get(event.accountId);
      if (!account || hiddenAccounts.has(account.id)) return [];
      const item = importedItem(event, {
        name: account.name,
        colourClassName: CALENDAR_COLOUR_CLASSES[account.colour].chip,
      });
      return item ? [item] : [];
    });
    if (!columnsByLawyer) return itemsByDate([...own, ...fromImports]);
    // One column per lawyer and day: the imported busy times are the current lawyer's.
    const byColumn = [
      ...own.map((item) => ({ ...item, date: agendaColumnKey(item.date, item.lawyer?.userId ?? '') })),
      ...(currentLawyerId && shownLawyers.includes(currentLawyerId)
        ? fromImports.map((item) => ({ ...item, date: agendaColumnKey(item.date, currentLawyerId) }))
        : []),
    ];
    return itemsByDate(byColumn);
  }, [
    multiView,
    firmAgendas.data,
    lawyerById,
    shownLawyers,
    columnsByLawyer,
    currentLawyerId,
    events.data,
    appointments.data,
    hiddenTypes,
    showOwnAgenda,
    imported.data,
    accounts.data,
    hiddenAccounts,
    withAccounts,
  ]);

  const chooseView = (next: TCalendarView) => {
    setView(next);
    // Seed 001 §2: selecting week view clears the selected days.
    if (next === 'week') setSelectedDays([]);
  };

  /** A plain click or Enter shows that day; with Ctrl or Shift it adds it to (or removes it from) the selection. */
  const pickDay = (day: string, event: TPickModifiers) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      const base = selectedDays.length > 0 ? selectedDays : view === 'day' ? [date] : [];
      const next = base.includes(day) ? base.filter((value) => value !== day) : [...base, day].sort();
      setSelectedDays(next);
      setDate(next[0] ?? day);
      // The month grid keeps showing the selection; elsewhere the selected days become columns.
      if (view === 'week') setView('day');
      return;
    }
    setSelectedDays([]);
    setDate(day);
    setView('day');
  };

  /** The month view's keys reached a day of another month: that month is shown, the selection kept. */
  const showMonthOf = (day: string) => setDate(day);

  const move = (direction: 1 | -1) => {
    setSelectedDays([]);
    setDate(shiftDate(view, date, direction));
  };

  const openNew = (day: string, startTime = '', endTime = '') =>
    setFormTarget({ id: 0, values: emptyEventForm(day, startTime, endTime) });

  /**
   * An assistant acts on one of their lawyers' agendas as that lawyer (ADR 0058): the session's lawyer
   * changes first, and the page says so. Resolves false when it could not.
   */
  const actFor = async (lawyer: TAgendaLawyer | undefined): Promise<boolean> => {
    if (!staff || !lawyer || lawyer.userId === staff.actingFor?.userId) return true;
    try {
      await changeActingFor.mutateAsync({ lawyerUserId: lawyer.userId });
      notify(`Vous agissez pour ${lawyerTitle(lawyer.name)}`);
      return true;
    } catch (error) {
      notifyDestructive('Changement d’avocat impossible', userMessage(error));
      return false;
    }
  };

  /** A free time of a column: the event is that column's lawyer's, if the viewer manages their agenda. */
  const createIn = (key: string, startTime: string, endTime: string) => {
    const { date, userId } = splitAgendaColumnKey(key);
    const lawyerOfColumn = userId ? lawyerById.get(userId) : undefined;
    if (!lawyerOfColumn) {
      openNew(date, startTime, endTime);
      return;
    }
    if (!lawyerOfColumn.canManage) {
      notify(
        `L’agenda de ${lawyerTitle(lawyerOfColumn.name)} est en lecture seule`,
        'Vous créez des événements dans votre agenda.',
      );
      return;
    }
    void actFor(lawyerOfColumn).then((done) => {
      if (done) openNew(date, startTime, endTime);
    });
  };

  const openItem = (item: TCalendarItem) => {
    if (item.lawyer) {
      const lawyerOfItem = lawyerById.get(item.lawyer.userId);
      // A colleague's block, or an appointment (managed from « Rendez-vous »): its summary.
      if (!item.lawyer.canManage || (!item.event && !item.pending)) {
        setSummaryItem(item);
        return;
      }
      void actFor(lawyerOfItem).then((done) => {
        if (done) openOwnItem(item);
      });
      return;
    }
    openOwnItem(item);
  };

  const openOwnItem = (item: TCalendarItem) => {
    if (item.event?.recurring) setAskingScopeFor(item.event);
    else if (item.event) setFormTarget({ id: item.event.id, values: eventToForm(item.event) });
    // A pending client request is answered from the pending list.
    else if (item.pending) {
      setPanelOpen(true);
      setPendingOpen(true);
    } else if (item.appointment) setDetailsOf(item.appointment);
  };

  // Day view of several agendas: a column per lawyer (and per day, when several days are selected).
  const gridColumns: TGridColumn[] | null = columnsByLawyer
    ? columns.flatMap((day) =>
        shownLawyers.flatMap((userId) => {
          const shown = lawyerById.get(userId);
          if (!shown) return [];
          return [
            {
              key: agendaColumnKey(day, userId),
              date: day,
              name: `${shown.name}, ${formatFullDate(day)}`,
              heading: <LawyerColumnHeading lawyer={shown} date={columns.length > 1 ? day : null} />,
            },
          ];
        }),
      )
    : null;

  const toggleType = (type: TPlanningEventType) =>
    setHiddenTypes((current) => {
      const next = new Set(current);
      if (next.has(type)) next.delete(type);
      else next.add(type);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading
          title="Planning"
          subtitle={
            lawyer
              ? severalAgendas
                ? `Vous agissez pour ${lawyer}`
                : `Le planning de ${lawyer}`
              : 'Gérez votre planning et vos rendez-vous'
          }
        />
        <div className="flex flex-wrap gap-2">
          <PlanningHelp />
          <Button variant="outline" onClick={() => setAvailabilityOpen(true)}>
            <CalendarCog className="h-4 w-4" aria-hidden="true" />
            {lawyer ? 'Configurer ses disponibilités' : 'Configurer mes disponibilités'}
          </Button>
          <Button onClick={() => openNew(view === 'month' ? today : date)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Nouvel événement
          </Button>
        </div>
      </div>
      <p id={keyboardHelpId} className="sr-only">
        {KEYBOARD_HELP}
      </p>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={panelOpen ? 'Masquer le panneau latéral' : 'Afficher le panneau latéral'}
            aria-expanded={panelOpen}
            onClick={() => setPanelOpen((open) => !open)}
          >
            {panelOpen ? (
              <PanelLeftClose className="h-4 w-4" aria-hidden="true" />
            ) : (
              <PanelLeftOpen className="h-4 w-4" aria-hidden="true" />
            )}
          </Button>
          <Button variant="outline" size="sm" aria-label="Précédent" onClick={() => move(-1)}>
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setSelectedDays([]);
              setDate(today);
            }}
          >
            Aujourd'hui
          </Button>
          <Button variant="outline" size="sm" aria-label="Suivant" onClick={() => move(1)}>
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
          <h2
            className="text-lg font-semibold first-letter:uppercase text-slate-900 wide:ml-2"
            aria-live="polite"
          >
            {headerTitle(view, date, selectedDays)}
          </h2>
        </div>
        {view === 'month' && selectedDays.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setView('day')}>
            Afficher les jours sélectionnés
          </Button>
        ) : null}
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
          <legend className="sr-only">Vue</legend>
          {VIEWS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={view === option.value}
              onClick={() => chooseView(option.value)}
              className={cn(
                'rounded px-3 py-1 text-sm font-medium',
                view === option.value ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </div>

      <ErrorBox message={events.isError || appointments.isError || firmAgendas.isError ? LOAD_ERROR : null} />

      <div className="flex flex-col gap-4 lg:flex-row">
        {panelOpen ? (
          // On a phone the day comes first, the side panel under it.
          <section
            aria-label="Panneau du planning"
            className="order-last w-full shrink-0 space-y-5 lg:order-none lg:w-64"
          >
            <div className="rounded-lg border border-slate-200 bg-white p-3">
              <MiniCalendar date={date} today={today} selectedDays={selectedDays} onPickDay={pickDay} />
            </div>
            {severalAgendas ? (
              <LawyerPicker
                lawyers={visibleLawyers}
                selected={chosenLawyers}
                onToggle={(userId) =>
                  props.lawyerSelection?.onChange(toggleLawyer(visibleLawyers, chosenLawyers, userId))
                }
              />
            ) : null}
            <PendingBlock
              pending={pending}
              pendingEvents={pendingEvents}
              open={pendingOpen}
              onOpenChange={setPendingOpen}
              renderRequestDecision={props.renderRequestDecision}
            />
            {withAccounts ? (
              <div className="rounded-lg border border-slate-200 bg-white p-3">
                <CalendarAccountsPanel
                  showOwnAgenda={showOwnAgenda}
                  onShowOwnAgendaChange={setShowOwnAgenda}
                  hiddenAccountIds={hiddenAccounts}
                  onToggleAccount={(accountId, visible) =>
                    setHiddenAccounts((current) => {
                      const next = new Set(current);
                      if (visible) next.delete(accountId);
                      else next.add(accountId);
                      return next;
                    })
                  }
                />
              </div>
            ) : null}
            <fieldset className="rounded-lg border border-slate-200 bg-white p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {lawyer ? 'Calendriers' : 'Mes calendriers'}
              </legend>
              <div className="space-y-2">
                {EVENT_TYPE_OPTIONS.map((option) => (
                  <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
                    <input
                      type="checkbox"
                      className="h-4 w-4 rounded border-slate-300"
                      checked={!hiddenTypes.has(option.value)}
                      onChange={() => toggleType(option.value)}
                    />
                    <span className={cn('h-3 w-3 rounded-full', option.dotClassName)} aria-hidden="true" />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
        ) : null}
        <div className="min-w-0 flex-1 space-y-3">
          {severalAgendas && phone && view === 'day' ? (
            <LawyerSelect
              lawyers={visibleLawyers}
              value={shownLawyers[0] ?? ''}
              onChange={(userId) => props.lawyerSelection?.onChange([userId])}
            />
          ) : null}
          <GoToEventContext value={goToContext}>
            {view === 'month' ? (
              <MonthGrid
                date={date}
                today={today}
                selectedDays={selectedDays}
                itemsByDate={byDate}
                onPickDay={pickDay}
                onShowDate={showMonthOf}
                onOpenItem={openItem}
              />
            ) : (
              <TimeGrid
                label={`Planning\u00a0: ${headerTitle(view, date, selectedDays)}`}
                describedBy={keyboardHelpId}
                days={gridColumns ? gridColumns.map((column) => column.key) : columns}
                {...(gridColumns ? { columns: gridColumns } : {})}
                today={today}
                itemsByDate={byDate}
                onCreate={createIn}
                onOpenItem={openItem}
              />
            )}
          </GoToEventContext>
          {/* After the grid: the keyboard's way from the page's start to the grid keeps its stops. */}
          <Button variant="outline" size="sm" onClick={() => setExplainOpen(true)}>
            <CircleHelp className="h-4 w-4" aria-hidden="true" />
            {SLOT_EXPLANATION_TITLE}
          </Button>
        </div>
      </div>

      <EditScopeDialog
        key={askingScopeFor ? `${askingScopeFor.id}-${askingScopeFor.occurrenceDate}` : 'none'}
        open={askingScopeFor !== null}
        onCancel={() => setAskingScopeFor(null)}
        onChoose={(scope) => {
          if (!askingScopeFor) return;
          setFormTarget({
            id: askingScopeFor.id,
            values: eventToForm(askingScopeFor, scope),
            scope: { scope, occurrence: askingScopeFor.occurrenceDate },
          });
          setAskingScopeFor(null);
        }}
      />
      <EventFormDialog target={formTarget} onClose={() => setFormTarget(null)} onCreated={showCreated} />
      <AvailabilityDialog open={availabilityOpen} onOpenChange={setAvailabilityOpen} />
      <SlotExplanationDialog
        open={explainOpen}
        onOpenChange={setExplainOpen}
        initialDate={view === 'month' ? today : date}
        lawyer={lawyer}
      />
      <AgendaBlockSummary item={summaryItem} onClose={() => setSummaryItem(null)} />
      {props.renderAppointmentDetails({
        appointment: detailsOf,
        onChange: setDetailsOf,
        onClose: () => setDetailsOf(null),
      })}
    </div>
  );
}
