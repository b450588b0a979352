import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { domainsLabel, MAX_LAWYER_DOMAINS } from '#domain/directory/professionals/lawful-labels.ts';
import {
  canAddService,
  isLanguageIgnored,
  MAX_DESCRIPTION_LENGTH,
  MAX_FULL_DESCRIPTION_LENGTH,
  proProfileFormSchema,
  type TProProfile,
  type TUpdateProProfileInput,
  type TUpdateProProfileRequest,
} from '#domain/directory/professionals/pro-profile-schemas.ts';
import {
  professionalTitle,
  professionalTitleLine,
} from '#domain/directory/professionals/professional-title.ts';
import {
  PROFESSION_FIELDS,
  PROFESSIONAL_TITLES,
  TITLES_OF,
  type TProfessionalTitle,
} from '#domain/identity/auth/professions.ts';
import { legalDomainsOf, type TLegalDomain } from '#domain/kernel/vocabulary/legal-domains.ts';
import {
  CONSULTATION_MODE_OPTIONS,
  consultationModeLabel,
} from '#domain/kernel/vocabulary/search-options.ts';
import { ApiError, userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { FormField, fieldA11y } from '#web/shared/ui/form-field.tsx';
import { Input, Select } from '#web/shared/ui/input.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify } from '#web/shared/ui/toast.ts';
import { FeeAgreementSection } from './fee-agreement-section';
import { FeesEditor, FeesReadView } from './fees-editor';
import { OnlinePaymentCard } from './online-payment-card';
import { useProProfile, useSaveProProfile } from './pro-profile-api';
import { NOT_PROVIDED, ProfileCard, ReadLines, ReadValue, ToggleList } from './profile-card';
import { PublicationChecklist } from './publication-checklist';

type TFormInput = TUpdateProProfileInput;
type TField = keyof TFormInput;

const SAVE_ERROR = "Une erreur est survenue lors de l'enregistrement. Veuillez réessayer.";
const TEXTAREA_CLASSES =
  'block w-full rounded-md border border-control bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500';

const SECTIONS = [
  {
    id: 'informations',
    title: 'Informations personnelles',
    fields: [
      'title',
      'firstName',
      'lastName',
      'practice',
      'barAssociation',
      'barNumber',
      'specialties',
      'languages',
      'consultationModes',
    ],
  },
  {
    id: 'coordonnees',
    title: 'Coordonnées',
    fields: ['email', 'phone', 'streetAddress', 'postalCode', 'city'],
  },
  { id: 'prestations', title: 'Prestations et tarifs', fields: ['fees', 'services'] },
  { id: 'presentation', title: 'Présentation', fields: ['description', 'fullDescription'] },
  { id: 'formation', title: 'Formation et certifications', fields: ['education', 'certifications'] },
] as const satisfies readonly { id: string; title: string; fields: readonly TField[] }[];
type TSectionId = (typeof SECTIONS)[number]['id'];

const ALL_FIELDS: readonly TField[] = SECTIONS.flatMap((section) => section.fields);
const EMPTY_SERVICE = { name: '', price: '', duration: '', description: '' };

function toFormValues(profile: TProProfile): TFormInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    title: (PROFESSIONAL_TITLES as readonly string[]).includes(profile.title ?? '')
      ? (profile.title as TProfessionalTitle)
      : null,
    practice: profile.practice,
    barAssociation: profile.barAssociation ?? '',
    barNumber: profile.barNumber,
    // A domain outside the profession's list could not be toggled off, so it is not carried over.
    specialties: profile.specialties.filter((value): value is TLegalDomain =>
      (legalDomainsOf(profile.professionalType) as readonly string[]).includes(value),
    ),
    languages: [...profile.languages],
    consultationModes: [...profile.consultationModes],
    email: profile.email,
    phone: profile.phone,
    streetAddress: profile.streetAddress,
    postalCode: profile.postalCode,
    city: profile.city,
    description: profile.description,
    fullDescription: profile.fullDescription,
    education: [...profile.education],
    certifications: [...profile.certifications],
    services: profile.services.map((service) => ({ ...service })),
    fees: profile.fees ? { ...profile.fees, paymentMeans: [...profile.fees.paymentMeans] } : null,
  };
}

