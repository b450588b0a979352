import { AlertDialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { ZDeleteAccountRequest } from '#domain/identity/client-account/client-schemas.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { useDeleteAccount } from './client-api';

const DELETE_ERROR_MESSAGE = 'Une erreur est survenue lors de la suppression du compte. Veuillez réessayer.';

/** The right to erasure: confirmed with the password; the client is then signed out. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    setPassword('');
    setFieldError(undefined);
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = ZDeleteAccountRequest.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    remove.mutate(parsed.data.password, {
      // The session is gone: reload the home page, nothing of the account stays in memory.
      onSuccess: () => window.location.assign('/'),
      onError: (error) => {
        if (error instanceof ApiError && error.fieldErrors.password) {
          setFieldError(error.fieldErrors.password);
          return;
        }
        setFormError(error instanceof ApiError && error.status < 500 ? error.message : DELETE_ERROR_MESSAGE);
      },
    });
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="destructive" className="w-full">
          Supprimer mon compte
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <AlertDialog.Title className="text-lg font-semibold text-slate-900">
              Supprimer mon compte&#8239;?
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-slate-600">
              Cette action est définitive&nbsp;: votre compte, les données qu'il contient et les e-mails que
              nous vous avons adressés seront supprimés. Vos rendez-vous à venir seront annulés et les
              professionnels concernés en seront informés&#8239;; ils conservent leurs propres dossiers
              (rendez-vous tenus, notes, documents, messages échangés).
            </AlertDialog.Description>
            <ErrorBox message={formError} />
            <FormField id="delete-account-password" label="Mot de passe" error={fieldError}>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                {...fieldA11y('delete-account-password', fieldError)}
              />
            </FormField>
            <div className="flex justify-end gap-3">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={remove.isPending}>
                  Annuler
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''}>
                {remove.isPending ? 'Suppression…' : 'Supprimer définitivement'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
