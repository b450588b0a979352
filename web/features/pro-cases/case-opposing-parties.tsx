import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { TCaseDetail } from '../../../domain/cases/case-schemas';
import { ZOpposingPartiesText } from '../../../domain/conflicts/conflict-schemas';
import { ApiError, userMessage } from '../../shared/api/http';
import { Button } from '../../shared/ui/button';
import { Card, TEXTAREA_CLASSES } from '../../shared/ui/card';
import { ErrorBox } from '../../shared/ui/error-box';
import { FormField, fieldA11y } from '../../shared/ui/form-field';
import { notify } from '../../shared/ui/toast';
import { useUpdateCase } from './pro-cases-api';

export const OPPOSING_PARTIES_HINT =
  'Une par ligne : les personnes ou sociétés contre qui vous agissez. Elles sont comparées à vos contacts et aux clients de vos dossiers.';

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
    <Card
      title="Parties adverses"
      action={
        editing ? null : (
          <Button variant="ghost" size="sm" onClick={startEditing} aria-label="Modifier les parties adverses">
            <Pencil className="h-4 w-4" aria-hidden="true" />
            Modifier
          </Button>
        )
      }
    >
      {editing ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <ErrorBox message={formError} />
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
          <div className="flex justify-end gap-3">
            <Button variant="outline" size="sm" onClick={() => setEditing(false)} disabled={update.isPending}>
              Annuler
            </Button>
            <Button type="submit" size="sm" disabled={update.isPending}>
              {update.isPending ? 'Enregistrement...' : 'Enregistrer'}
            </Button>
          </div>
        </form>
      ) : caseDetail.opposingParties.length ? (
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-900">
          {caseDetail.opposingParties.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Aucune partie adverse renseignée</p>
      )}
    </Card>
  );
}
