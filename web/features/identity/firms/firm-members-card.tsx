import { useRef, useState } from 'react';
import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import {
  mayBeRemoved,
  removalConsequences,
  removalHandsOverRecords,
} from '#domain/identity/firms/member-removal.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useLoadedFirm, useRemoveFirmMember } from './firm-api';
import { LawyerDepartureDialog } from './lawyer-departure-dialog';

const JOINED_DATE = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

function fullName(member: TFirmMember): string {
  return `${member.firstName} ${member.lastName}`;
}

/**
 * The firm's members: who they are, their role and since when they belong to the firm; an associate may
 * remove any other member from it after confirming what that does, naming for a lawyer who takes over their
 * cases and contacts.
 */
export function FirmMembersCard(props: { members: readonly TFirmMember[]; myUserId: string | undefined }) {
  const count = props.members.length;
  const firm = useLoadedFirm();
  const remove = useRemoveFirmMember();
  const [removing, setRemoving] = useState<TFirmMember | null>(null);
  const [departing, setDeparting] = useState<TFirmMember | null>(null);
  const removed = useRef(false);
  const table = useRef<HTMLTableElement>(null);
  const { myUserId } = props;
  const canManage = firm?.myPermissions.includes('firm.manage') ?? false;
  const removable = (member: TFirmMember) =>
    canManage && myUserId !== undefined && mayBeRemoved(member, myUserId);
  const removingName = removing ? fullName(removing) : '';
  // The button that asked left with its row: the list of members, its count updated, takes the focus.
  const focusListAfterRemoval = (event: Event) => {
    if (!removed.current) return;
    removed.current = false;
    event.preventDefault();
    table.current?.focus();
  };

  return (
    <Card title={`Membres du cabinet (${count})`}>
      {/* No sideways scrolling on a phone: a long e-mail wraps anywhere instead (RGAA 10.11). */}
      <div className="-mx-5 [overflow-wrap:anywhere]">
        {/* Focusable by script only: it takes the focus once the member it listed is removed. */}
        <table
          ref={table}
          tabIndex={-1}
          className="w-full text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/40"
        >
          <caption className="sr-only">
            {count === 1 ? 'Le membre du cabinet' : `Les ${count} membres du cabinet`}, leur rôle et la date
            depuis laquelle ils en font partie
          </caption>
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="w-3/5 px-5 py-2 font-medium sm:w-1/2">
                Membre
              </th>
              <th scope="col" className="px-5 py-2 font-medium">
                Rôle
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {props.members.map((member) => (
              <tr key={member.userId} className="align-top">
                <th scope="row" className="py-3 pr-2 pl-5 font-normal">
                  <span className="block font-medium text-slate-900">
                    {fullName(member)}
                    {member.userId === myUserId ? (
                      <span className="ml-1 font-normal text-slate-600">(vous)</span>
                    ) : null}
                  </span>
                  <span className="block text-xs text-slate-600 [overflow-wrap:anywhere] sm:text-sm">
                    {member.email}
                  </span>
                </th>
                <td className="px-5 py-3">
                  <span className="block text-slate-900">{FIRM_ROLE_LABELS[member.role]}</span>
                  <span className="block text-slate-600">
                    depuis le {JOINED_DATE.format(new Date(member.joinedAt))}
                  </span>
                  {removable(member) ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="mt-2 text-red-700"
                      // The visible words first (WCAG 2.5.3), then who: the buttons differ when read out of
                      // their row.
                      aria-label={`Retirer du cabinet ${fullName(member)}`}
                      onClick={() => {
                        if (removalHandsOverRecords(member)) {
                          setDeparting(member);
                          return;
                        }
                        remove.reset();
                        setRemoving(member);
                      }}
                    >
                      Retirer du cabinet
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LawyerDepartureDialog
        key={departing?.userId ?? 'none'}
        departing={departing}
        members={props.members}
        firmName={firm?.firm.name ?? ''}
        myUserId={myUserId}
        onCloseAutoFocus={focusListAfterRemoval}
        onClose={(departed) => {
          if (departed) removed.current = true;
          setDeparting(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Retirer ${removingName} du cabinet\u202f?`}
        confirmLabel="Retirer du cabinet"
        destructive
        pending={remove.isPending}
        error={remove.error ? userMessage(remove.error) : null}
        onCancel={() => setRemoving(null)}
        onCloseAutoFocus={focusListAfterRemoval}
        onConfirm={() => {
          if (!removing) return;
          const name = fullName(removing);
          remove.mutate(removing.userId, {
            onSuccess: () => {
              removed.current = true;
              setRemoving(null);
              notify(`${name} ne fait plus partie du cabinet`);
            },
          });
        }}
      >
        {/* Inside the dialog's description, a <p> that may not hold a <ul>: a list by its roles, so that every
            consequence is read out when the dialog opens. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a <ul> may not sit inside the description's <p>. */}
        <span role="list" className="block list-disc space-y-1 pl-5">
          {removalConsequences(removingName, firm?.firm.name ?? '').map((consequence) => (
            // biome-ignore lint/a11y/useSemanticElements: inside the description's <p>, as the list.
            <span key={consequence} role="listitem" className="list-item">
              {consequence}
            </span>
          ))}
        </span>
      </ConfirmDialog>
    </Card>
  );
}