/** The first message found in a field's error, whether on the field, the list or one of its items. */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const record = error as Record<string, unknown>;
  if (typeof record.message === 'string' && record.message !== '') return record.message;
  for (const [key, value] of Object.entries(record)) {
    if (key === 'ref') continue;
    const nested = messageOf(value);
    if (nested) return nested;
  }
  return undefined;
}

function sectionsWithErrors(fields: readonly string[]): TSectionId[] {
  return SECTIONS.filter((section) => section.fields.some((field) => fields.includes(field))).map(
    (section) => section.id,
  );
}

/** « Ma fiche pro »: the professional's public profile, read and edited card by card. */
/** `sections`: what later contexts add to the page, composed by web/app (« Avis clients », issue 29 §3). */
export function ProProfilePage(props: { sections?: ReactNode }) {
  useDocumentTitle('Ma fiche pro');
  const profile = useProProfile();
  const session = useSession('pro');
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Ma fiche pro</h1>
          <p className="mt-1 text-slate-600">Gérez votre profil professionnel</p>
        </div>
        {profile.data?.publication.isPublic ? (
          <Link
            to={paths.lawyer(profile.data.id)}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Voir ma fiche publique
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      {profile.data ? (
        <PublicationChecklist
          publication={profile.data.publication}
          emailVerified={session.data?.user?.emailVerified ?? true}
        />
      ) : null}
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError || !profile.data ? (
        <ErrorBox message="Impossible de charger votre profil. Veuillez réessayer." />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <FeeAgreementSection />
        </>
      )}
      <OnlinePaymentCard />
      {props.sections}
    </div>
  );
}

function isSectionId(value: string): value is TSectionId {
  return SECTIONS.some((section) => section.id === value);
}

