import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TAddPasskeyForm,
  type TDeletePasskeyRequest,
  type TPasskey,
  type TRenamePasskeyRequest,
  ZAddPasskeyForm,
  ZDeletePasskeyRequest,
  ZRenamePasskeyRequest,
} from '#domain/identity/passkeys/passkey-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { useAddPasskey, useDeletePasskey, usePasskeys, useRenamePasskey } from './passkey-api';
import { PasskeyCeremonyError } from './webauthn-ceremony';

const FALLBACK = 'Une erreur est survenue. Veuillez réessayer.';
const NAME_HINT = 'Pour la reconnaître, par exemple «\u00a0MacBook\u00a0» ou «\u00a0Téléphone\u00a0».';

const DATE_TIME = frenchDateFormat({
  timeZone: 'Europe/Paris',
  dateStyle: 'long',
  timeStyle: 'short',
});

function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DATE_TIME.format(date);
}

function AddPasskeyForm(props: { onDone: () => void }) {
  const add = useAddPasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TAddPasskeyForm>({
    resolver: zodResolver(ZAddPasskeyForm),
    defaultValues: { name: '', password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const passkey = await add.mutateAsync(values);
      notify('Clé d’accès ajoutée', passkey.name);
      props.onDone();
    } catch (error) {
      // The browser's refusal (cancelled, unsupported) goes in the box; the server's errors on their fields.
      setFormError(
        error instanceof PasskeyCeremonyError
          ? error.message
          : applyServerErrors(error, setError, ['name', 'password'], FALLBACK),
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-md border border-slate-200 p-4">
      <ErrorBox message={formError} />
      <FormField id="passkey-name" label="Nom de la clé" error={errors.name?.message} hint={NAME_HINT}>
        <Input
          autoComplete="off"
          {...fieldA11y('passkey-name', errors.name?.message, NAME_HINT)}
          {...register('name')}
        />
      </FormField>
      <FormField id="passkey-password" label="Mot de passe" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('passkey-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <div className="flex gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'En attente de votre appareil…' : 'Créer la clé d’accès'}
        </Button>
        <Button variant="ghost" onClick={props.onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function RenameForm(props: { passkey: TPasskey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const id = `passkey-rename-${props.passkey.id}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TRenamePasskeyRequest>({
    resolver: zodResolver(ZRenamePasskeyRequest),
    defaultValues: { name: props.passkey.name },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await rename.mutateAsync({ id: props.passkey.id, name: values.name });
      notify('Clé d’accès renommée');
      props.onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['name'], FALLBACK));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <ErrorBox message={formError} />
      <FormField id={id} label="Nouveau nom" error={errors.name?.message}>
        <Input autoComplete="off" {...fieldA11y(id, errors.name?.message)} {...register('name')} />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          Enregistrer
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function DeleteForm(props: { passkey: TPasskey; onDone: () => void }) {
  const remove = useDeletePasskey();
  const [formError, setFormError] = useState<string | null>(null);
  const id = `passkey-delete-${props.passkey.id}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDeletePasskeyRequest>({
    resolver: zodResolver(ZDeletePasskeyRequest),
    defaultValues: { password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await remove.mutateAsync({ id: props.passkey.id, password: values.password });
      notify('Clé d’accès supprimée', props.passkey.name);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password'], FALLBACK));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2">
      <ErrorBox message={formError} />
      <FormField id={id} label="Mot de passe pour confirmer" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y(id, errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" size="sm" disabled={isSubmitting}>
          Supprimer «&nbsp;{props.passkey.name}&nbsp;»
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onDone}>
          Annuler
        </Button>
      </div>
    </form>
  );
}

function PasskeyItem(props: { passkey: TPasskey }) {
  const { passkey } = props;
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  return (
    <li className="space-y-3 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <KeyRound aria-hidden="true" className="mt-0.5 h-5 w-5 text-slate-500" />
          <div>
            <p className="font-medium text-slate-900">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              Ajoutée le {formatInstant(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt ? `utilisée le ${formatInstant(passkey.lastUsedAt)}` : 'jamais utilisée'}
            </p>
          </div>
        </div>
        {mode === 'view' ? (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Renommer «\u00a0${passkey.name}\u00a0»`}
              onClick={() => setMode('rename')}
            >
              Renommer
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Supprimer «\u00a0${passkey.name}\u00a0»`}
              onClick={() => setMode('delete')}
            >
              Supprimer
            </Button>
          </div>
        ) : null}
      </div>
      {mode === 'rename' ? <RenameForm passkey={passkey} onDone={() => setMode('view')} /> : null}
      {mode === 'delete' ? <DeleteForm passkey={passkey} onDone={() => setMode('view')} /> : null}
    </li>
  );
}

/** « Clés d'accès » in the professional's « Mon compte » (ADR 0025). */
export function PasskeysSection() {
  const list = usePasskeys();
  const [adding, setAdding] = useState(false);

  let body: ReactNode;
  if (list.isPending) {
    body = <Spinner />;
  } else if (list.isError) {
    body = <ErrorBox message="Impossible de charger vos clés d’accès." />;
  } else {
    body = (
      <>
        {list.data.passkeys.length === 0 ? (
          <p className="text-sm text-slate-700">Aucune clé d’accès pour le moment.</p>
        ) : (
          <ul aria-label="Vos clés d’accès" className="space-y-3">
            {list.data.passkeys.map((passkey) => (
              <PasskeyItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        )}
        {adding ? (
          <AddPasskeyForm onDone={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>Ajouter une clé d’accès</Button>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby="passkeys-heading"
      className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="passkeys-heading" className="text-lg font-semibold text-slate-900">
        Clés d’accès
      </h2>
      <p className="text-sm text-slate-700">
        Une clé d’accès (empreinte, visage ou code de votre appareil) remplace le code de vérification après
        le mot de passe, ou vous connecte sans mot de passe.
      </p>
      {body}
    </section>
  );
}
