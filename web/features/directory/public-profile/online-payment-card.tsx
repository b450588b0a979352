import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  STRIPE_ONBOARDING_REFRESH,
  STRIPE_ONBOARDING_RETURN,
  stripeConnectionText,
  type TOnlinePaymentSettings,
  type TOnlinePaymentSettingsRequest,
  type TStripeOnboardingLink,
} from '#domain/appointments/online-payments/online-payment-rules.ts';
import { apiGet, apiPost, apiRequest, userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { notify } from '#web/shared/ui/toast.ts';

const onlinePaymentKey = ['pro', 'online-payment'] as const;

type TForm = { requirePrepayment: boolean };

/** What Stripe's onboarding sent the professional back with (`?stripe=retour|relancer`), read once. */
function takeStripeReturn(): string | null {
  const params = new URLSearchParams(window.location.search);
  const value = params.get('stripe');
  if (value === null) return null;
  params.delete('stripe');
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
  );
  return value;
}

/**
 * « Paiement en ligne »: only where the platform has Stripe. The professional connects their Stripe
 * account through Stripe's own onboarding (never by typing an id: ADR 0042) and chooses whether online
 * bookings are prepaid (the platform takes no share). Payment is asked only once Stripe enabled it.
 */
export function OnlinePaymentCard() {
  const queryClient = useQueryClient();
  const [stripeReturn] = useState(takeStripeReturn);
  const settings = useQuery({
    queryKey: onlinePaymentKey,
    queryFn: () => apiGet<TOnlinePaymentSettings>('/api/pro/online-payment'),
  });
  // Back from Stripe: the account's state is read from Stripe, not assumed from the return.
  const sync = useMutation({
    mutationFn: () => apiPost<TOnlinePaymentSettings>('/api/pro/online-payment/stripe-return'),
    onSuccess: (synced) => {
      queryClient.setQueryData(onlinePaymentKey, synced);
      void queryClient.invalidateQueries({ queryKey: ['professionals'] });
    },
  });
  const { mutate: syncAccount } = sync;
  useEffect(() => {
    if (stripeReturn === STRIPE_ONBOARDING_RETURN) syncAccount();
  }, [stripeReturn, syncAccount]);
  if (!settings.data?.available) return null;
  return (
    <OnlinePaymentForm
      settings={settings.data}
      linkExpired={stripeReturn === STRIPE_ONBOARDING_REFRESH}
      syncError={sync.isError ? userMessage(sync.error) : null}
    />
  );
}

function OnlinePaymentForm(props: {
  settings: TOnlinePaymentSettings;
  linkExpired: boolean;
  syncError: string | null;
}) {
  const { settings } = props;
  const queryClient = useQueryClient();
  const form = useForm<TForm>({ defaultValues: { requirePrepayment: settings.requirePrepayment } });
  const save = useMutation({
    mutationFn: (request: TOnlinePaymentSettingsRequest) =>
      apiRequest<TOnlinePaymentSettings>('PUT', '/api/pro/online-payment', request),
    onSuccess: (saved) => {
      queryClient.setQueryData(onlinePaymentKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['professionals'] });
      notify('Paiement en ligne enregistré');
    },
  });
  const connect = useMutation({
    mutationFn: () => apiPost<TStripeOnboardingLink>('/api/pro/online-payment/stripe-onboarding'),
    onSuccess: (link) => window.location.assign(link.url),
  });
  const submit = form.handleSubmit((values) => save.mutate({ requirePrepayment: values.requirePrepayment }));
  const status = stripeConnectionText(settings.connection);
  const enabled = settings.connection === 'enabled';
  return (
    <section
      aria-labelledby="paiement-en-ligne-titre"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="paiement-en-ligne-titre" className="text-lg font-semibold text-slate-900">
        Paiement en ligne
      </h2>
      <p className="text-sm text-slate-600">
        Vos clients règlent vos honoraires affichés directement sur votre compte Stripe&nbsp;: JurisRDV ne
        prélève aucune commission. Une annulation dans les délais est remboursée automatiquement.
      </p>
      {status ? (
        <p role="status" className="text-sm font-medium text-slate-900">
          Compte Stripe&nbsp;: {status}
        </p>
      ) : null}
      {settings.connection === 'pending' ? (
        <p className="text-sm text-slate-600">
          {settings.detailsSubmitted
            ? 'Stripe vérifie les informations transmises\u202f; le paiement en ligne sera proposé dès qu’il l’aura activé.'
            : 'Terminez votre inscription sur Stripe pour activer le paiement en ligne.'}
        </p>
      ) : null}
      {settings.connection === 'disconnected' ? (
        <p className="text-sm text-slate-600">
          Votre compte Stripe a été déconnecté de JurisRDV : le paiement en ligne n’est plus demandé.
          Connectez un compte pour le proposer à nouveau.
        </p>
      ) : null}
      {props.linkExpired ? (
        <p className="text-sm text-slate-600">
          Le lien vers Stripe a expiré&nbsp;: cliquez à nouveau sur «&nbsp;Connecter mon compte Stripe&nbsp;».
        </p>
      ) : null}
      <ErrorBox message={props.syncError ?? (connect.isError ? userMessage(connect.error) : null)} />
      {enabled ? null : (
        <Button type="button" disabled={connect.isPending} onClick={() => connect.mutate()}>
          {connect.isPending ? 'Redirection vers Stripe…' : 'Connecter mon compte Stripe'}
        </Button>
      )}
      <form noValidate className="space-y-4" onSubmit={submit}>
        <ErrorBox message={save.isError ? userMessage(save.error) : null} />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('requirePrepayment')} />
          Demander le paiement en ligne à la réservation
        </label>
        {enabled ? null : (
          <p className="text-sm text-slate-600">
            Le paiement en ligne ne sera demandé qu’une fois votre compte Stripe activé.
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </form>
    </section>
  );
}
