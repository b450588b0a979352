import { Plus, Trash2 } from 'lucide-react';
import { Dialog, Switch } from 'radix-ui';
import { useState } from 'react';
import {
  type TOpeningRange,
  type TWeekOpeningHours,
  WEEKDAYS,
} from '#domain/agenda/availability/availability-settings.ts';
import {
  type TProAvailabilitySettings,
  ZProAvailabilitySettings,
} from '#domain/agenda/availability/pro-settings-schemas.ts';
import { WEEKDAY_NAMES } from '#domain/agenda/planning/calendar-layout.ts';
import { consultationModeLabel, type TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';
import { lawyerTitle } from '#web/features/identity/firms/staff-access.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAvailabilitySettings, useSaveAvailability } from './planning-api';

const SAVE_ERROR = "Une erreur est survenue lors de l'enregistrement. Veuillez réessayer.";
const MAX_RANGES = 6;

type TDraft = {
  weeklyHours: Partial<Record<TConsultationMode, TWeekOpeningHours>>;
  slotMinutes: string;
  minNoticeMinutes: string;
  horizonDays: string;
  autoConfirm: boolean;
  consultationModes: TConsultationMode[];
};

function toDraft(settings: TProAvailabilitySettings): TDraft {
  return {
    weeklyHours: settings.weeklyHours,
    slotMinutes: String(settings.slotMinutes),
    minNoticeMinutes: String(settings.minNoticeMinutes),
    horizonDays: String(settings.horizonDays),
    autoConfirm: settings.autoConfirm,
    consultationModes: [...settings.consultationModes],
  };
}

/** The settings to PUT; every offered mode keeps an entry (an absent mode would not be offered). */
function draftToSettings(draft: TDraft): unknown {
  return {
    weeklyHours: Object.fromEntries(
      draft.consultationModes.map((mode) => [mode, draft.weeklyHours[mode] ?? {}]),
    ),
    slotMinutes: Number(draft.slotMinutes),
    minNoticeMinutes: Number(draft.minNoticeMinutes),
    horizonDays: Number(draft.horizonDays),
    autoConfirm: draft.autoConfirm,
    consultationModes: draft.consultationModes,
  };
}

/** The first problem, located when it concerns one range: 'Cabinet, mardi, plage 1 : …'. */
function issueMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const [root, mode, day, index] = issue.path;
  if (root !== 'weeklyHours' || typeof mode !== 'string' || typeof day !== 'string') return issue.message;
  const dayName = WEEKDAY_NAMES[Number(day) - 1] ?? day;
  const where = [consultationModeLabel(mode as TConsultationMode), dayName];
  if (typeof index === 'number') where.push(`plage ${index + 1}`);
  return `${where.join(', ')}\u00a0: ${issue.message}`;
}

/** « Configurer mes disponibilités »: opening hours per mode and weekday, slot length, notice, horizon. */
export function AvailabilityDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const settings = useAvailabilitySettings(props.open);
  // An assistant sets their lawyer's hours (ADR 0058).
  const staff = useStaff();
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPanel width="max-w-2xl" className="space-y-4">
        <Dialog.Title className="text-lg font-semibold text-slate-900">
          {staff?.actingFor ? 'Configurer ses disponibilités' : 'Configurer mes disponibilités'}
        </Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600">
          {staff?.actingFor
            ? `Les clients de ${lawyerTitle(staff.actingFor.name)} peuvent réserver pendant ces plages horaires, hors événements bloquants.`
            : 'Vos clients peuvent réserver pendant ces plages horaires, hors événements bloquants.'}
        </Dialog.Description>
        {settings.isPending ? (
          <Spinner />
        ) : settings.isError || !settings.data ? (
          <ErrorBox message="Impossible de charger vos disponibilités. Veuillez réessayer." />
        ) : (
          <AvailabilityForm initial={settings.data} onDone={() => props.onOpenChange(false)} />
        )}
      </DialogPanel>
    </Dialog.Root>
  );
}

