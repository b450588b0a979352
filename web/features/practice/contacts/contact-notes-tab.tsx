import { Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import {
  MAX_CONTACT_NOTE_LENGTH,
  type TContactDetail,
  type TContactNote,
} from '#domain/practice/contacts/contact-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { formatInstantDate } from '#web/shared/format-dates.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card, TEXTAREA_CLASSES } from '#web/shared/ui/card.tsx';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { SaveCancel } from '#web/shared/ui/inline-edit-card.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAddContactNote, useDeleteContactNote, useEditContactNote } from './pro-contacts-api';

/** Seed 001 §2, §5: internal notes, added when not blank after trimming, edited inline, deleted after confirmation. */
export function ContactNotesTab(props: { contact: TContactDetail }) {
  const { contact } = props;
  const add = useAddContactNote(contact.id);
  const remove = useDeleteContactNote(contact.id);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TContactNote | null>(null);
  const draftId = useId();

  return (
    <Card title="Notes internes">
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          const content = draft.trim();
          if (!content) return;
          setError(null);
          add.mutate(content, {
            onSuccess: () => {
              setDraft('');
              notify('Note ajoutée');
            },
            onError: (failure) => setError(userMessage(failure)),
          });
        }}
      >
        <label htmlFor={draftId} className="block text-sm font-medium text-slate-700">
          Nouvelle note
        </label>
        <textarea
          id={draftId}
          rows={3}
          maxLength={MAX_CONTACT_NOTE_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={TEXTAREA_CLASSES}
        />
        <ErrorBox message={error} />
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={!draft.trim() || add.isPending}>
            {add.isPending ? 'Ajout…' : 'Ajouter la note'}
          </Button>
        </div>
      </form>
      {contact.notes.length ? (
        <ul aria-label="Notes du contact" className="mt-4 space-y-3">
          {contact.notes.map((note) => (
            <NoteItem key={note.id} contactId={contact.id} note={note} onDelete={() => setDeleting(note)} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-500">Aucune note interne</p>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer la note"
        confirmLabel="Supprimer"
        destructive
        pending={remove.isPending}
        error={remove.error ? userMessage(remove.error) : null}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              notify('Note supprimée');
            },
          });
        }}
      >
        Supprimer cette note interne&#8239;? Cette action est irréversible.
      </ConfirmDialog>
    </Card>
  );
}

function NoteItem(props: { contactId: number; note: TContactNote; onDelete: () => void }) {
  const { note } = props;
  const edit = useEditContactNote(props.contactId);
  const [editing, setEditing] = useState(false);
  const [content, setContent] = useState(note.content);
  const [error, setError] = useState<string | null>(null);
  const editId = useId();
  const edited = note.updatedAt !== note.createdAt;

  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
        <span>
          {note.author} · {formatInstantDate(note.createdAt)}
          {edited ? ` · modifiée le ${formatInstantDate(note.updatedAt)}` : ''}
        </span>
        {editing ? null : (
          <span className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label="Modifier la note"
              onClick={() => {
                setContent(note.content);
                setError(null);
                setEditing(true);
              }}
            >
              <Pencil className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" aria-label="Supprimer la note" onClick={props.onDelete}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </span>
        )}
      </div>
      {editing ? (
        <form
          noValidate
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            const trimmed = content.trim();
            if (!trimmed) {
              setError('La note est vide');
              return;
            }
            setError(null);
            edit.mutate(
              { noteId: note.id, content: trimmed },
              {
                onSuccess: () => {
                  setEditing(false);
                  notify('Note modifiée');
                },
                onError: (failure) => setError(userMessage(failure)),
              },
            );
          }}
        >
          <label htmlFor={editId} className="sr-only">
            Contenu de la note
          </label>
          <textarea
            id={editId}
            rows={3}
            maxLength={MAX_CONTACT_NOTE_LENGTH}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={TEXTAREA_CLASSES}
          />
          <ErrorBox message={error} />
          <SaveCancel pending={edit.isPending} onCancel={() => setEditing(false)} />
        </form>
      ) : (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-900">{note.content}</p>
      )}
    </li>
  );
}
