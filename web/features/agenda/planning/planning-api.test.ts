import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlanningEvent } from '#domain/agenda/planning/planning-event-schemas.ts';
import { fetchPlanningEvents } from './planning-api';

afterEach(() => vi.unstubAllGlobals());

const occurrence = (id: number, date: string) =>
  ({ id, occurrenceDate: date, date }) as unknown as TPlanningEvent;

describe('fetchPlanningEvents', () => {
  it('asks a range longer than the server expands (92 days) in parts, each occurrence kept once', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const from = new URL(url, 'http://localhost').searchParams.get('from');
        // An event over the two parts' boundary comes back with both.
        return Response.json({
          events:
            from === '2027-01-01'
              ? [occurrence(1, '2027-01-05'), occurrence(2, '2027-04-02')]
              : [occurrence(2, '2027-04-02'), occurrence(3, '2027-05-01')],
        });
      }),
    );
    const answer = await fetchPlanningEvents('2027-01-01', '2027-06-30');
    expect(urls).toEqual([
      '/api/pro/events?from=2027-01-01&to=2027-04-02',
      '/api/pro/events?from=2027-04-03&to=2027-06-30',
    ]);
    expect(answer.events.map((event) => event.id)).toEqual([1, 2, 3]);
  });

  it('asks a range of 92 days at most at once', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return Response.json({ events: [] });
      }),
    );
    await fetchPlanningEvents('2027-01-01', '2027-04-02');
    expect(urls).toEqual(['/api/pro/events?from=2027-01-01&to=2027-04-02']);
  });
});
