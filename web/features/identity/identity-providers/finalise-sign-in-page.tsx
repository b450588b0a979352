import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  IDENTITY_PROVIDER_LABELS,
  type TCompleteSignUpForm,
  type TPendingIdentity,
  ZCompleteSignUpForm,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y, RequiredFieldsLegend, RequiredMark } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import {
  useCompleteSignUp,
  useLinkWithPassword,
  usePendingIdentity,
  useSendLinkEmail,
} from './identity-providers-api';

const GENERIC_ERROR = 'Une erreur est survenue. Veuillez réessayer.';

function Card(props: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">{props.title}</h1>
        {props.children}
      </div>
    </div>
  );
}

/**
 * `/connexion-externe`: back from a provider with an identity we do not know yet. Either
 * « Finaliser votre inscription » (names from the provider, the terms to accept), or, when an account
 * already has the address, the proof that it is the person's (its password, or an e-mailed link).
 */
export function FinaliseSignInPage() {
  const pending = usePendingIdentity();
  const data = pending.data?.pending;
  useDocumentTitle(
    data?.kind === 'existing-account' ? 'Associer votre compte' : 'Finaliser votre inscription',
  );
  if (pending.isPending) return <Spinner />;
  if (pending.isError || !data) {
    return (
      <Card title="Connexion interrompue">
        <ErrorBox
          message={
            pending.isError
              ? pending.error.message
              : 'Cette connexion par un fournisseur d’identité a expiré ou a déjà été finalisée. Recommencez depuis la page de connexion.'
          }
        />
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Retour à la connexion
        </Link>
      </Card>
    );
  }
  return data.kind === 'sign-up' ? <SignUpForm pending={data} /> : <ExistingAccountProof pending={data} />;
}

function SignUpForm(props: { pending: TPendingIdentity }) {
  const navigate = useNavigate();
  const complete = useCompleteSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TCompleteSignUpForm>({
    resolver: zodResolver(ZCompleteSignUpForm),
    defaultValues: {
      firstName: props.pending.firstName,
      lastName: props.pending.lastName,
      acceptTerms: false,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (!values.acceptTerms) {
      setFormError("Vous devez accepter les conditions d'utilisation");
      return;
    }
    setFormError(null);
    try {
      const result = await complete.mutateAsync({ ...values, acceptTerms: true });
      navigate(result.returnTo, { replace: true });
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['firstName', 'lastName'], GENERIC_ERROR));
    }
  });
  return (
    <Card title="Finaliser votre inscription">
      <p className="text-sm text-slate-600">
        Votre compte {IDENTITY_PROVIDER_LABELS[props.pending.provider]} a confirmé l’adresse{' '}
        <span className="font-medium text-slate-900">{props.pending.email}</span>. Vérifiez vos nom et prénom,
        puis acceptez les conditions pour créer votre compte JurisRDV.
      </p>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ErrorBox message={formError} />
        <RequiredFieldsLegend />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="oidc-first-name" label="Prénom" error={errors.firstName?.message} required>
            <Input
              autoComplete="given-name"
              {...fieldA11y('oidc-first-name', errors.firstName?.message)}
              {...register('firstName')}
            />
          </FormField>
          <FormField id="oidc-last-name" label="Nom" error={errors.lastName?.message} required>
            <Input
              autoComplete="family-name"
              {...fieldA11y('oidc-last-name', errors.lastName?.message)}
              {...register('lastName')}
            />
          </FormField>
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 rounded border-control"
            aria-required="true"
            {...register('acceptTerms')}
          />
          <span>
            J'accepte les{' '}
            <a
              href={paths.terms}
              className="text-brand-700 underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              conditions d'utilisation
            </a>{' '}
            et la{' '}
            <a
              href={paths.privacy}
              className="text-brand-700 underline"
              target="_blank"
              rel="noopener noreferrer"
            >
              politique de confidentialité
            </a>
            <RequiredMark />
          </span>
        </label>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Création du compte…' : 'Créer mon compte'}
        </Button>
      </form>
    </Card>
  );
}

function ExistingAccountProof(props: { pending: TPendingIdentity }) {
  const navigate = useNavigate();
  const link = useLinkWithPassword();
  const sendEmail = useSendLinkEmail();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const provider = IDENTITY_PROVIDER_LABELS[props.pending.provider];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || link.isPending) return;
    setError(null);
    setPasswordError(null);
    try {
      const result = await link.mutateAsync({ password });
      navigate(result.returnTo, { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.password)
        setPasswordError(failure.fieldErrors.password);
      else setError(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
    }
  };

  return (
    <Card title="Un compte existe déjà avec cette adresse">
      <p className="text-sm text-slate-600">
        Un compte JurisRDV utilise déjà l’adresse{' '}
        <span className="font-medium text-slate-900">{props.pending.email}</span>. Pour votre sécurité, nous
        ne l’associons pas automatiquement à votre compte {provider}&nbsp;: prouvez qu’il est à vous en
        saisissant son mot de passe, une seule fois, ou en suivant un lien envoyé à cette adresse.
      </p>
      {props.pending.accountHasPassword ? (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <ErrorBox message={error} />
          <RequiredFieldsLegend />
          <FormField
            id="oidc-link-password"
            label="Mot de passe de votre compte JurisRDV"
            error={passwordError ?? undefined}
            required
          >
            <PasswordInput
              autoComplete="current-password"
              {...fieldA11y('oidc-link-password', passwordError ?? undefined)}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" disabled={password === '' || link.isPending}>
            {link.isPending ? 'Association…' : 'Associer et me connecter'}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">
          Ce compte n’a pas de mot de passe&nbsp;: recevez un lien de confirmation à cette adresse.
        </p>
      )}
      <div className="space-y-2 border-t border-slate-100 pt-4">
        <SuccessBox
          message={
            sendEmail.isSuccess
              ? `Un e-mail vient d’être envoyé à ${props.pending.email}. Suivez son lien dans l’heure pour associer les deux comptes.`
              : null
          }
        />
        <ErrorBox message={sendEmail.isError ? sendEmail.error.message : null} />
        <Button
          variant="outline"
          className="w-full"
          disabled={sendEmail.isPending}
          onClick={() => sendEmail.mutate()}
        >
          {sendEmail.isPending ? 'Envoi…' : 'Recevoir un lien par e-mail'}
        </Button>
      </div>
    </Card>
  );
}
