import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  type TOnlinePaymentSettings,
  type TOnlinePaymentSettingsRequest,
  ZOnlinePaymentSettingsRequest,
} from '../../../domain/online-payments/online-payment-rules';
import { ApiError, apiGet, apiRequest, userMessage } from '../../shared/api/http';
import { Button } from '../../shared/ui/button';
import { ErrorBox } from '../../shared/ui/error-box';
import { FormField, fieldA11y } from '../../shared/ui/form-field';
import { Input } from '../../shared/ui/input';
import { notify } from '../../shared/ui/toast';

const onlinePaymentKey = ['pro', 'online-payment'] as const;

type TForm = { stripeAccountId: string; requirePrepayment: boolean };

/**
 * « Paiement en ligne »: only where the platform has Stripe. The professional gives their Stripe
 * connected account and chooses whether online bookings are prepaid (the platform takes no share).
 */
export function OnlinePaymentCard() {
  const settings = useQuery({
    queryKey: onlinePaymentKey,
    queryFn: () => apiGet<TOnlinePaymentSettings>('/api/pro/online-payment'),
  });
  if (!settings.data?.available) return null;
  return <OnlinePaymentForm settings={settings.data} />;
}

function OnlinePaymentForm(props: { settings: TOnlinePaymentSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<TForm>({
    defaultValues: {
      stripeAccountId: props.settings.stripeAccountId ?? '',
      requirePrepayment: props.settings.requirePrepayment,
    },
  });
  // The request's own schema, on what the form holds (a blank account is « none »).
  const submit = form.handleSubmit((values) => {
    const parsed = ZOnlinePaymentSettingsRequest.safeParse({
      stripeAccountId: values.stripeAccountId.trim() || null,
      requirePrepayment: values.requirePrepayment,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'stripeAccountId');
      if (issue) form.setError('stripeAccountId', { message: issue.message });
      return;
    }
    save.mutate(parsed.data);
  });
  const save = useMutation({
    mutationFn: (request: TOnlinePaymentSettingsRequest) =>
      apiRequest<TOnlinePaymentSettings>('PUT', '/api/pro/online-payment', request),
    onSuccess: (saved) => {
      queryClient.setQueryData(onlinePaymentKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['professionals'] });
      notify('Paiement en ligne enregistré');
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (field === 'stripeAccountId') form.setError('stripeAccountId', { message });
        }
      }
    },
  });
  const accountError = form.formState.errors.stripeAccountId?.message;
  return (
    <section
      aria-labelledby="paiement-en-ligne-titre"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="paiement-en-ligne-titre" className="text-lg font-semibold text-slate-900">
        Paiement en ligne
      </h2>
      <p className="text-sm text-slate-600">
        Vos clients règlent vos honoraires affichés directement sur votre compte Stripe : JurisRDV ne prélève
        aucune commission. Une annulation dans les délais est remboursée automatiquement.
      </p>
      <form noValidate className="space-y-4" onSubmit={submit}>
        <ErrorBox message={save.isError && !accountError ? userMessage(save.error) : null} />
        <FormField
          id="stripe-account"
          label="Compte Stripe connecté"
          error={accountError}
          hint="L’identifiant acct_… de votre compte, visible dans votre tableau de bord Stripe."
        >
          <Input
            {...fieldA11y(
              'stripe-account',
              accountError,
              'L’identifiant acct_… de votre compte, visible dans votre tableau de bord Stripe.',
            )}
            placeholder="acct_…"
            autoComplete="off"
            {...form.register('stripeAccountId')}
          />
        </FormField>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="h-4 w-4" {...form.register('requirePrepayment')} />
          Demander le paiement en ligne à la réservation
        </label>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </form>
    </section>
  );
}
