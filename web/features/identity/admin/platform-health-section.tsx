import { Fragment, type ReactNode } from 'react';
import { formatElapsed, formatRunDuration } from '#domain/kernel/operations/elapsed-time.ts';
import {
  LISTEN_STATUS_LABELS,
  type TBackgroundJobHealth,
  type TDeliveryError,
  type TDeploymentSettings,
  type TOutboxChannel,
  type TOutboxHealth,
  type TPlatformHealthResponse,
} from '#domain/kernel/operations/platform-health-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { usePlatformHealth, useResendDelivery } from './platform-health-api';

const CHANNEL_LABELS: Record<TOutboxChannel, string> = { email: 'E-mails', sms: 'SMS' };

const dateFormat = frenchDateFormat({ dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

const cellClass = 'border-b border-slate-100 px-3 py-2 align-top';
const headClass = 'border-b border-slate-200 px-3 py-2 font-medium text-slate-700';

/** « le 28/11/2026 20:04:05 (il y a 3 min) », the age counted from when the report was made. */
function when(iso: string, checkedAt: string): string {
  const seconds = (Date.parse(checkedAt) - Date.parse(iso)) / 1000;
  return `${dateFormat.format(new Date(iso))} (il y a ${formatElapsed(seconds)})`;
}

function OutboxTable({ outboxes }: { outboxes: TOutboxHealth[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-sm text-slate-600">
        Messages en attente d’envoi (dus ou entre deux tentatives), programmés plus tard, et abandonnés après
        toutes leurs tentatives.
      </caption>
      <thead>
        <tr>
          <th scope="col" className={headClass}>
            Canal
          </th>
          <th scope="col" className={headClass}>
            En attente
          </th>
          <th scope="col" className={headClass}>
            Programmés
          </th>
          <th scope="col" className={headClass}>
            En échec
          </th>
          <th scope="col" className={headClass}>
            Plus ancien en attente
          </th>
        </tr>
      </thead>
      <tbody>
        {outboxes.map((outbox) => (
          <tr key={outbox.channel}>
            <th scope="row" className={`${cellClass} font-medium`}>
              {CHANNEL_LABELS[outbox.channel]}
            </th>
            <td className={cellClass}>{outbox.pending}</td>
            <td className={cellClass}>{outbox.scheduled}</td>
            <td className={`${cellClass} ${outbox.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
              {outbox.failed}
            </td>
            <td className={cellClass}>
              {outbox.oldestPendingAgeSeconds === null
                ? 'Aucun message dû'
                : `depuis ${formatElapsed(outbox.oldestPendingAgeSeconds)}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function describeMessage(error: TDeliveryError): string {
  return error.channel === 'email' ? `E-mail «\u00a0${error.subject ?? ''}\u00a0»` : 'SMS';
}

function ResendButton({ error }: { error: TDeliveryError }) {
  const resend = useResendDelivery();
  const what = error.channel === 'email' ? 'l’e-mail' : 'le SMS';
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={resend.isPending}
      aria-label={`Renvoyer ${what} à ${error.recipient}`}
      onClick={() =>
        resend.mutate(
          { channel: error.channel, id: error.id },
          {
            onSuccess: () =>
              notify(
                'Message remis en file d’envoi',
                `Il sera envoyé à ${error.recipient} dans quelques instants.`,
              ),
            onError: (failure) => notifyDestructive('Renvoi impossible', userMessage(failure)),
          },
        )
      }
    >
      Renvoyer
    </Button>
  );
}

function DeliveryErrors({ errors, checkedAt }: { errors: TDeliveryError[]; checkedAt: string }) {
  if (errors.length === 0) return <p className="text-sm text-slate-600">Aucune erreur d’envoi récente.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm text-slate-600">
          Les derniers messages dont la dernière tentative a échoué (le contenu des messages n’est jamais
          affiché).
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              Message
            </th>
            <th scope="col" className={headClass}>
              Destinataire
            </th>
            <th scope="col" className={headClass}>
              Tentatives
            </th>
            <th scope="col" className={headClass}>
              Dernière erreur
            </th>
            <th scope="col" className={headClass}>
              Créé
            </th>
            <th scope="col" className={headClass}>
              Action
            </th>
          </tr>
        </thead>
        <tbody>
          {errors.map((error) => (
            <tr key={`${error.channel}-${error.id}`}>
              <td className={cellClass}>{describeMessage(error)}</td>
              <td className={`${cellClass} break-all`}>{error.recipient}</td>
              <td className={cellClass}>{error.attempts}</td>
              <td className={`${cellClass} break-words text-red-700`}>{error.lastError}</td>
              <td className={cellClass}>{when(error.createdAt, checkedAt)}</td>
              <td className={cellClass}>
                {error.status === 'failed' ? (
                  <ResendButton error={error} />
                ) : (
                  <span className="text-slate-600">Nouvel essai automatique</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function JobsTable({ jobs, checkedAt }: { jobs: TBackgroundJobHealth[]; checkedAt: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm text-slate-600">
          Dernières exécutions de chaque tâche, quelle que soit l’instance qui les a faites.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={headClass}>
              Tâche
            </th>
            <th scope="col" className={headClass}>
              Dernier succès
            </th>
            <th scope="col" className={headClass}>
              Dernier échec
            </th>
            <th scope="col" className={headClass}>
              Dernière exécution
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.name}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {job.label}
              </th>
              <td className={cellClass}>
                {job.lastSuccessAt ? when(job.lastSuccessAt, checkedAt) : 'Aucun'}
              </td>
              <td className={cellClass}>
                {job.lastFailureAt ? (
                  <>
                    {when(job.lastFailureAt, checkedAt)}
                    <span className="mt-1 block break-words text-red-700">{job.lastError}</span>
                  </>
                ) : (
                  'Aucun'
                )}
              </td>
              <td className={cellClass}>
                {job.lastRunAt && job.lastDurationMs !== null ? (
                  <>
                    {when(job.lastRunAt, checkedAt)}, en {formatRunDuration(job.lastDurationMs)}
                    <span className="block text-slate-600">par {job.lastInstance}</span>
                  </>
                ) : (
                  'Jamais exécutée'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InstanceDetails({ health }: { health: TPlatformHealthResponse }) {
  const { instance } = health;
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">Instance</dt>
      <dd className="break-all">{instance.name}</dd>
      <dt className="text-slate-600">Invalidation des caches de recherche entre instances</dt>
      <dd>{LISTEN_STATUS_LABELS[instance.cacheInvalidation]}</dd>
      <dt className="text-slate-600">Notifications en direct écrites par d’autres instances</dt>
      <dd>{LISTEN_STATUS_LABELS[instance.notifications]}</dd>
      <dt className="text-slate-600">Flux de notifications ouverts</dt>
      <dd>{instance.openStreams}</dd>
    </dl>
  );
}

/** How this deployment is set up; « Non disponible » says what is missing, for the administrator to fix. */
function DeploymentSettings({ deployment }: { deployment: TDeploymentSettings }) {
  const rows: [string, string][] = [
    [
      'Envoi des e-mails',
      deployment.emailDelivery
        ? 'Disponible'
        : "Non disponible — aucun serveur d'envoi n'est configuré (SMTP_URL)\u00a0: les e-mails restent dans la file.",
    ],
    [
      'Envoi des SMS',
      deployment.smsHost
        ? `Disponible, par ${deployment.smsHost}`
        : 'Non disponible — aucun fournisseur de SMS n’est configuré.',
    ],
    [
      'Paiement en ligne',
      deployment.onlinePayments ? 'Disponible (Stripe)' : 'Non disponible — Stripe n’est pas configuré.',
    ],
    ['Visioconférence', `Salles sur ${deployment.videoHost}`],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

function Subsection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4 space-y-3 rounded-lg border border-slate-200 bg-white p-6">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * « Santé de la plateforme » on the administrator's page (ADR 0039): the e-mail and SMS outboxes, the last
 * delivery errors with « Renvoyer », the background jobs' last runs (shared by every instance) and what the
 * instance that answered listens to.
 */
export function PlatformHealthSection() {
  const health = usePlatformHealth();
  return (
    <section aria-labelledby="platform-health-heading" className="mx-auto max-w-6xl px-4 pb-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="platform-health-heading" className="text-xl font-bold text-slate-900">
          Santé de la plateforme
        </h2>
        <Button
          variant="outline"
          size="sm"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          Actualiser
        </Button>
      </div>
      {health.isPending ? (
        <Spinner label="Chargement de l’état de la plateforme…" />
      ) : health.isError ? (
        <div className="mt-4">
          <ErrorBox message={userMessage(health.error)} />
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Relevé du {dateFormat.format(new Date(health.data.checkedAt))}.
          </p>
          <Subsection id="platform-health-deployment" title="Réglages de ce déploiement">
            <DeploymentSettings deployment={health.data.deployment} />
          </Subsection>
          <Subsection id="platform-health-outboxes" title="Envois d’e-mails et de SMS">
            <OutboxTable outboxes={health.data.outboxes} />
          </Subsection>
          <Subsection id="platform-health-errors" title="Dernières erreurs d’envoi">
            <DeliveryErrors errors={health.data.deliveryErrors} checkedAt={health.data.checkedAt} />
          </Subsection>
          <Subsection id="platform-health-jobs" title="Tâches de fond">
            <JobsTable jobs={health.data.jobs} checkedAt={health.data.checkedAt} />
          </Subsection>
          <Subsection id="platform-health-instance" title="Cette instance">
            <InstanceDetails health={health.data} />
          </Subsection>
        </>
      )}
    </section>
  );
}
