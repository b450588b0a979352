import { FIRM_ROLE_LABELS } from '#domain/identity/firms/firm-roles.ts';
import type { TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { PARIS_TIME_ZONE } from '#domain/kernel/time/paris-time-zone.ts';
import { Card } from '#web/shared/ui/card.tsx';

const JOINED_DATE = frenchDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PARIS_TIME_ZONE,
});

/** The firm's members: who they are, their role and since when they belong to the firm. */
export function FirmMembersCard(props: { members: readonly TFirmMember[]; myUserId: string | undefined }) {
  const count = props.members.length;
  return (
    <Card title={`Membres du cabinet (${count})`}>
      {/* No sideways scrolling on a phone: a long e-mail wraps anywhere instead (RGAA 10.11). */}
      <div className="-mx-5 [overflow-wrap:anywhere]">
        <table className="w-full text-left text-sm">
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
                    {member.firstName} {member.lastName}
                    {member.userId === props.myUserId ? (
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
