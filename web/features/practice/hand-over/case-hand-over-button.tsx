import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import { caseHandOverConsequences } from '#domain/practice/hand-over/hand-over-rules.ts';
import type { THandOverLawyer } from '#domain/practice/hand-over/hand-over-schemas.ts';
import { useFirm } from '#web/features/identity/firms/firm-api.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useCaseHandOverPreview, useHandCaseOver } from './hand-over-api';
import { HandOverDialog } from './hand-over-dialog';

/**
 * Whether the signed-in member may hand a case over at all: their firm has another lawyer, and they hold the
 * case or are an associate (ADR 0070). The server decides again.
 */
export function useMayHandOver(holdsIt: boolean): boolean {
  const firm = useFirm();
  if (!firm.data) return false;
  const lawyers = firm.data.members.filter((member) => isLawyerRole(member.role)).length;
  return lawyers > 1 && (holdsIt || firm.data.myPermissions.includes('records.hand-over-firm'));
}

/**
 * « Confier le dossier à un confrère »: on the case's page (its lawyer, an associate) and in « Dossiers du
 * cabinet » (an associate, on its list or not). `label` names the case for the list's small buttons.
 */
export function CaseHandOverButton(props: {
  caseId: number;
  title: string;
  size?: 'sm' | 'md';
  /** The button's accessible name when its text alone would not say which case (a row of a list). */
  label?: string;
  onHandedOver?: (to: THandOverLawyer) => void;
  /** Where focus goes when the button is gone once the case changed hands (its lawyer lost the right). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const [open, setOpen] = useState(false);
  const preview = useCaseHandOverPreview(props.caseId, open);
  const handOver = useHandCaseOver(props.caseId);
  const myUserId = useSession('pro').data?.user?.id;
  const data = preview.data;
  return (
    <>
      <Button
        variant="outline"
        size={props.size ?? 'md'}
        aria-label={props.label}
        onClick={() => {
          handOver.reset();
          setOpen(true);
        }}
      >
        <UserRoundPen className="h-4 w-4" aria-hidden="true" />
        {props.label ? 'Confier' : 'Confier le dossier à un confrère'}
      </Button>
      <HandOverDialog
        open={open}
        onOpenChange={setOpen}
        title="Confier le dossier à un confrère"
        description={`«\u00a0${props.title}\u00a0»${data ? `, dont ${data.responsibleLawyer.name} est l’avocat(e) responsable` : ''}.`}
        preview={preview}
        consequences={(chosen) =>
          data
            ? caseHandOverConsequences({
                from: data.responsibleLawyer.name,
                to: chosen.name,
                byResponsible: data.viewerAccess === 'own',
                viewerOpensIt: data.viewerAccess !== null,
                targetOnList: data.lawyersOnList.includes(chosen.userId),
                appointments: data.appointments,
                workSessions: data.workSessions,
              })
            : []
        }
        submitLabel="Confier le dossier"
        submit={async (values) => {
          const answer = await handOver.mutateAsync(values);
          setOpen(false);
          notify(`Dossier confié à ${answer.responsibleLawyer.name}`, props.title);
          props.onHandedOver?.(answer.responsibleLawyer);
        }}
        pending={handOver.isPending}
        fallbackError="Le dossier n’a pas pu être confié. Veuillez réessayer."
        myUserId={myUserId}
        onCloseAutoFocus={props.onCloseAutoFocus}
      />
    </>
  );
}
