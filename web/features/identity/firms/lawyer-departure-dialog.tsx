import { useState } from 'react';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import { lawyerDepartureConsequences } from '#domain/identity/firms/lawyer-departure.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { ConsequenceList } from './consequence-list';
import { useLawyerDeparture, useLawyerDeparturePreview } from './firm-api';
import { lawyerName, SuccessorField } from './successor-field';

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
        <SuccessorField
          label="Avocat(e) qui reprend ses dossiers et ses contacts"
          successors={successors}
          value={successorUserId}
          onChange={setSuccessorUserId}
          error={fieldError}
          myUserId={props.myUserId}
        />
      }
    >
      <ConsequenceList consequences={consequences} />
    </ConfirmDialog>
  );
}
