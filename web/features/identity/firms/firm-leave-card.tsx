import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ALONE_IN_FIRM_MESSAGE,
  leaveFirmConsequences,
  leaveFirmRefusal,
} from '#domain/identity/firms/firm-leave.ts';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmResponse } from '#domain/identity/firms/firm-schemas.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { ConsequenceList } from './consequence-list';
import { useLeaveFirm, useLeaveFirmPreview } from './firm-api';
import { lawyerName, SuccessorField } from './successor-field';

/**
 * « Quitter le cabinet » (issue 27 §1, ADR 0068), at the foot of « Mon cabinet »: any member leaves by
 * themselves, a lawyer naming who takes over their cases and contacts. The last associate of a firm that keeps
 * members reads why they cannot yet, and what to do first; a member alone has nothing to leave.
 */
export function FirmLeaveCard(props: { firm: TFirmResponse; myUserId: string | undefined }) {
  const { firm, myUserId } = props;
  const [open, setOpen] = useState(false);
  if (!myUserId || !firm.members.some((member) => member.userId === myUserId)) return null;
  const refusal = leaveFirmRefusal(firm.members, myUserId);
  if (refusal === ALONE_IN_FIRM_MESSAGE) return null;
  const lawyer = isLawyerRole(firm.myRole);
  return (
    <Card title="Quitter le cabinet">
      <p className="text-sm text-slate-600">
        {lawyer
          ? 'Vous désignez l’avocat(e) du cabinet qui reprend vos dossiers et vos contacts\u202f; votre fiche publique, votre agenda et vos rendez-vous vous suivent dans un cabinet à votre nom.'
          : 'Votre accès à l’espace du cabinet prend fin aussitôt\u202f; votre compte est conservé.'}
      </p>
      {refusal ? (
        <p className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {refusal}
        </p>
      ) : (
        <Button variant="outline" className="mt-3 text-red-700" onClick={() => setOpen(true)}>
          Quitter le cabinet
        </Button>
      )}
      {open ? <FirmLeaveDialog firm={firm} myUserId={myUserId} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

/**
 * The confirmation: for a lawyer, the colleague who takes over and what moves, counted; for a staff member,
 * that every session ends, this one too (the browser then goes to the sign-in page, afresh).
 */
function FirmLeaveDialog(props: { firm: TFirmResponse; myUserId: string; onClose: () => void }) {
  const { firm, myUserId } = props;
  const firmName = firm.firm.name;
  const lawyer = isLawyerRole(firm.myRole);
  // Members come associates first: the first other lawyer is the likeliest to take over.
  const successors = firm.members.filter((member) => isLawyerRole(member.role) && member.userId !== myUserId);
  const [successorUserId, setSuccessorUserId] = useState(successors[0]?.userId ?? '');
  const preview = useLeaveFirmPreview(lawyer);
  const leave = useLeaveFirm();
  const queryClient = useQueryClient();
  const successor = successors.find((member) => member.userId === successorUserId);
  const successorName = successor ? lawyerName(successor) : 'l’avocat(e) choisi(e)';
  const fieldError = leave.error instanceof ApiError ? leave.error.fieldErrors.successorUserId : undefined;
  const consequences = !lawyer
    ? leaveFirmConsequences({ kind: 'staff', firmName })
    : preview.data
      ? leaveFirmConsequences({ kind: 'lawyer', firmName, successor: successorName, ...preview.data })
      : [];

  return (
    <ConfirmDialog
      open
      title={`Quitter le cabinet «\u00a0${firmName}\u00a0»\u202f?`}
      confirmLabel="Quitter le cabinet"
      destructive
      pending={leave.isPending || (lawyer && preview.isPending)}
      error={
        preview.error
          ? userMessage(preview.error)
          : leave.error && !fieldError
            ? userMessage(leave.error)
            : null
      }
      onCancel={props.onClose}
      onConfirm={() => {
        leave.mutate(
          { firmId: firm.firm.id, ...(lawyer ? { successorUserId } : {}) },
          {
            onSuccess: (result) => {
              if (result.signedOut) {
                // Every session of the account ended with it: a fresh page, nothing of the firm kept in memory.
                window.location.assign(paths.pro.login);
                return;
              }
              notify(
                `Vous avez quitté le cabinet «\u00a0${firmName}\u00a0»\u00a0: ${successorName} reprend vos dossiers et vos contacts`,
              );
              props.onClose();
              // The firm, the cases, the contacts, the agendas: everything is read again as the own firm's.
              void queryClient.invalidateQueries();
            },
          },
        );
      }}
      extra={
        lawyer ? (
          <SuccessorField
            label="Avocat(e) qui reprend vos dossiers et vos contacts"
            successors={successors}
            value={successorUserId}
            onChange={setSuccessorUserId}
            error={fieldError}
            myUserId={myUserId}
          />
        ) : undefined
      }
    >
      <ConsequenceList consequences={consequences} />
    </ConfirmDialog>
  );
}
