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
      return Response.json(responses[url]);
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
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Minuteur de travail' }));
    const start = screen.getByRole('button', { name: 'Démarrer' });
    expect(start).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Tâche'), 'Conclusions');
    await userEvent.click(start);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/pro/timer/start {"task":"Conclusions"}');
  });

  it('shows a paused timer with its time and task after a reload', async () => {
    renderTimer({
      '/api/pro/timer': { state: 'paused', task: 'Recherche', elapsedSeconds: 3725, measuredAt: '' },
    });
    const trigger = await screen.findByRole('button', { name: 'Minuteur de travail : 01:02:05' });
    await userEvent.click(trigger);
    expect(screen.getByLabelText('Tâche')).toHaveValue('Recherche');
    expect(screen.getByRole('button', { name: 'Démarrer' })).toBeEnabled();
  });
});
