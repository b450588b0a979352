import type { TContactDetail } from '#domain/practice/contacts/contact-schemas.ts';
import { TagEditor } from '../tags/tag-editor';
import { useAddContactTag, useRemoveContactTag } from './pro-contacts-api';

export function ContactTagEditor(props: { contact: TContactDetail }) {
  const add = useAddContactTag(props.contact.id);
  const remove = useRemoveContactTag(props.contact.id);
  return (
    <TagEditor
      tags={props.contact.tags}
      label="Étiquettes du contact"
      onAdd={(name) => add.mutateAsync(name)}
      onRemove={(tagId) => remove.mutateAsync(tagId)}
    />
  );
}
