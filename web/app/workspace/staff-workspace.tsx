import { Link, Navigate, Outlet, useLocation } from 'react-router';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import {
  staffHomePath,
  staffMayOpen,
  staffPageNeedsLawyer,
  staffRoleLabel,
} from '#web/features/identity/firms/staff-access.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';

const HOME_LINK_LABELS: Record<string, string> = {
  [paths.pro.planning]: 'Ouvrir le planning',
  [paths.pro.payments]: 'Ouvrir les factures',
  [paths.pro.firm]: 'Ouvrir «\u00a0Mon cabinet\u00a0»',
};

const HOME_LINK =
  'inline-flex h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';

/** A page of the workspace the staff member's role does not open: said plainly, and the API is not called. */
function RefusedPage(props: { staff: TStaffSummary }) {
  useDocumentTitle('Page non accessible');
  const home = staffHomePath(props.staff);
  return (
    <div className="mx-auto max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">Page non accessible</h1>
      <p className="text-slate-700">
        Cette page n’est pas accessible avec votre rôle ({staffRoleLabel(props.staff)}).
      </p>
      <Link to={home} className={HOME_LINK}>
        {HOME_LINK_LABELS[home] ?? 'Retour à mon espace'}
      </Link>
    </div>
  );
}

/** No lawyer worked for yet: nothing of a lawyer's can be shown. */
function NoLawyer(props: { canChoose: boolean }) {
  const title = props.canChoose ? 'Choisissez un avocat' : 'Aucun avocat assigné';
  useDocumentTitle(title);
  return (
    <div
      role="status"
      className="mx-auto max-w-2xl rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900"
    >
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2">
        {props.canChoose
          ? 'Choisissez l’avocat pour lequel vous travaillez dans la liste «\u00a0Vous travaillez pour\u00a0», en haut de la page.'
          : 'Aucun avocat ne vous est encore assigné\u00a0: demandez-le à un associé du cabinet.'}
      </p>
      <p className="mt-2 text-sm">
        En attendant, «&nbsp;Mon cabinet&nbsp;» et «&nbsp;Mon compte&nbsp;» restent ouverts.
      </p>
    </div>
  );
}

/**
 * The workspace's page for an assistant or an accountant (ADR 0058): their start page instead of the lawyers'
 * home, a refusal for a page their role does not open, or the lawyer's page they work on.
 */
export function StaffOutlet(props: { staff: TStaffSummary }) {
  const { pathname } = useLocation();
  const { staff } = props;
  const home = pathname.replace(/\/+$/, '') === paths.pro.dashboard;
  if (home) return <Navigate to={staffHomePath(staff)} replace />;
  if (!staffMayOpen(staff, pathname)) return <RefusedPage staff={staff} />;
  if (staff.actingFor === null && staffPageNeedsLawyer(pathname))
    return <NoLawyer canChoose={staff.lawyers.length > 0} />;
  return <Outlet />;
}

/** « Assistant(e) — Cabinet Martin Avocats », under the staff member's name. */
export function staffPosition(staff: TStaffSummary): string {
  return `${staffRoleLabel(staff)} — ${staff.firmName}`;
}
