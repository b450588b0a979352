import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type TClientProfile,
  type TUpdateClientProfileRequest,
  ZUpdateClientProfileRequest,
} from '#domain/identity/client-account/client-schemas.ts';
import { formatPhoneNumber } from '#domain/kernel/phone/phone-number.ts';
import { AccountSecuritySection } from '#web/features/identity/account-security/account-security-section.tsx';
import { ChangeEmailSection } from '#web/features/identity/email-verification/change-email-section.tsx';
import { ConnectedAccountsSection } from '#web/features/identity/identity-providers/connected-accounts-section.tsx';
import { useIdentityLinks } from '#web/features/identity/identity-providers/identity-providers-api.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { CLIENT_EXPORT_URL, useClientProfile, useUpdateClientProfile } from './client-api';
import { QueryError, SkeletonRows } from './dashboard-ui';
import { DeleteAccountDialog } from './delete-account-dialog';

const SAVE_ERROR_MESSAGE = "Une erreur est survenue lors de l'enregistrement. Veuillez réessayer.";

const TOGGLES = [
  {
    name: 'notifyByEmail',
    label: 'Notifications par e-mail',
    hint: 'Rappels la veille, nouveaux messages et documents partagés (les confirmations et changements de rendez-vous sont toujours envoyés)',
  },
  { name: 'notifyBySms', label: 'Rappels par SMS', hint: 'Un SMS la veille de chaque rendez-vous' },
  { name: 'newsletter', label: 'Newsletter', hint: 'Actualités juridiques et nouveautés de JurisRDV' },
] as const;

const FORM_FIELDS = ['firstName', 'lastName', 'phone', 'notifyByEmail', 'notifyBySms', 'newsletter'] as const;

function formValues(profile: TClientProfile): TUpdateClientProfileRequest {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ? formatPhoneNumber(profile.phone) : '',
    notifyByEmail: profile.notifyByEmail,
    notifyBySms: profile.notifyBySms,
    newsletter: profile.newsletter,
  };
}

/** Personal information, notification choices, the RGPD rights (export, deletion) and security. */
export function ProfileTab() {
  const profile = useClientProfile();
  const links = useIdentityLinks();
  if (profile.isPending) return <SkeletonRows rows={4} label="Chargement de votre profil…" />;
  if (profile.isError) return <QueryError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <div className="space-y-8">
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <ProfileForm profile={profile.data} />
        <PrivacySection />
      </div>
      <ChangeEmailSection space="client" currentEmail={profile.data.email} />
      <ConnectedAccountsSection />
      <AccountSecuritySection space="client" hasPassword={links.data?.hasPassword !== false} />
    </div>
  );
}

function ProfileForm({ profile }: { profile: TClientProfile }) {
  const update = useUpdateClientProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZUpdateClientProfileRequest),
    defaultValues: formValues(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      reset(formValues(saved));
      notify('Profil mis à jour');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FORM_FIELDS, SAVE_ERROR_MESSAGE));
    }
  });

  return (
    <section
      aria-labelledby="profile-info-heading"
      className="rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="profile-info-heading" className="text-lg font-semibold text-slate-900">
        Informations personnelles
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <ErrorBox message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="profile-first-name" label="Prénom" error={errors.firstName?.message}>
            <Input
              autoComplete="given-name"
              {...fieldA11y('profile-first-name', errors.firstName?.message)}
              {...register('firstName')}
            />
          </FormField>
          <FormField id="profile-last-name" label="Nom" error={errors.lastName?.message}>
            <Input
              autoComplete="family-name"
              {...fieldA11y('profile-last-name', errors.lastName?.message)}
              {...register('lastName')}
            />
          </FormField>
        </div>
        <FormField
          id="profile-email"
          label="E-mail"
          hint="Pour changer l'adresse de connexion, utilisez «&nbsp;Changer d'adresse e-mail&nbsp;» plus bas."
        >
          <Input
            type="email"
            readOnly
            value={profile.email}
            className="bg-slate-50 text-slate-600"
            {...fieldA11y(
              'profile-email',
              undefined,
              "Pour changer l'adresse de connexion, utilisez «\u00a0Changer d'adresse e-mail\u00a0» plus bas.",
            )}
          />
        </FormField>
        <FormField id="profile-phone" label="Téléphone" error={errors.phone?.message}>
          <Input
            type="tel"
            autoComplete="tel"
            {...fieldA11y('profile-phone', errors.phone?.message)}
            {...register('phone')}
          />
        </FormField>
        <fieldset className="space-y-3 border-t border-slate-100 pt-4">
          <legend className="text-sm font-semibold text-slate-900">Préférences de communication</legend>
          {TOGGLES.map((toggle) => {
            const id = `profile-${toggle.name}`;
            return (
              <Controller
                key={toggle.name}
                control={control}
                name={toggle.name}
                render={({ field }) => (
                  <div className="flex items-center justify-between gap-4">
                    <div>
                      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                        {toggle.label}
                      </label>
                      <span id={`${id}-hint`} className="block text-xs text-slate-500">
                        {toggle.hint}
                      </span>
                    </div>
                    <Switch.Root
                      id={id}
                      ref={field.ref}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                      onBlur={field.onBlur}
                      aria-describedby={`${id}-hint`}
                      className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-control transition-colors focus-visible:ring-2 focus-visible:ring-brand-600/40 focus-visible:outline-none data-[state=checked]:bg-brand-600"
                    >
                      <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
                    </Switch.Root>
                  </div>
                )}
              />
            );
          })}
        </fieldset>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Enregistrement…' : 'Enregistrer'}
          </Button>
        </div>
      </form>
    </section>
  );
}

function PrivacySection() {
  return (
    <section
      aria-labelledby="privacy-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="privacy-heading" className="text-lg font-semibold text-slate-900">
        Mes données personnelles
      </h2>
      <p className="text-sm text-slate-600">
        Conformément au RGPD, vous pouvez obtenir une copie de vos données ou supprimer votre compte.
      </p>
      <a
        href={CLIENT_EXPORT_URL}
        download
        className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50"
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Télécharger mes données
      </a>
      <DeleteAccountDialog />
    </section>
  );
}