function ProfileForm({ profile }: { profile: TProProfile }) {
  const location = useLocation();
  const [editing, setEditing] = useState<ReadonlySet<TSectionId>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [newLanguage, setNewLanguage] = useState('');
  const [newService, setNewService] = useState(EMPTY_SERVICE);
  const save = useSaveProProfile();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<TFormInput, unknown, TUpdateProProfileRequest>({
    // What the profession asks too (three domains for a lawyer, no « spécialiste » without a certificate).
    resolver: zodResolver(proProfileFormSchema(profile.professionalType, profile.certificates.length > 0)),
    defaultValues: toFormValues(profile),
  });
  const values = watch();

  const isEditing = (id: TSectionId) => editing.has(id);
  const toggle = (id: TSectionId) =>
    setEditing((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const open = (ids: readonly TSectionId[]) => setEditing((current) => new Set([...current, ...ids]));
  const errorOf = (field: TField) => messageOf(errors[field]);
  const update = <K extends TField>(field: K, value: TFormInput[K]) =>
    setValue(field as Path<TFormInput>, value as never, { shouldDirty: true, shouldValidate: isSubmitted });

  // A checklist link (« …/profile#coordonnees ») opens that card for editing and brings it into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs it for each navigation
  useEffect(() => {
    const target = decodeURIComponent(location.hash.slice(1));
    if (!isSectionId(target)) return;
    setEditing((current) => new Set([...current, target]));
    const card = document.getElementById(target);
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [location.key]);

  const onCancel = () => {
    reset(toFormValues(profile));
    setEditing(new Set());
    setFormError(null);
    setNewLanguage('');
    setNewService(EMPTY_SERVICE);
  };

  const onInvalid = (invalid: FieldErrors<TFormInput>) => open(sectionsWithErrors(Object.keys(invalid)));

  const onValid = (request: TUpdateProProfileRequest) => {
    setFormError(null);
    save.mutate(request, {
      onSuccess: (saved) => {
        reset(toFormValues(saved));
        setEditing(new Set());
        notify('Profil sauvegardé', 'Vos informations professionnelles ont été mises à jour avec succès.');
      },
      onError: (failure) => {
        const shown: string[] = [];
        if (failure instanceof ApiError) {
          for (const [key, message] of Object.entries(failure.fieldErrors)) {
            // 'services.price' belongs to the services list as a whole.
            const field = key.split('.')[0] as TField;
            if (!ALL_FIELDS.includes(field) || shown.includes(field)) continue;
            setError(field as Path<TFormInput>, { type: 'server', message });
            shown.push(field);
          }
        }
        open(sectionsWithErrors(shown));
        setFormError(userMessage(failure, SAVE_ERROR));
      },
    });
  };

  const addLanguage = () => {
    if (isLanguageIgnored(values.languages, newLanguage)) return;
    update('languages', [...values.languages, newLanguage.trim()]);
    setNewLanguage('');
  };

  const addService = () => {
    if (!canAddService(newService)) return;
    update('services', [
      ...values.services,
      {
        name: newService.name.trim(),
        price: newService.price.trim(),
        duration: newService.duration.trim(),
        description: newService.description.trim(),
      },
    ]);
    setNewService(EMPTY_SERVICE);
    notify('Prestation ajoutée', 'La nouvelle prestation a été ajoutée avec succès.');
  };

  const textField = (field: TField & Path<TFormInput>, label: string, options: { type?: string } = {}) => {
    const id = `profil-${field}`;
    const error = errorOf(field);
    return (
      <FormField id={id} label={`${label} *`} error={error}>
        <Input
          {...fieldA11y(id, error)}
          type={options.type ?? 'text'}
          aria-required="true"
          {...register(field)}
        />
      </FormField>
    );
  };

  const linesField = (field: 'education' | 'certifications', label: string, hint: string) => {
    const id = `profil-${field}`;
    const error = errorOf(field);
    return (
      <FormField id={id} label={label} error={error} hint={hint}>
        <textarea
          {...fieldA11y(id, error, hint)}
          rows={4}
          className={TEXTAREA_CLASSES}
          value={values[field].join('\n')}
          onChange={(event) => update(field, event.target.value.split('\n'))}
        />
      </FormField>
    );
  };

  const profession = profile.professionalType;
  const professionFields = PROFESSION_FIELDS[profession];
  const domainChoices = legalDomainsOf(profession).map((value) => ({ value, label: value }));
  const titleLine = professionalTitleLine({
    professionalType: profession,
    title: values.title ?? null,
    barAssociation: values.barAssociation ?? null,
  });
  const servicesError = errorOf('services');
  const address = [values.streetAddress.trim(), `${values.postalCode} ${values.city}`.trim()]
    .filter(Boolean)
    .join(', ');

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
      <ErrorBox message={formError} />

      <ProfileCard
        id="informations"
        title="Informations personnelles"
        editing={isEditing('informations')}
        onToggle={() => toggle('informations')}
      >
        {isEditing('informations') ? (
          <div className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="profil-title" label="Titre" error={errorOf('title')}>
                <Select
                  {...fieldA11y('profil-title', errorOf('title'))}
                  value={values.title ?? ''}
                  onChange={(event) =>
                    update(
                      'title',
                      event.target.value === '' ? null : (event.target.value as TProfessionalTitle),
                    )
                  }
                >
                  <option value="">{`${professionalTitle({ professionalType: profession })} (par défaut)`}</option>
                  {TITLES_OF[profession].map((title) => (
                    <option key={title} value={title}>
                      {title}
                    </option>
                  ))}
                </Select>
              </FormField>
              {textField('firstName', 'Prénom')}
              {textField('lastName', 'Nom')}
              {textField('practice', professionFields.practice)}
              {professionFields.barAssociation
                ? textField('barAssociation', professionFields.barAssociation.label)
                : null}
              {professionFields.barNumber ? textField('barNumber', professionFields.barNumber.label) : null}
            </div>
            <ToggleList
              label={
                profession === 'avocat'
                  ? `${domainsLabel(profession)} (${MAX_LAWYER_DOMAINS} au maximum)`
                  : domainsLabel(profession)
              }
              required
              options={domainChoices}
              selected={values.specialties}
              onChange={(selected) => update('specialties', selected)}
              error={errorOf('specialties')}
            />
            <div className="space-y-2">
              <p className="text-sm font-medium text-slate-700">Langues parlées</p>
              <ul aria-label="Langues parlées" className="flex flex-wrap gap-2">
                {values.languages.map((language) => (
                  <li
                    key={language}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800"
                  >
                    {language}
                    <button
                      type="button"
                      aria-label={`Retirer la langue ${language}`}
                      className="rounded-full p-0.5 text-slate-500 hover:bg-slate-200 hover:text-red-600"
                      onClick={() =>
                        update(
                          'languages',
                          values.languages.filter((value) => value !== language),
                        )
                      }
                    >
                      <X className="h-3 w-3" aria-hidden="true" />
                    </button>
                  </li>
                ))}
              </ul>
              <div className="flex gap-2">
                <Input
                  aria-label="Nouvelle langue"
                  placeholder="Ajouter une langue"
                  value={newLanguage}
                  onChange={(event) => setNewLanguage(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addLanguage();
                    }
                  }}
                />
                <Button variant="outline" onClick={addLanguage}>
                  Ajouter
                </Button>
              </div>
              {errorOf('languages') ? <p className="text-sm text-red-600">{errorOf('languages')}</p> : null}
            </div>
            <ToggleList
              label="Modes de consultation"
              required
              options={CONSULTATION_MODE_OPTIONS}
              selected={values.consultationModes}
              onChange={(selected) => update('consultationModes', selected)}
              error={errorOf('consultationModes')}
            />
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <ReadValue label="Nom complet" value={`${values.firstName} ${values.lastName}`} />
            <ReadValue label="Titre" value={titleLine} />
            <ReadValue label={professionFields.practice} value={values.practice} />
            {professionFields.barAssociation ? (
              <ReadValue
                label={profession === 'avocat' ? 'Barreau' : 'Chambre régionale'}
                value={values.barAssociation ?? ''}
              />
            ) : null}
            {professionFields.barNumber ? (
              <ReadValue label={professionFields.barNumber.label} value={values.barNumber} />
            ) : null}
            <ReadValue label={domainsLabel(profession)} value={values.specialties} />
            <ReadValue label="Langues parlées" value={values.languages} />
            <ReadValue
              label="Modes de consultation"
              value={values.consultationModes.map(consultationModeLabel)}
            />
          </dl>
        )}
      </ProfileCard>

      <ProfileCard
        id="coordonnees"
        title="Coordonnées"
        editing={isEditing('coordonnees')}
        onToggle={() => toggle('coordonnees')}
      >
        {isEditing('coordonnees') ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {textField('email', 'E-mail', { type: 'email' })}
            {textField('phone', 'Téléphone', { type: 'tel' })}
            <div className="sm:col-span-2">{textField('streetAddress', 'Adresse')}</div>
            {textField('postalCode', 'Code postal')}
            {textField('city', 'Ville')}
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <ReadValue label="E-mail" value={values.email} />
            <ReadValue label="Téléphone" value={values.phone} />
            <ReadValue label="Adresse" value={address} />
          </dl>
        )}
      </ProfileCard>

      <ProfileCard
        id="prestations"
        title="Prestations et tarifs"
        editing={isEditing('prestations')}
        onToggle={() => toggle('prestations')}
      >
        {isEditing('prestations') ? (
          <FeesEditor
            value={values.fees ?? null}
            errors={{
              firstConsultation: messageOf(errors.fees?.firstConsultation),
              followUp: messageOf(errors.fees?.followUp),
              urgent: messageOf(errors.fees?.urgent),
              paymentMeans: messageOf(errors.fees?.paymentMeans),
              other: typeof errors.fees?.message === 'string' ? errors.fees.message : undefined,
            }}
            onChange={(fees) => update('fees', fees)}
          />
        ) : (
          <FeesReadView fees={values.fees ?? null} />
        )}
        <h3 className="text-sm font-semibold text-slate-900">Prestations</h3>
        {values.services.length === 0 ? (
          <p className="text-sm text-slate-500">Aucune prestation configurée</p>
        ) : (
          <ul
            aria-label="Prestations"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {values.services.map((service, index) => (
              <li
                key={service.id ?? `nouvelle-${index.toString()}`}
                className="flex items-start justify-between gap-3 px-4 py-3"
              >
                <div>
                  <p className="font-medium text-slate-900">{service.name}</p>
                  {service.description ? (
                    <p className="text-sm text-slate-600">{service.description}</p>
                  ) : null}
                  {service.duration ? (
                    <p className="text-xs text-slate-500">Durée&nbsp;: {service.duration}</p>
                  ) : null}
                </div>
                <div className="flex items-center gap-2">
                  <span className="font-semibold text-slate-900">{service.price}</span>
                  {isEditing('prestations') ? (
                    <button
                      type="button"
                      aria-label={`Supprimer la prestation ${service.name}`}
                      className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-600"
                      onClick={() =>
                        update(
                          'services',
                          values.services.filter((_, position) => position !== index),
                        )
                      }
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {servicesError ? (
          <p role="alert" className="text-sm text-red-600">
            {servicesError}
          </p>
        ) : null}
        {isEditing('prestations') ? (
          <fieldset className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">Nouvelle prestation</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['name', 'Nom de la prestation *'],
                  ['price', 'Prix *'],
                  ['duration', 'Durée'],
                  ['description', 'Description'],
                ] as const
              ).map(([key, label]) => (
                <FormField key={key} id={`nouvelle-prestation-${key}`} label={label}>
                  <Input
                    id={`nouvelle-prestation-${key}`}
                    value={newService[key]}
                    placeholder={key === 'price' ? 'ex. 150 €' : key === 'duration' ? 'ex. 1h' : undefined}
                    onChange={(event) =>
                      setNewService((current) => ({ ...current, [key]: event.target.value }))
                    }
                  />
                </FormField>
              ))}
            </div>
            <Button variant="outline" disabled={!canAddService(newService)} onClick={addService}>
              Ajouter la prestation
            </Button>
          </fieldset>
        ) : null}
      </ProfileCard>

      <ProfileCard
        id="presentation"
        title="Présentation"
        editing={isEditing('presentation')}
        onToggle={() => toggle('presentation')}
      >
        {isEditing('presentation') ? (
          <div className="space-y-4">
            {(
              [
                ['description', 'Description courte', MAX_DESCRIPTION_LENGTH, 3],
                ['fullDescription', 'Présentation détaillée', MAX_FULL_DESCRIPTION_LENGTH, 8],
              ] as const
            ).map(([field, label, max, rows]) => {
              const id = `profil-${field}`;
              const error = errorOf(field);
              const hint = `${values[field]?.length ?? 0} / ${max} caractères`;
              return (
                <FormField key={field} id={id} label={label} error={error} hint={hint}>
                  <textarea
                    {...fieldA11y(id, error, hint)}
                    rows={rows}
                    className={TEXTAREA_CLASSES}
                    {...register(field)}
                  />
                </FormField>
              );
            })}
          </div>
        ) : (
          <dl className="space-y-4">
            <ReadValue label="Description courte" value={values.description ?? ''} />
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                Présentation détaillée
              </dt>
              <dd className="space-y-2 text-sm text-slate-900">
                {(values.fullDescription ?? '').trim() === '' ? (
                  <span className="italic text-slate-500">{NOT_PROVIDED}</span>
                ) : (
                  (values.fullDescription ?? '')
                    .split(/\n+/)
                    .filter((paragraph) => paragraph.trim() !== '')
                    .map((paragraph, index) => <p key={`${index.toString()}-${paragraph}`}>{paragraph}</p>)
                )}
              </dd>
            </div>
          </dl>
        )}
      </ProfileCard>

      <ProfileCard
        id="formation"
        title="Formation et certifications"
        editing={isEditing('formation')}
        onToggle={() => toggle('formation')}
      >
        {isEditing('formation') ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {linesField('education', 'Formation', 'Un diplôme par ligne')}
            {linesField('certifications', 'Certifications', 'Une certification par ligne')}
          </div>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <ReadLines label="Formation" lines={values.education} />
            <ReadLines label="Certifications" lines={values.certifications} />
          </dl>
        )}
      </ProfileCard>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          Sauvegarder le profil
        </Button>
      </div>
    </form>
  );
}
