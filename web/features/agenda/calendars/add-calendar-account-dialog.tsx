import { Dialog } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { CALENDAR_COLOURS } from '#domain/agenda/calendars/calendar-account-schemas.ts';
import {
  CALENDAR_IMPORT_LIMITS,
  CALENDAR_IMPORT_MESSAGES,
} from '#domain/agenda/calendars/calendar-import-budget.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { DialogPanel } from '#web/shared/ui/dialog-panel.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAddCalendarAccount } from './calendar-accounts-api';
import { CALENDAR_COLOUR_CLASSES } from './calendar-colours';

type TSource = 'url' | 'file';

/** « Ajouter un compte »: import a calendar from an iCalendar address or an .ics file. */
export function AddCalendarAccountDialog() {
  const [open, setOpen] = useState(false);
  const [source, setSource] = useState<TSource>('url');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [colour, setColour] = useState<(typeof CALENDAR_COLOURS)[number]>('blue');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const add = useAddCalendarAccount();
  const id = useId();

  const reset = () => {
    setName('');
    setEmail('');
    setUrl('');
    setFile(null);
    setErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    // Checked here too, so a large file is refused next to its field without being sent.
    if (source === 'file' && file && file.size > CALENDAR_IMPORT_LIMITS.maxFileSize) {
      setErrors({ icsContent: CALENDAR_IMPORT_MESSAGES.tooLargeFile });
      return;
    }
    try {
      const icsContent = source === 'file' && file ? await file.text() : undefined;
      const account = await add.mutateAsync({
        name,
        colour,
        ...(email.trim() ? { email } : {}),
        ...(source === 'url' ? { url } : { icsContent: icsContent ?? '' }),
      });
      notify(
        'Compte importé',
        `${account.name}\u00a0: ${account.eventCount} événement${account.eventCount > 1 ? 's' : ''} importé${account.eventCount > 1 ? 's' : ''}.`,
      );
      reset();
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors(error.fieldErrors);
        const shown = ['name', 'email', 'url', 'icsContent'].some((field) => error.fieldErrors[field]);
        if (!shown) setFormError(error.message);
      } else {
        setFormError('Une erreur est survenue. Veuillez réessayer.');
      }
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm" className="w-full">
          Ajouter un compte
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="max-w-md">
        <Dialog.Title className="text-lg font-bold text-slate-900">Importer un calendrier</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          Les créneaux occupés de ce calendrier ne seront plus proposés à la réservation.
        </Dialog.Description>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <ErrorBox message={formError} />
          <FormField id={`${id}-name`} label="Nom du compte" error={errors.name}>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={100}
              {...fieldA11y(`${id}-name`, errors.name)}
            />
          </FormField>
          <FormField id={`${id}-email`} label="E-mail (facultatif)" error={errors.email}>
            <Input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...fieldA11y(`${id}-email`, errors.email)}
            />
          </FormField>
          <FormField id={`${id}-colour`} label="Couleur">
            <Select
              id={`${id}-colour`}
              value={colour}
              onChange={(e) => setColour(e.target.value as typeof colour)}
            >
              {CALENDAR_COLOURS.map((value) => (
                <option key={value} value={value}>
                  {CALENDAR_COLOUR_CLASSES[value].label}
                </option>
              ))}
            </Select>
          </FormField>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-700">Source</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-source`}
                checked={source === 'url'}
                onChange={() => setSource('url')}
              />
              Adresse iCalendar (.ics, webcal)
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-source`}
                checked={source === 'file'}
                onChange={() => setSource('file')}
              />
              Fichier .ics
            </label>
          </fieldset>
          {source === 'url' ? (
            <FormField id={`${id}-url`} label="Adresse du calendrier" error={errors.url}>
              <Input
                type="url"
                value={url}
                placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
                onChange={(e) => setUrl(e.target.value)}
                {...fieldA11y(`${id}-url`, errors.url)}
              />
            </FormField>
          ) : (
            <FormField
              id={`${id}-file`}
              label="Choisir le fichier .ics"
              error={errors.icsContent ?? errors.url}
            >
              <Input
                type="file"
                accept=".ics,text/calendar"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                {...fieldA11y(`${id}-file`, errors.icsContent ?? errors.url)}
              />
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">Annuler</Button>
            </Dialog.Close>
            <Button
              type="submit"
              disabled={add.isPending || name.trim() === '' || (source === 'url' ? url.trim() === '' : !file)}
            >
              {add.isPending ? 'Import…' : 'Importer'}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
