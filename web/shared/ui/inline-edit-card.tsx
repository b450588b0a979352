import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Card } from './card';
import { ErrorBox } from './error-box';

export function EditButton(props: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={props.onClick} aria-label={props.label}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Modifier
    </Button>
  );
}

export function SaveCancel(props: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="outline" size="sm" onClick={props.onCancel} disabled={props.pending}>
        Annuler
      </Button>
      <Button type="submit" size="sm" disabled={props.pending}>
        {props.pending ? 'Enregistrement…' : 'Enregistrer'}
      </Button>
    </div>
  );
}

/**
 * A card whose content turns into a form in place: « Modifier » (named by `editLabel`) opens it,
 * « Enregistrer » submits it, « Annuler » closes it. The owner keeps the values and the saving.
 */
export function InlineEditCard(props: {
  title: string;
  editLabel: string;
  editing: boolean;
  pending: boolean;
  /** The message for the red box above the fields (null: none). */
  formError: string | null;
  onEdit: () => void;
  onCancel: () => void;
  onSubmit: () => void;
  /** The form's fields, shown while editing. */
  fields: ReactNode;
  /** The saved values, shown otherwise. */
  children: ReactNode;
}) {
  return (
    <Card
      title={props.title}
      action={props.editing ? null : <EditButton label={props.editLabel} onClick={props.onEdit} />}
    >
      {props.editing ? (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          <ErrorBox message={props.formError} />
          {props.fields}
          <SaveCancel pending={props.pending} onCancel={props.onCancel} />
        </form>
      ) : (
        props.children
      )}
    </Card>
  );
}
