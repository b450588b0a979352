import { UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { contactHandOverConsequences } from '#domain/practice/hand-over/hand-over-rules.ts';
import type { THandOverLawyer } from '#domain/practice/hand-over/hand-over-schemas.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useContactHandOverPreview, useHandContactOver } from './hand-over-api';
import { HandOverDialog } from './hand-over-dialog';

/**
 * « Confier le contact à un confrère »: on the contact's page (its lawyer) and in « Contacts du cabinet » (an
 * associate). Its notes and tags go with it; the cases linked to it keep their own lawyer, the dialog says how many.
 */
export function ContactHandOverButton(props: {
  contactId: number;
  name: string;
  size?: 'sm' | 'md';
  label?: string;
  /** After the hand-over; `forget` drops the contact's file from the cache once the page has left it. */
  onHandedOver?: (to: THandOverLawyer, forget: () => void) => void;
  /** The page leaves the contact once handed over (its own lawyer no longer opens it): focus goes where it goes. */
  leavesPage?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const preview = useContactHandOverPreview(props.contactId, open);
  const handOver = useHandContactOver(props.contactId);
  const myUserId = useSession('pro').data?.user?.id;
  const data = preview.data;
  return (
    <>
      <Button
        variant="outline"
        size={props.size ?? 'sm'}
        aria-label={props.label}
        onClick={() => {
          handOver.reset();
          setOpen(true);
        }}
      >
        <UserRoundPen className="h-4 w-4" aria-hidden="true" />
        {props.label ? 'Confier' : 'Confier le contact à un confrère'}
      </Button>
      <HandOverDialog
        open={open}
        onOpenChange={setOpen}
        title="Confier le contact à un confrère"
        description={`${props.name}${data ? `, contact de ${data.responsibleLawyer.name}` : ''}.`}
        preview={preview}
        consequences={(chosen) =>
          data
            ? contactHandOverConsequences({
                from: data.responsibleLawyer.name,
                to: chosen.name,
                byResponsible: data.responsibleLawyer.userId === myUserId,
                cases: data.cases,
              })
            : []
        }
        submitLabel="Confier le contact"
        submit={async (values) => {
          const answer = await handOver.mutateAsync(values);
          setOpen(false);
          notify(`Contact confié à ${answer.responsibleLawyer.name}`, props.name);
          props.onHandedOver?.(answer.responsibleLawyer, handOver.forget);
        }}
        pending={handOver.isPending}
        fallbackError="Le contact n’a pas pu être confié. Veuillez réessayer."
        myUserId={myUserId}
        onCloseAutoFocus={(event) => {
          // The button is gone with the page: the list that opens takes the focus.
          if (props.leavesPage && handOver.isSuccess) event.preventDefault();
        }}
      />
    </>
  );
}
