import { RefreshCw } from 'lucide-react';
import { type CSSProperties, createContext, useContext, useEffect, useRef } from 'react';
import { splitAgendaColumnKey } from '#domain/agenda/firm-agendas/agenda-selection.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { blockKind, blockTitle, type TCalendarItem } from './calendar-items';
import { eventTypeOption, PENDING_CLASS_NAME } from './planning-options';

/**
 * The event the planning goes to after « Créer » (issue 26 §1): its block is drawn selected, and once
 * drawn it is scrolled into view and focused.
 */
export type TGoToEvent = { eventId: number; date: string; focus: boolean };
export const GoToEventContext = createContext<{ target: TGoToEvent | null; onReached: () => void }>({
  target: null,
  onReached: () => undefined,
});

/**
 * One event block, a button whatever it holds (RGAA 3.1, 7.1): pending ones in red, the others in their
 * type's colour, each with its type and state written on it and in its name.
 */
export function CalendarItemButton(props: {
  item: TCalendarItem;
  onOpen: (item: TCalendarItem) => void;
  className?: string;
  style?: CSSProperties;
  showTime?: boolean;
}) {
  const { item } = props;
  const option = eventTypeOption(item.type);
  const goTo = useContext(GoToEventContext);
  const selected =
    goTo.target !== null &&
    item.event?.id === goTo.target.eventId &&
    // On a planning of several agendas an item's « date » names its lawyer's column.
    splitAgendaColumnKey(item.date).date === goTo.target.date;
  const mustFocus = selected && goTo.target?.focus === true;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { onReached } = goTo;
  useEffect(() => {
    if (!mustFocus || !buttonRef.current) return;
    buttonRef.current.scrollIntoView({ block: 'center' });
    buttonRef.current.focus({ preventScroll: true });
    onReached();
  }, [mustFocus, onReached]);
  const title = blockTitle(item);
  const kind = blockKind(item);
  const label = [
    item.lawyer?.name,
    title,
    `${item.startTime} – ${item.endTime}`,
    kind.type,
    kind.status,
    // Issue 28 §2: the professional chooses in the appointment's details (« Mes rendez-vous »).
    item.appointment?.externalChange ? 'Modifié dans votre agenda externe' : null,
  ]
    .filter(Boolean)
    .join(', ');
  const shownKind = [kind.type, kind.status].filter(Boolean).join(' · ');
  const content = (
    <>
      <span className="block truncate font-medium">
        {item.lawyer ? (
          // Never the colour alone (WCAG 1.4.1): the lawyer's initials are written on each block.
          <span className="mr-1 rounded-sm bg-white/80 px-1 font-semibold">{item.lawyer.initials}</span>
        ) : null}
        {item.appointment?.externalChange ? (
          <RefreshCw className="mr-1 inline h-3 w-3 align-[-2px]" aria-hidden="true" />
        ) : null}
        {title}
      </span>
      {props.showTime ? (
        <span className="block truncate">
          {item.startTime} – {item.endTime}
        </span>
      ) : null}
      {shownKind ? (
        // RGAA 3.1: the type and the state are written, not told by the colour alone.
        <span className="block truncate" data-testid="block-kind">
          {shownKind}
        </span>
      ) : null}
    </>
  );
  const lawyerColour = item.lawyer?.colour;
  const style: CSSProperties | undefined = lawyerColour
    ? {
        backgroundColor: lawyerColour.background,
        color: lawyerColour.text,
        borderColor: lawyerColour.border,
        ...props.style,
      }
    : props.style;
  const classes = cn(
    'block rounded-md border px-2 py-1 text-left text-xs shadow-sm',
    lawyerColour
      ? cn('border-l-4', item.pending && 'border-dashed')
      : item.imported
        ? item.imported.colourClassName
        : item.pending
          ? PENDING_CLASS_NAME
          : option?.className,
    selected && 'ring-2 ring-brand-600 ring-offset-1',
    props.className,
  );
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(item);
      }}
      className={cn(classes, 'hover:brightness-95')}
      style={style}
    >
      {content}
    </button>
  );
}
