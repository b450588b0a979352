import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pause, Play, Square, Timer } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { isActiveCase } from '#domain/practice/cases/case-schemas.ts';
import { formatTimer, type TTimerState, type TWorkSession } from '#domain/practice/work-timer/work-timer.ts';
import { proCasesKey, useProCases } from '#web/features/practice/cases/pro-cases-api.ts';
import { ApiError, apiGet, apiPost } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';

const TIMER_KEY = ['pro', 'timer'] as const;

/** The timer's state as the server gave it, and when this browser received it (no clock skew). */
type TReceivedTimer = TTimerState & { receivedAt: number };

function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const interval = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(interval);
  }, [active]);
  return now;
}

export function WorkTimerPopover() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const caseSelectId = useId();
  const [caseId, setCaseId] = useState('');
  const activeCases = (useProCases().data?.cases ?? []).filter(isActiveCase);
  const timer = useQuery({
    queryKey: TIMER_KEY,
    queryFn: async (): Promise<TReceivedTimer> => ({
      ...(await apiGet<TTimerState>('/api/pro/timer')),
      receivedAt: Date.now(),
    }),
  });
  const [task, setTask] = useState('');
  const state = timer.data?.state ?? 'stopped';
  const now = useTicking(state === 'running');
  const elapsed = timer.data
    ? timer.data.elapsedSeconds +
      (state === 'running' ? Math.max(0, Math.floor((now - timer.data.receivedAt) / 1000)) : 0)
    : 0;

  // Seed 001 §4: the paused task stays on show, but starting again needs a new non-blank task name.
  const currentTask = timer.data?.task ?? null;

  // After a start, a pause or a stop the button pressed changes or is disabled: the focus then goes to the
  // control that comes next (Pause after Démarrer; the task field, needed before starting again, otherwise).
  const taskRef = useRef<HTMLInputElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'task' | 'pause' | null>(null);
  useEffect(() => {
    const target =
      focusNext.current === 'task'
        ? taskRef.current
        : focusNext.current === 'pause'
          ? pauseRef.current
          : null;
    if (!target || target.disabled) return;
    focusNext.current = null;
    target.focus();
  });

  const remember = (next: TTimerState) =>
    queryClient.setQueryData<TReceivedTimer>(TIMER_KEY, { ...next, receivedAt: Date.now() });
  const onError = (error: unknown) =>
    notifyDestructive('Minuteur', error instanceof ApiError ? error.message : 'Une erreur est survenue.');

  const start = useMutation({
    mutationFn: () => apiPost<TTimerState>('/api/pro/timer/start', { task }),
    onSuccess: (next) => {
      focusNext.current = 'pause';
      remember(next);
      setTask('');
    },
    onError,
  });
  const pause = useMutation({
    mutationFn: () => apiPost<TTimerState>('/api/pro/timer/pause'),
    onSuccess: (next) => {
      focusNext.current = 'task';
      remember(next);
    },
    onError,
  });
  const stop = useMutation({
    mutationFn: () =>
      apiPost<{ timer: TTimerState; session: TWorkSession | null }>('/api/pro/timer/stop', {
        caseId: caseId === '' ? null : Number(caseId),
      }),
    onSuccess: (result) => {
      focusNext.current = 'task';
      remember(result.timer);
      setTask('');
      setCaseId('');
      if (!result.session) {
        notify('Minuteur arrêté', "Moins d'une seconde écoulée\u00a0: aucune session enregistrée.");
      } else {
        notify(
          'Session de travail enregistrée',
          `${result.session.title} — ${result.session.durationMinutes} min${
            result.session.caseTitle ? ` (dossier «\u00a0${result.session.caseTitle}\u00a0»)` : ''
          }`,
        );
      }
      void queryClient.invalidateQueries({ queryKey: ['pro', 'work-sessions'] });
      if (result.session?.caseId) void queryClient.invalidateQueries({ queryKey: proCasesKey });
    },
    onError,
  });
  const busy = start.isPending || pause.isPending || stop.isPending;

  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          className="inline-flex items-center gap-2 rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 max-sm:gap-1.5 max-sm:px-2 max-sm:py-1"
          // Issue 26 §1: a visible label, not a bare clock; the name is the visible text (WCAG 2.5.3).
          aria-label={`Minuteur de travail\u00a0: ${formatTimer(elapsed)}${state === 'paused' ? ' (en pause)' : ''}`}
        >
          <Timer className={state === 'running' ? 'h-4 w-4 text-brand-600' : 'h-4 w-4'} aria-hidden="true" />
          {/* On a phone the label sits above the time, so that the header keeps its width. */}
          <span className="flex items-center gap-2 max-sm:flex-col max-sm:items-start max-sm:gap-0 max-sm:leading-tight">
            <span className="font-medium max-sm:text-[11px]">
              Minuteur<span className="max-sm:hidden"> de travail</span>
            </span>
            <span className="font-mono tabular-nums max-sm:text-xs">{formatTimer(elapsed)}</span>
          </span>
          {state === 'paused' ? (
            <span className="text-xs text-slate-500 max-sm:hidden">(en pause)</span>
          ) : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
        >
          <p
            className="text-center font-mono text-3xl tabular-nums text-slate-900"
            role="timer"
            aria-live="off"
          >
            {formatTimer(elapsed)}
          </p>
          <div className="space-y-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
              Tâche
            </label>
            <Input
              ref={taskRef}
              id={inputId}
              value={state === 'running' ? (currentTask ?? '') : task}
              maxLength={200}
              placeholder="Ex. : rédaction des conclusions"
              onChange={(event) => setTask(event.target.value)}
              disabled={state === 'running'}
            />
            {state === 'paused' && currentTask ? (
              <p className="text-xs text-slate-600">
                En pause&nbsp;: «&nbsp;{currentTask}&nbsp;». Indiquez la tâche pour reprendre.
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <label htmlFor={caseSelectId} className="text-sm font-medium text-slate-700">
              Dossier (facultatif)
            </label>
            <select
              id={caseSelectId}
              value={caseId}
              onChange={(event) => setCaseId(event.target.value)}
              className="h-9 w-full rounded-md border border-control bg-white px-2 text-sm text-slate-900"
            >
              <option value="">Aucun dossier</option>
              {activeCases.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title} — {item.clientName}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            {state === 'running' ? (
              <Button
                ref={pauseRef}
                variant="outline"
                className="flex-1 aria-disabled:opacity-60"
                onClick={() => {
                  if (!busy) pause.mutate();
                }}
                aria-disabled={busy}
              >
                <Pause className="h-4 w-4" aria-hidden="true" />
                Pause
              </Button>
            ) : (
              <Button
                className="flex-1 aria-disabled:opacity-60"
                onClick={() => {
                  if (!busy) start.mutate();
                }}
                aria-disabled={busy}
                disabled={task.trim() === ''}
              >
                <Play className="h-4 w-4" aria-hidden="true" />
                Démarrer
              </Button>
            )}
            <Button
              variant="destructive"
              className="aria-disabled:opacity-60"
              onClick={() => {
                if (!busy) stop.mutate();
              }}
              // While a request runs the button keeps the focus (a disabled one would drop it to the page).
              aria-disabled={busy}
              disabled={state === 'stopped'}
            >
              <Square className="h-4 w-4" aria-hidden="true" />
              Arrêter
            </Button>
          </div>
          <p className="text-xs text-slate-500">
            L'arrêt enregistre une session de travail avec sa durée, rattachée au dossier choisi.
          </p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
