import { useId, useState } from 'react';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import { lawyerDepartureConsequences } from '#domain/identity/firms/lawyer-departure.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useLawyerDeparture, useLawyerDeparturePreview } from './firm-api';

const lawyerName = (member: TFirmMember) => `Maître ${member.firstName} ${member.lastName}`;

/**
 * « Retirer du cabinet » for a lawyer (ADR 0064): the associate names who takes over the lawyer's cases and
 * contacts, and reads what the departure does, counted, before confirming.
 */
export function LawyerDepartureDialog(props: {
  departing: TFirmMember | null;
  members: readonly TFirmMember[];
  firmName: string;
  myUserId: string | undefined;
  onClose: (departed: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { departing } = props;
  const successors = props.members.filter(
    (member) => isLawyerRole(member.role) && member.userId !== departing?.userId,
  );
  // The associate asking is the likeliest successor; otherwise the first lawyer listed. The card gives each
  // departure its own dialog (a key), so this choice and the request's state start afresh.
  const [successorUserId, setSuccessorUserId] = useState(
    () => (successors.find((member) => member.userId === props.myUserId) ?? successors[0])?.userId ?? '',
  );
  const preview = useLawyerDeparturePreview(departing?.userId ?? null);
  const depart = useLawyerDeparture();
  const selectId = useId();

  const successor = successors.find((member) => member.userId === successorUserId);
  const fieldError = depart.error instanceof ApiError ? depart.error.fieldErrors.successorUserId : undefined;
  const name = departing ? lawyerName(departing) : '';
  const consequences =
    departing && preview.data
      ? lawyerDepartureConsequences({
          lawyer: name,
          firmName: props.firmName,
          successor: successor ? lawyerName(successor) : 'l’avocat(e) choisi(e)',
          cases: preview.data.cases,
          contacts: preview.data.contacts,
        })
      : [];

  return (
    <ConfirmDialog
      open={departing !== null}
      title={`Retirer ${name} du cabinet\u202f?`}
      confirmLabel="Retirer du cabinet"
      destructive
      pending={depart.isPending || preview.isPending}
      error={
        preview.error
          ? userMessage(preview.error)
          : depart.error && !fieldError
            ? userMessage(depart.error)
            : null
      }
      onCancel={() => props.onClose(false)}
      onCloseAutoFocus={props.onCloseAutoFocus}
      onConfirm={() => {
        if (!departing) return;
        depart.mutate(
          { userId: departing.userId, successorUserId },
          {
            onSuccess: () => {
              notify(
                `${name} ne fait plus partie du cabinet\u00a0: ${successor ? lawyerName(successor) : 'son successeur'} reprend ses dossiers et ses contacts`,
              );
              props.onClose(true);
            },
          },
        );
      }}
      extra={
        <FormField
          id={selectId}
          label="Avocat(e) qui reprend ses dossiers et ses contacts"
          error={fieldError}
        >
          <select
            {...fieldA11y(selectId, fieldError)}
            value={successorUserId}
            onChange={(event) => setSuccessorUserId(event.target.value)}
            className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm"
          >
            {successors.map((member) => (
              <option key={member.userId} value={member.userId}>
                {lawyerName(member)}
                {member.userId === props.myUserId ? ' (vous)' : ''}
              </option>
            ))}
          </select>
        </FormField>
      }
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a <ul> may not sit inside the description's <p>. */}
      <span role="list" className="block list-disc space-y-1 pl-5">
        {consequences.map((consequence) => (
          // biome-ignore lint/a11y/useSemanticElements: inside the description's <p>, as the list.
          <span key={consequence} role="listitem" className="list-item">
            {consequence}
          </span>
        ))}
      </span>
    </ConfirmDialog>
  );
}
