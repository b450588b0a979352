import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  groupSecret,
  type TDisableTwoFactorRequest,
  type TSecondFactorSpace,
  type TTwoFactorCodeRequest,
  type TTwoFactorSetupResponse,
  ZDisableTwoFactorRequest,
  ZTwoFactorCodeRequest,
} from '#domain/identity/two-factor/two-factor-schemas.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { PasswordInput } from '#web/shared/ui/password-input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { TrustedDevicesList } from './trusted-devices-list';
import {
  useDisableTwoFactor,
  useEnableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactorSetup,
  useTwoFactorStatus,
} from './two-factor-api';

const FALLBACK = 'Une erreur est survenue. Veuillez réessayer.';

/** One code, for confirming the enrolment or regenerating the recovery codes. */
function CodeForm(props: {
  id: string;
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TTwoFactorCodeRequest>({
    resolver: zodResolver(ZTwoFactorCodeRequest),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await props.onCode(code);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['code'], FALLBACK));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <ErrorBox message={formError} />
      <FormField id={props.id} label={props.label} error={errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          inputMode="numeric"
          placeholder="123456"
          {...fieldA11y(props.id, errors.code?.message)}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {props.submitLabel}
      </Button>
    </form>
  );
}

function RecoveryCodes(props: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h4 className="font-semibold text-slate-900">Vos codes de secours</h4>
      <p className="text-sm text-slate-700">
        Notez ces codes et gardez-les en lieu sûr&nbsp;: ils ne seront plus affichés. Chacun permet une seule
        connexion si vous n’avez plus accès à votre application d’authentification.
      </p>
      <ul aria-label="Codes de secours" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {props.codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={props.onDone}>J’ai noté mes codes</Button>
    </div>
  );
}

function Enrolment(props: {
  space: TSecondFactorSpace;
  setup: TTwoFactorSetupResponse;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableTwoFactor(props.space);
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Scannez ce QR code avec votre application d’authentification (Google Authenticator, FreeOTP…).
        </li>
        <li>Saisissez le code à 6 chiffres qu’elle affiche pour confirmer.</li>
      </ol>
      <img
        src={props.setup.qrCodeDataUrl}
        alt="QR code à scanner avec votre application d’authentification"
        width={200}
        height={200}
        className="rounded border border-slate-200"
      />
      <p className="text-sm text-slate-700">
        Impossible de scanner&#8239;? Saisissez cette clé dans l’application&nbsp;:{' '}
        <code data-testid="two-factor-secret" className="rounded bg-slate-100 px-1 font-mono">
          {groupSecret(props.setup.secret)}
        </code>
      </p>
      <CodeForm
        id="two-factor-enable-code"
        label="Code de confirmation"
        submitLabel="Activer"
        onCode={async (code) => {
          const { recoveryCodes } = await enable.mutateAsync({ code });
          notify('Double authentification activée');
          props.onEnabled(recoveryCodes);
        }}
      />
    </div>
  );
}

function DisableForm(props: { space: TSecondFactorSpace; mandatory: boolean }) {
  const disable = useDisableTwoFactor(props.space);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TDisableTwoFactorRequest>({
    resolver: zodResolver(ZDisableTwoFactorRequest),
    defaultValues: { password: '', code: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await disable.mutateAsync(values);
      notify('Double authentification désactivée');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, ['password', 'code'], FALLBACK));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      {props.mandatory ? (
        <p className="text-sm text-slate-700">
          La double authentification est obligatoire pour votre compte&nbsp;: une fois désactivée, vous devrez
          la configurer de nouveau (par exemple sur un nouveau téléphone) avant de continuer.
        </p>
      ) : null}
      <ErrorBox message={formError} />
      <FormField id="two-factor-disable-password" label="Mot de passe" error={errors.password?.message}>
        <PasswordInput
          autoComplete="current-password"
          {...fieldA11y('two-factor-disable-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <FormField
        id="two-factor-disable-code"
        label="Code actuel ou code de secours"
        error={errors.code?.message}
      >
        <Input
          autoComplete="one-time-code"
          {...fieldA11y('two-factor-disable-code', errors.code?.message)}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" variant="destructive" disabled={isSubmitting}>
        Désactiver la double authentification
      </Button>
    </form>
  );
}

/**
 * « Double authentification » in the professional's « Mon compte » and on the administrator's page
 * (ADR 0022), and the enrolment an account that must have it meets first (ADR 0026): `onEnrolled` runs
 * once the recovery codes are noted.
 */
export function TwoFactorSection(props: { space?: TSecondFactorSpace; onEnrolled?: () => void }) {
  const space = props.space ?? 'pro';
  const status = useTwoFactorStatus(space);
  const startSetup = useStartTwoFactorSetup(space);
  const regenerate = useRegenerateRecoveryCodes(space);
  const [setup, setSetup] = useState<TTwoFactorSetupResponse | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          props.onEnrolled?.();
        }}
      />
    );
  } else if (status.isPending) {
    body = <Spinner />;
  } else if (status.isError) {
    body = <ErrorBox message="Impossible de charger l’état de la double authentification." />;
  } else if (!status.data.enabled) {
    body = setup ? (
      <Enrolment
        space={space}
        setup={setup}
        onEnabled={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />
    ) : (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Non activée. Protégez votre compte&nbsp;: en plus du mot de passe, un code de votre téléphone sera
          demandé à la connexion.
        </p>
        <ErrorBox message={setupError} />
        <Button
          disabled={startSetup.isPending}
          onClick={async () => {
            setSetupError(null);
            try {
              setSetup(await startSetup.mutateAsync());
            } catch (error) {
              setSetupError(error instanceof Error ? error.message : FALLBACK);
            }
          }}
        >
          Activer la double authentification
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-green-700">Activée.</span> Codes de secours restants&nbsp;:{' '}
            {status.data.recoveryCodesLeft}
          </p>
          <h4 className="font-semibold text-slate-900">Nouveaux codes de secours</h4>
          <CodeForm
            id="two-factor-regenerate-code"
            label="Code actuel"
            submitLabel="Générer de nouveaux codes"
            onCode={async (code) => setRecoveryCodes((await regenerate.mutateAsync({ code })).recoveryCodes)}
          />
        </div>
        <div className="space-y-3">
          <h4 className="font-semibold text-slate-900">Désactiver</h4>
          <DisableForm space={space} mandatory={status.data.mandatory} />
        </div>
        <TrustedDevicesList space={space} />
      </div>
    );
  }

  return (
    <section
      aria-labelledby="two-factor-heading"
      className="mt-6 space-y-4 rounded-lg border border-slate-200 bg-white p-6"
    >
      <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
        Double authentification
      </h2>
      {body}
    </section>
  );
}