function AvailabilityForm(props: { initial: TProAvailabilitySettings; onDone: () => void }) {
  const [draft, setDraft] = useState<TDraft>(() => toDraft(props.initial));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAvailability();

  const setRanges = (mode: TConsultationMode, day: string, ranges: TOpeningRange[]) =>
    setDraft((current) => ({
      ...current,
      weeklyHours: { ...current.weeklyHours, [mode]: { ...current.weeklyHours[mode], [day]: ranges } },
    }));

  const onSave = () => {
    setError(null);
    const parsed = ZProAvailabilitySettings.safeParse(draftToSettings(draft));
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? issueMessage(parsed.error.issues[0]) : SAVE_ERROR);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        notify('Disponibilités enregistrées', 'Vos créneaux publics ont été mis à jour.');
        props.onDone();
      },
      onError: (failure) =>
        setError(failure instanceof ApiError && failure.status < 500 ? failure.message : SAVE_ERROR),
    });
  };

  return (
    <div className="space-y-5">
      <ErrorBox message={error} />
      {draft.consultationModes.map((mode) => (
        <fieldset key={mode} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-900">{consultationModeLabel(mode)}</legend>
          <div className="divide-y divide-slate-100">
            {WEEKDAYS.map((weekday) => {
              const day = String(weekday) as keyof TWeekOpeningHours;
              const ranges = draft.weeklyHours[mode]?.[day] ?? [];
              const dayName = WEEKDAY_NAMES[weekday - 1] as string;
              return (
                <div key={day} className="flex items-start gap-2 py-2">
                  <span className="w-24 shrink-0 pt-2 text-sm capitalize text-slate-700">{dayName}</span>
                  <div className="flex flex-1 flex-wrap items-center gap-2">
                    {ranges.length === 0 ? <span className="py-2 text-xs text-slate-500">Fermé</span> : null}
                    {ranges.map((range, index) => {
                      const label = `${consultationModeLabel(mode)}, ${dayName}, plage ${index + 1}`;
                      const update = (patch: Partial<TOpeningRange>) =>
                        setRanges(
                          mode,
                          day,
                          ranges.map((value, position) =>
                            position === index ? { ...value, ...patch } : value,
                          ),
                        );
                      return (
                        <span key={`${index.toString()}`} className="inline-flex items-center gap-1">
                          <Input
                            type="time"
                            aria-label={`${label}, début`}
                            className="w-32"
                            value={range.start}
                            onChange={(event) => update({ start: event.target.value })}
                          />
                          –
                          <Input
                            type="time"
                            aria-label={`${label}, fin`}
                            className="w-32"
                            value={range.end}
                            onChange={(event) => update({ end: event.target.value })}
                          />
                          <button
                            type="button"
                            aria-label={`Supprimer\u00a0: ${label}`}
                            className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-600"
                            onClick={() =>
                              setRanges(
                                mode,
                                day,
                                ranges.filter((_, position) => position !== index),
                              )
                            }
                          >
                            <Trash2 className="h-4 w-4" aria-hidden="true" />
                          </button>
                        </span>
                      );
                    })}
                    {ranges.length < MAX_RANGES ? (
                      <button
                        type="button"
                        aria-label={`Ajouter une plage\u00a0: ${consultationModeLabel(mode)}, ${dayName}`}
                        className="inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium text-brand-700 hover:bg-brand-600/10"
                        onClick={() =>
                          setRanges(mode, day, [
                            ...ranges,
                            ranges.length === 0
                              ? { start: '09:00', end: '12:00' }
                              : { start: '14:00', end: '17:00' },
                          ])
                        }
                      >
                        <Plus className="h-3 w-3" aria-hidden="true" />
                        Ajouter
                      </button>
                    ) : null}
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          id="availability-slot"
          label="Durée d'un créneau (minutes)"
          value={draft.slotMinutes}
          onChange={(value) => setDraft((current) => ({ ...current, slotMinutes: value }))}
        />
        <NumberField
          id="availability-notice"
          label="Délai de prévenance (minutes)"
          value={draft.minNoticeMinutes}
          onChange={(value) => setDraft((current) => ({ ...current, minNoticeMinutes: value }))}
        />
        <NumberField
          id="availability-horizon"
          label="Horizon de réservation (jours)"
          value={draft.horizonDays}
          onChange={(value) => setDraft((current) => ({ ...current, horizonDays: value }))}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch.Root
          id="availability-auto-confirm"
          checked={draft.autoConfirm}
          onCheckedChange={(checked) => setDraft((current) => ({ ...current, autoConfirm: checked }))}
          className="relative h-6 w-11 rounded-full bg-control transition-colors data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <label htmlFor="availability-auto-confirm" className="text-sm text-slate-700">
          Confirmation automatique
        </label>
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="outline" onClick={props.onDone} disabled={save.isPending}>
          Annuler
        </Button>
        <Button onClick={onSave} disabled={save.isPending}>
          Enregistrer
        </Button>
      </div>
    </div>
  );
}

function NumberField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <Input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={0}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
