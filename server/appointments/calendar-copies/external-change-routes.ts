import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EXTERNAL_CANCELLATION_REASON,
  ZApplyExternalChangeRequest,
} from '#domain/appointments/calendar-copies/external-change.ts';
import {
  ZAppointmentIdParams,
  ZProAppointmentResponse,
} from '#domain/appointments/professional-actions/pro-appointment-schemas.ts';
import { AppError } from '#domain/kernel/errors/app-error.ts';
import type { TDatabaseOrTransaction } from '#server/db/database.ts';
import { requireProfessional, workspaceJournalActor } from '#server/identity/index.ts';
import type { TAppDeps } from '#server/platform/app-deps.ts';
import {
  cancelByProfessional,
  cardForViewer,
  ownProAppointment,
  proAppointmentCard,
  rescheduleByProfessional,
} from '../professional-actions/pro-appointment-changes';
import {
  clearAppliedExternalChange,
  externalChangeOfAppointment,
  restoreJurisRdvVersion,
} from './external-change-store';

const NO_EXTERNAL_CHANGE =
  'Ce rendez-vous n’a pas été modifié dans votre agenda externe, ou ce choix a déjà été fait.';

function noExternalChange(): never {
  throw new AppError('INVALID_STATE', { message: NO_EXTERNAL_CHANGE });
}

/**
 * « Modifié dans votre agenda externe » (issue 28 §2): JurisRDV stays the source of truth until the
 * professional chooses. « Restaurer » writes JurisRDV's version back; « Appliquer » makes the change through
 * the professional's own move or cancellation (same checks, the client told, the journal written).
 */
export function registerExternalChangeRoutes(app: FastifyInstance, deps: TAppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/pro/appointments/:id/external-change/restore',
    { schema: { params: ZAppointmentIdParams, response: { 200: ZProAppointmentResponse } } },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownProAppointment(deps, professional.id, request.params.id);
      if (!(await restoreJurisRdvVersion(deps.db, found.appointment.id))) noExternalChange();
      return cardForViewer(deps, request, await proAppointmentCard(deps, professional, found.appointment.id));
    },
  );

  api.post(
    '/api/pro/appointments/:id/external-change/apply',
    {
      schema: {
        params: ZAppointmentIdParams,
        body: ZApplyExternalChangeRequest,
        response: { 200: ZProAppointmentResponse },
      },
    },
    async (request) => {
      const professional = await requireProfessional(deps, request);
      const found = await ownProAppointment(deps, professional.id, request.params.id);
      const change = await externalChangeOfAppointment(deps.db, found.appointment.id);
      if (!change) noExternalChange();
      const actor = await workspaceJournalActor(deps, request);
      // The change is forgotten with the move or the cancellation, in its transaction: both or neither.
      const forget = async (tx: TDatabaseOrTransaction) => {
        if (!(await clearAppliedExternalChange(tx, found.appointment.id, change))) noExternalChange();
      };
      if (change.kind === 'moved') {
        const moved = await rescheduleByProfessional(
          deps,
          professional,
          found,
          {
            start: new Date(change.start),
            end: new Date(change.end),
            confirmOverlaps: request.body.confirmOverlaps === true,
            actor,
          },
          forget,
        );
        return cardForViewer(deps, request, moved);
      }
      const cancelled = await cancelByProfessional(
        deps,
        professional,
        found,
        { reason: request.body.reason || EXTERNAL_CANCELLATION_REASON, actor },
        forget,
      );
      return cardForViewer(deps, request, cancelled);
    },
  );
}
