import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  computeVideoSummary,
  type TVideoConsultation,
  videoConsultationStatus,
  ZVideoConsultationsResponse,
} from '#domain/appointments/video-consultations/video-consultations.ts';
import {
  defaultVideoSettings,
  ZVideoSettings,
} from '#domain/appointments/video-consultations/video-settings.ts';
import { appointments, professionals } from '#server/db/schema/index.ts';
import { requireProfessional } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  clientKeyOf,
  selectProAppointmentRows,
  toProAppointments,
} from '../professional-actions/pro-appointment-queries';
import { videoServiceOf } from './video-rooms';

/** « Mes visioconférences »: the signed-in professional's video appointments and video settings. */
export function registerProVideoRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/pro/video-consultations',
    { schema: { response: { 200: ZVideoConsultationsResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const now = deps.clock.now();
      const rows = await selectProAppointmentRows(deps.db, professional.id, eq(appointments.mode, 'visio'));
      const cards = await toProAppointments(deps.db, professional, rows, now, videoServiceOf(deps.config));
      const upcoming: TVideoConsultation[] = [];
      const history: TVideoConsultation[] = [];
      rows.forEach((row, index) => {
        const card = cards[index];
        if (!card) return;
        const videoStatus = videoConsultationStatus(
          { status: row.appointment.status, start: row.appointment.startsAt, end: row.appointment.endsAt },
          now,
        );
        // Cancelled consultations are in neither list; the appointments screen still shows them.
        if (videoStatus === 'upcoming' || videoStatus === 'live') upcoming.push({ ...card, videoStatus });
        else if (videoStatus === 'completed') history.push({ ...card, videoStatus });
      });
      const summary = computeVideoSummary(
        rows.map((row) => ({
          status: row.appointment.status,
          start: row.appointment.startsAt,
          end: row.appointment.endsAt,
          clientKey: clientKeyOf(row),
        })),
        now,
      );
      return { upcoming, history: history.reverse(), summary };
    },
  );

  api.get('/api/pro/video-settings', { schema: { response: { 200: ZVideoSettings } } }, async (request) => {
    const professional = await requireProfessional(deps, request);
    const parsed = ZVideoSettings.safeParse(professional.videoSettings);
    return parsed.success ? parsed.data : defaultVideoSettings();
  });

  api.put(
    '/api/pro/video-settings',
    { schema: { body: ZVideoSettings, response: { 200: ZVideoSettings } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      await deps.db
        .update(professionals)
        .set({ videoSettings: request.body })
        .where(eq(professionals.id, professional.id));
      return request.body;
    },
  );
}
