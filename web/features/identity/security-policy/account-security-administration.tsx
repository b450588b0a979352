import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TTwoFactorResetRequest,
  ZTwoFactorResetRequest,
} from '#domain/identity/security-policy/security-policy-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { useResetTwoFactor, useSecurityPolicy, useUpdateSecurityPolicy } from './security-policy-api';

function PolicySwitch() {
  const policy = useSecurityPolicy();
  const update = useUpdateSecurityPolicy();
  if (policy.isPending) return <Spinner />;
  if (policy.isError) return <ErrorBox message={userMessage(policy.error)} />;
  const { requireProTwoFactor, professionalsCount, professionalsWithoutSecondFactor } = policy.data;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3">
        <Switch.Root
          id="require-pro-two-factor"
          checked={requireProTwoFactor}
          disabled={update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { requireProTwoFactor: checked },
              {
                onSuccess: () =>
                  notify(
                    checked
                      ? 'Double authentification exigée de tous les professionnels'
                      : 'Double authentification facultative pour les comptes existants',
                  ),
                onError: (error) => notifyDestructive('Modification impossible', userMessage(error)),
              },
            )
          }
          className="relative h-6 w-11 shrink-0 rounded-full bg-control transition-colors data-[state=checked]:bg-brand-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <label htmlFor="require-pro-two-factor" className="text-sm font-medium text-slate-800">
          Exiger la double authentification de tous les professionnels
        </label>
      </div>
      <p className="text-sm text-slate-600">
        Les professionnels inscrits depuis sa mise en place la configurent dès leur première connexion.
        Activée ici, elle devient obligatoire pour tous&nbsp;: ceux qui ne l’ont pas encore la configureront à
        leur prochaine visite, avant d’accéder à leur espace.
      </p>
      <p className="text-sm text-slate-700" data-testid="professionals-without-second-factor">
        {professionalsWithoutSecondFactor} professionnel{professionalsWithoutSecondFactor > 1 ? 's' : ''} sur{' '}
        {professionalsCount} sans double authentification.
      </p>
    </div>
  );
}

function ResetForm() {
  const reset = useResetTwoFactor();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset: clearForm,
    formState: { errors, isSubmitting },
  } = useForm<TTwoFactorResetRequest>({
    resolver: zodResolver(ZTwoFactorResetRequest),
    defaultValues: { email: '', reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
      notify('Double authentification réinitialisée', `${values.email} a été prévenu par e-mail.`);
      clearForm();
    } catch (error) {
      setFormError(
        applyServerErrors(
          error,
          setError,
          ['email', 'reason'],
          'Une erreur est survenue. Veuillez réessayer.',
        ),
      );
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <ErrorBox message={formError} />
      <FormField id="two-factor-reset-email" label="E-mail du professionnel" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="off"
          {...fieldA11y('two-factor-reset-email', errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <FormField id="two-factor-reset-reason" label="Vérifications effectuées" error={errors.reason?.message}>
        <textarea
          rows={3}
          maxLength={1000}
          className="block w-full rounded-md border border-control p-2 text-sm"
          {...fieldA11y('two-factor-reset-reason', errors.reason?.message)}
          {...register('reason')}
        />
      </FormField>
      <Button type="submit" variant="destructive" disabled={isSubmitting}>
        Réinitialiser la double authentification
      </Button>
    </form>
  );
}

/**
 * « Sécurité des comptes » on the administrator's page (ADR 0026): the professionals' second-factor
 * policy, support's reset of a lost one, and the administrator's own second factor.
 */
export function AccountSecurityAdministration() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <h2 className="text-xl font-bold text-slate-900">Sécurité des comptes</h2>
      <section
        aria-labelledby="policy-heading"
        className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-white p-6"
      >
        <h3 id="policy-heading" className="text-lg font-semibold text-slate-900">
          Double authentification des professionnels
        </h3>
        <PolicySwitch />
      </section>
      <section
        aria-labelledby="reset-heading"
        className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6"
      >
        <h3 id="reset-heading" className="text-lg font-semibold text-slate-900">
          Professionnel ayant perdu son second facteur
        </h3>
        <p className="text-sm text-slate-700">
          À n’utiliser que si le professionnel n’a plus ni son application d’authentification, ni ses clés
          d’accès, ni ses codes de secours. Avant de réinitialiser&nbsp;:
        </p>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>la demande arrive de l’adresse e-mail du compte, jamais seulement par téléphone&#8239;;</li>
          <li>
            rappelez le professionnel au numéro de son cabinet tel qu’inscrit à l’annuaire de son ordre
            (barreau, chambre), pas à un numéro qu’il vous donne&#8239;;
          </li>
          <li>
            vérifiez son identité en visioconférence avec sa carte professionnelle et une pièce
            d’identité&#8239;;
          </li>
          <li>notez ces vérifications ci-dessous&nbsp;: elles sont conservées avec la réinitialisation.</li>
        </ol>
        <p className="text-sm text-slate-700">
          La réinitialisation déconnecte toutes ses sessions et le prévient par e-mail&#8239;; il configure un
          nouveau second facteur à sa prochaine connexion, avec son mot de passe.
        </p>
        <ResetForm />
      </section>
      <TwoFactorSection space="admin" />
    </div>
  );
}
