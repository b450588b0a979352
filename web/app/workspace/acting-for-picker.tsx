import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TStaffSummary } from '#domain/identity/auth/auth-schemas.ts';
import { useChangeActingFor } from '#web/features/identity/firms/acting-for-api.ts';
import { lawyerTitle, workspaceSectionPath } from '#web/features/identity/firms/staff-access.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Select } from '#web/shared/ui/input.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';

/**
 * « Vous travaillez pour »: the lawyer whose agenda, contacts or invoices the staff member sees and changes.
 * The choice is the server's, per session; every page then shows the new lawyer's data.
 */
export function ActingForPicker(props: { staff: TStaffSummary }) {
  const { staff } = props;
  const change = useChangeActingFor();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  if (staff.lawyers.length === 0) return null;
  const shown = change.isPending ? change.variables.lawyerUserId : (staff.actingFor?.userId ?? '');

  const choose = (lawyerUserId: string) => {
    // Not disabled while the server answers: a disabled control would drop the keyboard focus.
    if (change.isPending || lawyerUserId === '' || lawyerUserId === staff.actingFor?.userId) return;
    change.mutate(
      { lawyerUserId },
      {
        onSuccess: (next) => {
          if (next.actingFor) notify(`Vous travaillez maintenant pour ${lawyerTitle(next.actingFor.name)}`);
          // A record opened for the previous lawyer (a contact, an appointment) is not the new lawyer's.
          const list = workspaceSectionPath(location.pathname);
          if (list !== `${location.pathname}${location.search}`) navigate(list, { replace: true });
        },
        onError: (error) => notifyDestructive('Changement d’avocat impossible', userMessage(error)),
      },
    );
  };

  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        Vous travaillez pour
      </label>
      <Select
        id={id}
        value={shown}
        aria-busy={change.isPending}
        onChange={(event) => choose(event.target.value)}
        className="w-auto min-w-0 max-w-xs py-1.5"
      >
        {staff.actingFor === null ? (
          <option value="" disabled>
            Choisissez un avocat
          </option>
        ) : null}
        {staff.lawyers.map((lawyer) => (
          <option key={lawyer.userId} value={lawyer.userId}>
            {lawyerTitle(lawyer.name)}
          </option>
        ))}
      </Select>
    </div>
  );
}
