import { describe, expect, it } from 'vitest';
import { isWrittenToCalendar, outgoingAppointmentEvent } from './outgoing-appointment-event';

const base = {
  id: 31,
  start: new Date('2026-10-25T08:30:00Z'),
  end: new Date('2026-10-25T09:00:00Z'),
  status: 'confirmed' as const,
  mode: 'cabinet' as const,
  clientName: 'Lucas Bernard',
  officeAddress: '12 rue de Rivoli, 75004 Paris',
  videoUrl: null,
};
const options = {
  host: 'jurisrdv.fr',
  workspaceUrl: 'https://jurisrdv.fr/pro/dashboard/appointments?rdv=31',
  titleShowsClient: false,
};

describe('an appointment written to the professional’s calendar', () => {
  it('says « Rendez-vous JurisRDV », the mode, the address and the link, never who unless asked', () => {
    const event = outgoingAppointmentEvent(base, options);
    expect(event).toEqual({
      uid: 'jurisrdv-appointment-31@jurisrdv.fr',
      start: base.start,
      end: base.end,
      title: 'Rendez-vous JurisRDV',
      location: '12 rue de Rivoli, 75004 Paris',
      description:
        'Mode\u00a0: Au cabinet\nAdresse\u00a0: 12 rue de Rivoli, 75004 Paris\nOuvrir le rendez-vous dans JurisRDV\u00a0: https://jurisrdv.fr/pro/dashboard/appointments?rdv=31',
      url: options.workspaceUrl,
      status: 'confirmed',
    });
    expect(JSON.stringify(event)).not.toContain('Lucas');
    expect(outgoingAppointmentEvent(base, { ...options, titleShowsClient: true }).title).toBe(
      'Rendez-vous JurisRDV — Lucas Bernard',
    );
  });

  it('writes a request tentative, a video link where the client will join, a phone call as such', () => {
    const video = outgoingAppointmentEvent(
      { ...base, status: 'pending', mode: 'visio', videoUrl: 'https://meet.jit.si/JurisRDV-abc' },
      options,
    );
    expect(video.status).toBe('tentative');
    expect(video.title).toBe('[À confirmer] Rendez-vous JurisRDV');
    expect(video.location).toBe('https://meet.jit.si/JurisRDV-abc');
    expect(video.description).toContain('Lien de la visioconférence\u00a0: https://meet.jit.si/JurisRDV-abc');
    expect(video.description).toContain('Demande à confirmer dans JurisRDV.');
    expect(outgoingAppointmentEvent({ ...base, mode: 'telephone' }, options).location).toBe('Téléphone');
  });

  it('deletes a cancelled appointment from the calendar, keeps a held one', () => {
    expect(
      ['pending', 'confirmed', 'cancelled', 'completed'].map((s) => isWrittenToCalendar(s as never)),
    ).toEqual([true, true, false, true]);
  });
});
