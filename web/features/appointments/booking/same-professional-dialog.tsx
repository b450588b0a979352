import { AlertDialog } from 'radix-ui';
import type { TExistingBookingResponse } from '#domain/appointments/booking/same-professional-booking.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';

export const MOVE_LABEL = 'Déplacer';
export const BOOK_ANOTHER_LABEL = 'Prendre un autre rendez-vous';

type TExisting = NonNullable<TExistingBookingResponse['existing']>;

/**
 * Asked before a second booking with the same professional the same day (or while a request is pending
 * with them): move the appointment already made to the slot just chosen, or book another one.
 */
export function SameProfessionalDialog(props: {
  existing: TExisting | null;
  moving: boolean;
  moveError: string | null;
  onMove: () => void;
  onBookAnother: () => void;
  onDismiss: () => void;
}) {
  const { existing } = props;
  return (
    <AlertDialog.Root
      open={existing !== null}
      onOpenChange={(open) => {
        if (!open) props.onDismiss();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/60" />
        <AlertDialog.Content className="fixed inset-x-0 bottom-0 z-[60] max-h-[90vh] overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Un rendez-vous existe déjà
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            {existing?.question}
          </AlertDialog.Description>
          {props.moveError ? (
            <div className="mt-3 space-y-2">
              <ErrorBox message={props.moveError} />
              {existing ? (
                <a
                  href={`${paths.dashboard}?rdv=${existing.id}`}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  Le déplacer depuis mon espace
                </a>
              ) : null}
            </div>
          ) : null}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              className="min-h-11"
              onClick={props.onBookAnother}
              disabled={props.moving}
            >
              {BOOK_ANOTHER_LABEL}
            </Button>
            <Button className="min-h-11" onClick={props.onMove} disabled={props.moving}>
              {props.moving ? 'Déplacement…' : MOVE_LABEL}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
