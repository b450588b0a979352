import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  IDENTITY_PROVIDER_LABELS,
  IDENTITY_PROVIDERS,
  type TSetPasswordForm,
  ZSetPasswordForm,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { PASSWORD_HINT } from '../auth/client-registration-form';
import {
  oidcLinkUrl,
  useIdentityLinks,
  useIdentityProviders,
  useSetPassword,
  useUnlink,
} from './identity-providers-api';
import { OidcErrorNotice } from './oidc-error-notice';

const GENERIC_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

/**
 * « Comptes connectés » of the client profile: the providers linked to the account, each with
 * « Dissocier » (refused by the server while it is the only way to sign in), and « Définir un mot de
 * passe » for an account created through a provider.
 */
export function ConnectedAccountsSection() {
  const links = useIdentityLinks();
  const providers = useIdentityProviders();
  const unlink = useUnlink();
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  if (links.isPending) return <Spinner label="Chargement des comptes connectés…" />;
  if (links.isError) return <ErrorBox message={links.error.message} />;
  const { links: rows, hasPassword } = links.data;
  const linkable = IDENTITY_PROVIDERS.filter(
    (provider) =>
      (providers.data?.providers ?? []).includes(provider) && !rows.some((row) => row.provider === provider),
  );
  if (rows.length === 0 && hasPassword && linkable.length === 0) return null;
  return (
    <section
      aria-labelledby="connected-accounts-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="connected-accounts-heading" className="text-lg font-semibold text-slate-900">
        Comptes connectés
      </h2>
      <OidcErrorNotice />
      <ErrorBox message={unlinkError} />
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Aucun compte externe n’est associé à votre compte.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((link) => (
            <li key={link.id} className="flex items-center justify-between gap-4 py-3">
              <div className="text-sm">
                <p className="font-medium text-slate-900">{IDENTITY_PROVIDER_LABELS[link.provider]}</p>
                <p className="text-slate-600">{link.email}</p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Dissocier ${IDENTITY_PROVIDER_LABELS[link.provider]}`}
                disabled={unlink.isPending}
                onClick={() => {
                  setUnlinkError(null);
                  unlink.mutate(link.id, {
                    onSuccess: () => notify('Compte dissocié'),
                    onError: (error) => setUnlinkError(error.message),
                  });
                }}
              >
                Dissocier
              </Button>
            </li>
          ))}
        </ul>
      )}
      {linkable.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {linkable.map((provider) => (
            <a
              key={provider}
              href={oidcLinkUrl(provider)}
              className="inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50"
            >
              Associer {IDENTITY_PROVIDER_LABELS[provider]}
            </a>
          ))}
        </div>
      ) : null}
      {hasPassword ? null : <SetPasswordForm />}
    </section>
  );
}

function SetPasswordForm() {
  const setPassword = useSetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TSetPasswordForm>({
    resolver: zodResolver(ZSetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await setPassword.mutateAsync({ newPassword });
      notify('Mot de passe défini', 'Vous pouvez aussi vous connecter avec votre e-mail et ce mot de passe.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['newPassword'], GENERIC_ERROR));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 border-t border-slate-100 pt-4">
      <h3 className="font-semibold text-slate-900">Définir un mot de passe</h3>
      <p className="text-sm text-slate-600">
        Votre compte n’a pas de mot de passe&nbsp;: vous vous connectez par un fournisseur d’identité.
        Définissez-en un pour pouvoir aussi vous connecter avec votre e-mail, ou pour dissocier ce
        fournisseur.
      </p>
      <ErrorBox message={formError} />
      <FormField
        id="set-password-new"
        label="Nouveau mot de passe"
        error={errors.newPassword?.message}
        hint={PASSWORD_HINT}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('set-password-new', errors.newPassword?.message, PASSWORD_HINT)}
          {...register('newPassword')}
        />
      </FormField>
      <FormField
        id="set-password-confirm"
        label="Confirmer le nouveau mot de passe"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y('set-password-confirm', errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : 'Définir le mot de passe'}
        </Button>
      </div>
    </form>
  );
}
