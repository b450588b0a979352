import {
  FIRM_PERMISSION_LABELS,
  FIRM_ROLE_LABELS,
  FIRM_ROLE_LIMITS,
  FIRM_ROLE_PERMISSIONS,
  FIRM_ROLES,
  type TFirmRole,
} from '#domain/identity/firms/firm-roles.ts';
import { Card } from '#web/shared/ui/card.tsx';
import { cn } from '#web/shared/ui/cn.ts';

/** « Rôles et droits »: what each role of a firm may do, and what it never does, in plain French. */
export function FirmRolesCard(props: { myRole: TFirmRole }) {
  return (
    <Card title="Rôles et droits">
      <p className="mb-4 text-sm text-slate-600">
        Chaque membre du cabinet a un rôle, qui décide de ce qu’il peut faire dans l’espace professionnel.
      </p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {FIRM_ROLES.map((role) => {
          const headingId = `firm-role-${role}`;
          const mine = role === props.myRole;
          return (
            <li
              key={role}
              aria-labelledby={headingId}
              className={cn(
                'rounded-lg border p-4',
                mine ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
              )}
            >
              <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                {FIRM_ROLE_LABELS[role]}
                {mine ? (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                    Votre rôle
                  </span>
                ) : null}
              </h3>
              <p className="mt-2 text-sm font-medium text-slate-700">Peut&nbsp;:</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {FIRM_ROLE_PERMISSIONS[role].map((permission) => (
                  <li key={permission}>{FIRM_PERMISSION_LABELS[permission]}</li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-700">
                <span className="font-medium">Limite&nbsp;:</span> {FIRM_ROLE_LIMITS[role]}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
