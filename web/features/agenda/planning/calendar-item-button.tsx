import type { CSSProperties } from 'react';
import { cn } from '#web/shared/ui/cn.ts';
import type { TCalendarItem } from './calendar-items';
import { eventTypeOption, PENDING_CLASS_NAME } from './planning-options';

/** One event block; pending ones in red, the others in their type's colour. */
export function CalendarItemButton(props: {
  item: TCalendarItem;
  onOpen: (item: TCalendarItem) => void;
  className?: string;
  style?: CSSProperties;
  showTime?: boolean;
}) {
  const { item } = props;
  const option = eventTypeOption(item.type);
  const label = [
    item.title,
    item.clientName,
    `${item.startTime} – ${item.endTime}`,
    item.imported
      ? `Calendrier importé ${item.imported.accountName}`
      : item.pending
        ? 'En attente'
        : option?.label,
  ]
    .filter(Boolean)
    .join(', ');
  const content = (
    <>
      <span className="block truncate font-medium">{item.title}</span>
      {props.showTime ? (
        <span className="block truncate">
          {item.startTime} – {item.endTime}
          {item.clientName ? ` · ${item.clientName}` : ''}
        </span>
      ) : null}
    </>
  );
  const classes = cn(
    'block rounded-md border px-2 py-1 text-left text-xs shadow-sm',
    item.imported ? item.imported.colourClassName : item.pending ? PENDING_CLASS_NAME : option?.className,
    props.className,
  );
  // A confirmed client appointment is managed from « Mes rendez-vous »: nothing to open here.
  if (!item.event && !item.pending) {
    return (
      <div title={label} className={classes} style={props.style}>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true">{content}</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        props.onOpen(item);
      }}
      className={cn(classes, 'hover:brightness-95')}
      style={props.style}
    >
      {content}
    </button>
  );
}
