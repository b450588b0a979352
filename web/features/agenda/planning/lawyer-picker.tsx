import { useId } from 'react';
import type { TAgendaLawyer } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';
import { MAX_AGENDA_LAWYERS } from '#domain/agenda/firm-agendas/firm-agenda-schemas.ts';

/** The lawyer's colour and initials, as their blocks show them (never the colour alone). */
export function LawyerBadge(props: { lawyer: Pick<TAgendaLawyer, 'initials' | 'colour'> }) {
  const { colour } = props.lawyer;
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full border-2 px-1 text-xs font-semibold"
      style={{ backgroundColor: colour.background, color: colour.text, borderColor: colour.border }}
    >
      {props.lawyer.initials}
    </span>
  );
}

/** « Agendas affichés »: a checkbox per lawyer the viewer may see, in their colour (issue 27 §3). */
export function LawyerPicker(props: {
  lawyers: readonly TAgendaLawyer[];
  selected: readonly string[];
  onToggle: (userId: string) => void;
}) {
  const full = props.selected.length >= MAX_AGENDA_LAWYERS;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Agendas affichés</legend>
      <div className="space-y-2">
        {props.lawyers.map((lawyer) => {
          const checked = props.selected.includes(lawyer.userId);
          return (
            <label key={lawyer.userId} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="h-4 w-4 rounded border-slate-300"
                checked={checked}
                // The last agenda shown stays: a planning of nobody says nothing.
                disabled={(checked && props.selected.length === 1) || (!checked && full)}
                onChange={() => props.onToggle(lawyer.userId)}
              />
              <LawyerBadge lawyer={lawyer} />
              <span>
                {lawyer.name}
                {lawyer.self ? ' (vous)' : ''}
              </span>
            </label>
          );
        })}
      </div>
      {full ? (
        <p className="mt-2 text-xs text-slate-600">{`${MAX_AGENDA_LAWYERS} agendas au plus à la fois.`}</p>
      ) : null}
    </fieldset>
  );
}

/** On a phone, the day shows one lawyer at a time, chosen here rather than side by side. */
export function LawyerSelect(props: {
  lawyers: readonly TAgendaLawyer[];
  value: string;
  onChange: (userId: string) => void;
}) {
  const id = useId();
  const current = props.lawyers.find((lawyer) => lawyer.userId === props.value);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        Agenda de
      </label>
      {current ? <LawyerBadge lawyer={current} /> : null}
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
      >
        {props.lawyers.map((lawyer) => (
          <option key={lawyer.userId} value={lawyer.userId}>
            {lawyer.name}
          </option>
        ))}
      </select>
    </div>
  );
}
