import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkTimerPopover } from './work-timer-popover';

afterEach(() => vi.unstubAllGlobals());

function renderTimer(responses: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`);
      return Response.json(responses[url] ?? { cases: [] });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkTimerPopover />
    </QueryClientProvider>,
  );
  return calls;
}

const stopped = { state: 'stopped', task: null, elapsedSeconds: 0, measuredAt: '2026-11-23T09:00:00.000Z' };

describe('work timer popover', () => {
  it('needs a task before starting, then starts it on the server', async () => {
    const calls = renderTimer({
      '/api/pro/timer': stopped,
      '/api/pro/timer/start': { ...stopped, state: 'running', task: 'Conclusions' },
      '/api/pro/timer/pause': { ...stopped, state: 'paused', task: 'Conclusions', elapsedSeconds: 5 },
    });
    // The name holds the visible time (WCAG 2.5.3, label in name).
    const trigger = await screen.findByRole('button', { name: 'Minuteur de travail\u00a0: 00:00' });
    expect(trigger).toHaveTextContent('00:00');
    // Issue 26 §1: labelled on screen, not a bare clock.
    expect(trigger).toHaveTextContent(/^Minuteur de travail\s*00:00$/);
    await userEvent.click(trigger);
    const start = screen.getByRole('button', { name: 'Démarrer' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tâche'), 'Conclusions');
    await userEvent.click(start);
    // The button pressed becomes « Pause » and keeps the focus.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus());
    expect(calls).toContain('POST /api/pro/timer/start {"task":"Conclusions"}');
    // Paused, « Démarrer » waits for a task: the focus goes to the task field.
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByLabelText('Tâche')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeDisabled();
  });

  it('shows a paused timer with its time and task after a reload', async () => {
    renderTimer({
      '/api/pro/timer': { state: 'paused', task: 'Recherche', elapsedSeconds: 3725, measuredAt: '' },
    });
    const trigger = await screen.findByRole('button', {
      name: 'Minuteur de travail\u00a0: 01:02:05 (en pause)',
    });
    await userEvent.click(trigger);
    // The paused task stays on show; starting again needs a new task name.
    expect(
      screen.getByText('En pause : « Recherche ». Indiquez la tâche pour reprendre.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Tâche')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tâche'), '  ');
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tâche'), 'Recherche (suite)');
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeEnabled();
  });

  it('records the stopped session in the chosen active case', async () => {
    const running = { state: 'running', task: 'Plaidoirie', elapsedSeconds: 1200, measuredAt: '' };
    const calls = renderTimer({
      '/api/pro/timer': running,
      '/api/pro/cases': {
        cases: [
          { id: 4, title: 'Succession Moreau', clientName: 'Lucas Moreau', status: 'Expertise' },
          { id: 9, title: 'Vente Fabre', clientName: 'Pierre Fabre', status: 'Clos' },
        ],
      },
      '/api/pro/timer/stop': {
        timer: { ...running, state: 'stopped', task: null, elapsedSeconds: 0 },
        session: {
          id: 1,
          title: 'Plaidoirie',
          durationMinutes: 20,
          caseId: 4,
          caseTitle: 'Succession Moreau',
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /Minuteur de travail/ }));
    const select = screen.getByLabelText('Dossier (facultatif)');
    await screen.findByRole('option', { name: 'Succession Moreau — Lucas Moreau' });
    expect(screen.queryByRole('option', { name: /Vente Fabre/ })).toBeNull();
    await userEvent.selectOptions(select, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Arrêter' }));
    await vi.waitFor(() => expect(calls).toContain('POST /api/pro/timer/stop {"caseId":4}'));
    // « Arrêter » is disabled once stopped: the focus goes to the task field, needed to start again.
    await vi.waitFor(() => expect(screen.getByLabelText('Tâche')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Arrêter' })).toBeDisabled();
  });
});
