import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type TAccessJournalFilters,
  ZAccessJournalFilters,
} from '#domain/identity/access-journal/access-journal-schemas.ts';
import {
  ACCESS_JOURNAL_ACTION_LABELS,
  ACCESS_JOURNAL_ACTIONS,
  ACCESS_JOURNAL_SUBJECT_LABELS,
  ACCESS_JOURNAL_SUBJECTS,
} from '#domain/identity/access-journal/access-journal-vocabulary.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';

export const EMPTY_JOURNAL_FILTERS = {
  subject: '',
  action: '',
  actor: '',
  caseId: '',
  from: '',
  to: '',
} as const satisfies TAccessJournalFilters;

/** The filters of « Journal d'accès »: checked by the request's own schema before the page asks for them. */
export function AccessJournalFiltersForm(props: {
  values: TAccessJournalFilters;
  onApply: (filters: TAccessJournalFilters) => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TAccessJournalFilters>({
    resolver: zodResolver(ZAccessJournalFilters),
    values: { ...EMPTY_JOURNAL_FILTERS, ...props.values },
  });
  const id = (field: keyof TAccessJournalFilters) => `access-journal-${field}`;

  return (
    <form
      onSubmit={handleSubmit(props.onApply)}
      noValidate
      aria-label="Filtrer le journal"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <FormField id={id('subject')} label="Objet" error={errors.subject?.message}>
        <Select {...fieldA11y(id('subject'), errors.subject?.message)} {...register('subject')}>
          <option value="">Tous</option>
          {ACCESS_JOURNAL_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {ACCESS_JOURNAL_SUBJECT_LABELS[subject]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={id('action')} label="Action" error={errors.action?.message}>
        <Select {...fieldA11y(id('action'), errors.action?.message)} {...register('action')}>
          <option value="">Toutes</option>
          {ACCESS_JOURNAL_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACCESS_JOURNAL_ACTION_LABELS[action]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={id('actor')} label="Qui" error={errors.actor?.message} hint="Nom ou partie du nom">
        <Input
          type="search"
          autoComplete="off"
          {...fieldA11y(id('actor'), errors.actor?.message, 'Nom ou partie du nom')}
          {...register('actor')}
        />
      </FormField>
      <FormField id={id('caseId')} label="Numéro de dossier" error={errors.caseId?.message}>
        <Input
          inputMode="numeric"
          {...fieldA11y(id('caseId'), errors.caseId?.message)}
          {...register('caseId')}
        />
      </FormField>
      <FormField id={id('from')} label="Du" error={errors.from?.message}>
        <Input type="date" {...fieldA11y(id('from'), errors.from?.message)} {...register('from')} />
      </FormField>
      <FormField id={id('to')} label="Au" error={errors.to?.message}>
        <Input type="date" {...fieldA11y(id('to'), errors.to?.message)} {...register('to')} />
      </FormField>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Filtrer</Button>
        <Button
          variant="outline"
          onClick={() => {
            reset(EMPTY_JOURNAL_FILTERS);
            props.onApply(EMPTY_JOURNAL_FILTERS);
          }}
        >
          Effacer les filtres
        </Button>
      </div>
    </form>
  );
}
