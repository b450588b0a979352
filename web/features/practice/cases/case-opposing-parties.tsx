import { useState } from 'react';
import type { TCaseDetail } from '#domain/practice/cases/case-schemas.ts';
import { ZOpposingPartiesText } from '#domain/practice/conflicts/conflict-schemas.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { InlineEditCard } from '#web/shared/ui/inline-edit-card.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useUpdateCase } from './pro-cases-api';

export const OPPOSING_PARTIES_HINT =
  'Une par ligne\u00a0: les personnes ou sociétés contre qui vous agissez. Elles sont comparées à vos contacts et aux clients de vos dossiers.';

/** « Parties adverses » of a case, edited one name per line (ADR 0032). */
export function CaseOpposingPartiesCard(props: { caseDetail: TCaseDetail }) {
  const { caseDetail } = props;
  const update = useUpdateCase(caseDetail.id);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const startEditing = () => {
    update.reset();
    setFieldError(undefined);
    setFormError(null);
    setText(caseDetail.opposingParties.join('\n'));
    setEditing(true);
  };

  const save = () => {
    setFormError(null);
    const parsed = ZOpposingPartiesText.safeParse(text);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    update.mutate(
      { opposingParties: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          notify('Dossier mis à jour');
        },
        onError: (failure) => {
          const message = failure instanceof ApiError ? failure.fieldErrors.opposingParties : undefined;
          if (message) setFieldError(message);
          else setFormError(userMessage(failure));
        },
      },
    );
  };

  return (
    <InlineEditCard
      title="Parties adverses"
      editLabel="Modifier les parties adverses"
      editing={editing}
      pending={update.isPending}
      formError={formError}
      onEdit={startEditing}
      onCancel={() => setEditing(false)}
      onSubmit={save}
      fields={
        <FormField
          id="edit-opposing-parties"
          label="Parties adverses"
          error={fieldError}
          hint={OPPOSING_PARTIES_HINT}
        >
          <textarea
            {...fieldA11y('edit-opposing-parties', fieldError, OPPOSING_PARTIES_HINT)}
            rows={4}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className={TEXTAREA_CLASSES}
          />
        </FormField>
      }
    >
      {caseDetail.opposingParties.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
          {caseDetail.opposingParties.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucune partie adverse renseignée</p>
      )}
    </InlineEditCard>
  );
}
