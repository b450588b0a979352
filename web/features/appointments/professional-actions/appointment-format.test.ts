import { describe, expect, it } from 'vitest';
import { buildAppointmentsPrintHtml, escapeHtml, noteExcerpt, statusBadge } from './appointment-format';
import { makeProAppointment } from './test-fixtures';

const note = (id: number, content: string) => ({
  id,
  content,
  date: '20/11/2099',
  createdAt: '2099-11-20T10:00:00.000Z',
  location: 'Cabinet - Salle 1',
});

describe('buildAppointmentsPrintHtml', () => {
  it('lists every appointment with fr-FR dates, mode labels and statuses', () => {
    const html = buildAppointmentsPrintHtml([
      makeProAppointment(),
      makeProAppointment({ id: 2, client: 'Lucas Moreau', status: 'pending', mode: 'video', location: null }),
    ]);
    expect(html).toContain('<title>Mes rendez-vous</title>');
    expect(html).toContain('<td>24/11/2099</td>');
    expect(html).toContain('<td>Marie Dubois</td>');
    expect(html).toContain('<td>En cabinet (Cabinet - Salle 1)</td>');
    expect(html).toContain('<td>Visioconférence</td>');
    expect(html).toContain('<td>Confirmé</td>');
    expect(html).toContain('<td>En attente</td>');
    expect(html).toContain('2 rendez-vous');
  });

  it('cuts note excerpts at 50 characters with an ellipsis', () => {
    const long = 'a'.repeat(60);
    const html = buildAppointmentsPrintHtml([
      makeProAppointment({ notes: [note(1, long), note(2, 'Courte note')] }),
    ]);
    expect(html).toContain(`<li>${'a'.repeat(50)}…</li>`);
    expect(html).not.toContain('a'.repeat(51));
    expect(html).toContain('<li>Courte note</li>');
    expect(noteExcerpt('b'.repeat(50))).toBe('b'.repeat(50));
  });

  it('escapes HTML coming from the data', () => {
    const html = buildAppointmentsPrintHtml([
      makeProAppointment({ client: '<script>alert("x")</script>', notes: [note(1, '<b>gras</b> & co')] }),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;gras&lt;/b&gt; &amp; co');
    expect(escapeHtml("l'avocat")).toBe('l&#39;avocat');
  });

  it('says so when the list is empty', () => {
    expect(buildAppointmentsPrintHtml([])).toContain('<p>Aucun rendez-vous</p>');
  });
});

describe('statusBadge', () => {
  it('reads « En cours » for a confirmed appointment happening now', () => {
    const appointment = makeProAppointment({
      start: '2026-11-24T13:30:00.000Z',
      end: '2026-11-24T14:00:00.000Z',
    });
    expect(statusBadge(appointment, new Date('2026-11-24T13:45:00.000Z')).label).toBe('En cours');
    expect(statusBadge(appointment, new Date('2026-11-24T13:00:00.000Z')).label).toBe('Confirmé');
    expect(statusBadge({ ...appointment, status: 'pending' }).label).toBe('En attente');
  });
});
