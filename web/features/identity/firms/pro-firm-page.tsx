import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { useFirm } from './firm-api';
import { FirmDetailsCard } from './firm-details-card';
import { FirmInvitationsPanel } from './firm-invitations-panel';
import { FirmLeaveCard } from './firm-leave-card';
import { FirmMembersCard } from './firm-members-card';
import { FirmRolesCard } from './firm-roles-card';

const LOAD_ERROR = 'Impossible de charger votre cabinet. Veuillez réessayer.';

/**
 * « Mon cabinet » (/pro/dashboard/cabinet): the firm's details, its members, the invitations (for those who
 * administer it), what each role may do, and leaving it.
 */
export function ProFirmPage() {
  useDocumentTitle('Mon cabinet');
  const firm = useFirm();
  const myUserId = useSession('pro').data?.user?.id;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mon cabinet</h1>
        <p className="mt-1 text-slate-600">
          Les coordonnées de votre cabinet, ses membres et ce que chaque rôle permet.
        </p>
      </div>
      {firm.isPending ? (
        <Spinner />
      ) : firm.isError ? (
        <ErrorBox message={userMessage(firm.error, LOAD_ERROR)} />
      ) : (
        <>
          <FirmDetailsCard
            firm={firm.data.firm}
            canManage={firm.data.myPermissions.includes('firm.manage')}
            canChooseInvoicing={firm.data.myPermissions.includes('firm.invoicing')}
          />
          <FirmMembersCard members={firm.data.members} myUserId={myUserId} />
          {firm.data.myPermissions.includes('firm.manage') ? (
            <FirmInvitationsPanel members={firm.data.members} />
          ) : null}
          <FirmRolesCard myRole={firm.data.myRole} />
          <FirmLeaveCard firm={firm.data} myUserId={myUserId} />
        </>
      )}
    </div>
  );
}
