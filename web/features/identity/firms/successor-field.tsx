import { useId } from 'react';
import type { TFirmMember } from '#domain/identity/firms/firm-schemas.ts';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';

export const lawyerName = (member: TFirmMember) => `Maître ${member.firstName} ${member.lastName}`;

/**
 * The lawyer of the firm who takes over a departing lawyer's cases and contacts (ADR 0064): in the
 * associate's « Retirer du cabinet » and in the lawyer's own « Quitter le cabinet » (ADR 0068).
 */
export function SuccessorField(props: {
  label: string;
  successors: readonly TFirmMember[];
  value: string;
  onChange: (userId: string) => void;
  error: string | undefined;
  myUserId: string | undefined;
}) {
  const selectId = useId();
  return (
    <FormField id={selectId} label={props.label} error={props.error}>
      <select
        {...fieldA11y(selectId, props.error)}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-control bg-white px-3 text-sm"
      >
        {props.successors.map((member) => (
          <option key={member.userId} value={member.userId}>
            {lawyerName(member)}
            {member.userId === props.myUserId ? ' (vous)' : ''}
          </option>
        ))}
      </select>
    </FormField>
  );
}
