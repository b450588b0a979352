import type { TCaseDetail } from '#domain/practice/cases/case-schemas.ts';
import { TagEditor } from '../tags/tag-editor';
import { useAddTag, useRemoveTag } from './pro-cases-api';

export function CaseTagEditor(props: { caseDetail: TCaseDetail }) {
  const add = useAddTag(props.caseDetail.id);
  const remove = useRemoveTag(props.caseDetail.id);
  return (
    <section aria-label="Étiquettes">
      <TagEditor
        tags={props.caseDetail.tags}
        label="Étiquettes du dossier"
        onAdd={(name) => add.mutateAsync(name)}
        onRemove={(tagId) => remove.mutateAsync(tagId)}
      />
    </section>
  );
}
