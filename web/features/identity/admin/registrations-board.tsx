import { Tabs } from 'radix-ui';
import { Fragment, useId, useState } from 'react';
import type { TProfessionalRegistration } from '#domain/identity/auth/admin-schemas.ts';
import type { TVerificationStatus } from '#domain/identity/auth/auth-schemas.ts';
import { PROFESSION_CHOICES, PROFESSION_FIELDS } from '#domain/identity/auth/professions.ts';
import { ZApproveWithNoteForm } from '#domain/identity/official-directories/official-directory-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { ApiError } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { DirectoryMatch } from '../official-directories/directory-match';
import { DirectoryVerification } from '../official-directories/directory-verification';
import { NoteForm } from '../official-directories/note-form';
import { CertificatesPanel } from './certificates-panel';
import { useDecideRegistration, useRegistrations } from './registrations-api';

const STATUS_TABS: { value: TVerificationStatus; label: string }[] = [
  { value: 'pending', label: 'En attente' },
  { value: 'verified', label: 'Validées' },
  { value: 'rejected', label: 'Refusées' },
];

const dateFormat = frenchDateFormat({
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

export function RegistrationsBoard() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Inscriptions professionnelles</h1>
      <p className="mt-1 text-slate-600">
        Vérifiez les informations (barreau et numéro, numéro CRPCEN, chambre, cabinet ou office) avant de
        valider un compte. Une inscription trouvée telle quelle dans l’annuaire officiel de sa profession se
        valide en un clic&#8239;; toute autre demande votre note.
      </p>
      <Tabs.Root defaultValue="pending" className="mt-6">
        <Tabs.List aria-label="Statut des inscriptions" className="flex gap-1 border-b border-slate-200">
          {STATUS_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {STATUS_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="py-6">
            <RegistrationList status={tab.value} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}

function RegistrationList({ status }: { status: TVerificationStatus }) {
  const query = useRegistrations(status);
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ErrorBox message={query.error.message} />;
  if (query.data.registrations.length === 0) {
    return (
      <p className="text-slate-600">
        {status === 'pending' ? 'Aucune inscription en attente de validation.' : 'Aucune inscription.'}
      </p>
    );
  }
  return (
    <ul className="space-y-4">
      {query.data.registrations.map((registration) => (
        <RegistrationCard key={registration.id} registration={registration} />
      ))}
    </ul>
  );
}

function RegistrationCard({ registration }: { registration: TProfessionalRegistration }) {
  const decide = useDecideRegistration();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const oneClick = registration.match.state === 'found';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const run = (input: Parameters<typeof decide.mutate>[0], done: string) => {
    setError(null);
    decide.mutate(input, {
      onSuccess: () => notify(done, `Un e-mail a été envoyé à ${registration.name}.`),
      onError: (failure) => {
        const message =
          failure instanceof ApiError
            ? (failure.fieldErrors.reason ?? failure.message)
            : 'Une erreur est survenue.';
        setError(message);
        notifyDestructive('Action impossible', message);
      },
    });
  };

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="font-semibold text-slate-900">{registration.name}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">E-mail</dt>
            <dd>
              {registration.email}
              {registration.emailVerified ? (
                ' (confirmée)'
              ) : (
                <span className="ml-1 font-medium text-amber-800">
                  (non confirmée&nbsp;: la validation attend sa confirmation)
                </span>
              )}
            </dd>
            <ProfessionRows registration={registration} />
            <dt className="text-slate-600">Inscription</dt>
            <dd>{dateFormat.format(new Date(registration.createdAt))}</dd>
            {registration.rejectionReason ? (
              <>
                <dt className="text-slate-600">Motif du refus</dt>
                <dd>{registration.rejectionReason}</dd>
              </>
            ) : null}
            {registration.verificationStatus === 'verified' ? (
              <>
                <dt className="text-slate-600">Fiche publique</dt>
                <dd>
                  {registration.isPublic
                    ? 'Complète, visible des clients'
                    : `Incomplète, pas encore visible\u00a0: ${registration.missing
                        .map((item) => item.label.charAt(0).toLowerCase() + item.label.slice(1))
                        .join(', ')}`}
                </dd>
              </>
            ) : null}
          </dl>
        </div>
        {registration.verificationStatus === 'pending' && !rejecting && !approving ? (
          <div className="flex gap-2">
            <Button
              disabled={decide.isPending}
              onClick={() =>
                oneClick
                  ? run({ id: registration.id, decision: 'approve' }, 'Inscription validée')
                  : setApproving(true)
              }
              aria-label={`Valider l'inscription de ${registration.name}`}
            >
              Valider
            </Button>
            <Button
              variant="outline"
              onClick={() => setRejecting(true)}
              aria-label={`Refuser l'inscription de ${registration.name}`}
            >
              Refuser
            </Button>
          </div>
        ) : null}
      </div>
      {registration.verificationStatus === 'pending' || !registration.verification ? (
        <DirectoryMatch match={registration.match} profession={registration.professionalType} />
      ) : (
        <DirectoryVerification
          id={registration.id}
          name={registration.name}
          verification={registration.verification}
        />
      )}
      {registration.verificationStatus === 'verified' ? (
        <CertificatesPanel registration={registration} />
      ) : null}
      {approving ? (
        <NoteForm
          schema={ZApproveWithNoteForm}
          label="Note de validation (obligatoire)"
          hint={
            'L’inscription ne correspond pas exactement à l’annuaire officiel\u00a0: dites ce que vous avez vérifié.'
          }
          submitLabel="Confirmer la validation"
          pending={decide.isPending}
          onCancel={() => setApproving(false)}
          onSubmit={(note) =>
            decide.mutateAsync({ id: registration.id, decision: 'approve', note }).then(() => {
              notify('Inscription validée', `Un e-mail a été envoyé à ${registration.name}.`);
            })
          }
        />
      ) : null}
      {rejecting ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            run({ id: registration.id, decision: 'reject', reason }, 'Inscription refusée');
          }}
        >
          <label htmlFor={reasonId} className="block text-sm font-medium text-slate-700">
            Motif du refus (envoyé au professionnel)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            maxLength={1000}
            className="block w-full rounded-md border border-control p-2 text-sm"
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" disabled={decide.isPending || reason.trim() === ''}>
              Confirmer le refus
            </Button>
            <Button variant="outline" onClick={() => setRejecting(false)}>
              Annuler
            </Button>
          </div>
        </form>
      ) : null}
      <div className="mt-3">
        <ErrorBox message={error} />
      </div>
    </li>
  );
}

const NOT_GIVEN = 'Non renseigné';

/** What the profession was asked at registration, under the labels the professional saw (ADR 0050). */
function ProfessionRows({ registration }: { registration: TProfessionalRegistration }) {
  const profession = registration.professionalType;
  const fields = PROFESSION_FIELDS[profession];
  const rows: [string, string][] = [
    ['Profession', PROFESSION_CHOICES.find((choice) => choice.value === profession)?.label ?? profession],
    ['Titre', registration.title ?? NOT_GIVEN],
    [fields.practice, registration.practice],
  ];
  if (fields.barAssociation) {
    rows.push([
      profession === 'avocat' ? 'Barreau' : 'Chambre régionale',
      registration.barAssociation ?? NOT_GIVEN,
    ]);
  }
  if (fields.barNumber) rows.push([fields.barNumber.label, registration.barNumber || NOT_GIVEN]);
  rows.push(['Domaine', registration.specialty], ['Commune', registration.town ?? NOT_GIVEN]);
  return rows.map(([label, value]) => (
    <Fragment key={label}>
      <dt className="text-slate-600">{label}</dt>
      <dd>{value}</dd>
    </Fragment>
  ));
}
