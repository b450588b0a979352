import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  type TConsumerMediatorSetting,
  ZConsumerMediatorSetting,
} from '#domain/directory/site/consumer-mediator-setting.ts';
import { applyServerErrors } from '#web/shared/api/form-errors.ts';
import { apiGet, apiRequest } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';

const KEY = ['admin', 'consumer-mediator'] as const;
const FIELDS = ['name', 'address', 'website'] as const;

/**
 * « Médiateur de la consommation » on /admin (issue 29 §4, ADR 0074): the body JurisRDV SAS signed its mediation
 * agreement with, named in the terms, the legal notice and the footer.
 */
export function ConsumerMediatorSetting() {
  const current = useQuery({
    queryKey: KEY,
    queryFn: () => apiGet<TConsumerMediatorSetting>('/api/admin/site/consumer-mediator'),
  });
  return (
    <section aria-labelledby="mediator-title" className="mx-auto max-w-6xl px-4 py-10">
      <h2 id="mediator-title" className="text-2xl font-bold text-slate-900">
        Médiateur de la consommation
      </h2>
      <p className="mt-1 text-slate-600">
        Le médiateur de la consommation de JurisRDV, nommé dans les conditions d’utilisation, les mentions
        légales et le pied de page du site.
      </p>
      <div className="mt-6 max-w-xl">
        {current.isPending ? (
          <Spinner label="Chargement du médiateur…" />
        ) : current.isError ? (
          <ErrorBox message={current.error.message} />
        ) : (
          <MediatorForm initial={current.data} />
        )}
      </div>
    </section>
  );
}

function MediatorForm({ initial }: { initial: TConsumerMediatorSetting }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: TConsumerMediatorSetting) =>
      apiRequest<TConsumerMediatorSetting>('PUT', '/api/admin/site/consumer-mediator', input),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['site', 'facts'] }),
      ]),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TConsumerMediatorSetting>({
    resolver: zodResolver(ZConsumerMediatorSetting),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      notify('Médiateur enregistré', 'Les pages du site le nomment désormais.');
    } catch (error) {
      setFormError(applyServerErrors(error, setError, FIELDS, 'Le médiateur n’a pas été enregistré.'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ErrorBox message={formError} />
      <FormField id="mediator-name" label="Nom du médiateur" error={errors.name?.message}>
        <Input {...fieldA11y('mediator-name', errors.name?.message)} {...register('name')} />
      </FormField>
      <FormField id="mediator-address" label="Adresse du médiateur" error={errors.address?.message}>
        <Input {...fieldA11y('mediator-address', errors.address?.message)} {...register('address')} />
      </FormField>
      <FormField id="mediator-website" label="Site du médiateur" error={errors.website?.message}>
        <Input
          type="url"
          {...fieldA11y('mediator-website', errors.website?.message)}
          {...register('website')}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          Enregistrer le médiateur
        </Button>
      </div>
    </form>
  );
}
