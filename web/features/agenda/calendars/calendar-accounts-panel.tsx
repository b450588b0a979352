import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '#web/shared/api/http.ts';
import { cn } from '#web/shared/ui/cn.ts';
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog.tsx';
import { notify, notifyDestructive } from '#web/shared/ui/toast.ts';
import { AddCalendarAccountDialog } from './add-calendar-account-dialog';
import {
  useCalendarAccounts,
  useCalendarFeed,
  useRefreshCalendarAccount,
  useRegenerateCalendarFeed,
  useRemoveCalendarAccount,
} from './calendar-accounts-api';
import { CALENDAR_COLOUR_CLASSES } from './calendar-colours';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'Une erreur est survenue.');

/**
 * « Comptes importés »: « Mon agenda » plus each imported account with its colour, a visibility
 * checkbox, refresh and removal; below, the private feed address to subscribe from another agenda.
 */
export function CalendarAccountsPanel(props: {
  showOwnAgenda: boolean;
  onShowOwnAgendaChange: (visible: boolean) => void;
  hiddenAccountIds: ReadonlySet<number>;
  onToggleAccount: (accountId: number, visible: boolean) => void;
}) {
  const accounts = useCalendarAccounts();
  const refresh = useRefreshCalendarAccount();
  const remove = useRemoveCalendarAccount();
  const id = useId();
  // « Retirer » is confirmed first (issue 15 §3): the account's busy times stop blocking public slots.
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        Comptes importés
      </h3>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={props.showOwnAgenda}
          onChange={(event) => props.onShowOwnAgendaChange(event.target.checked)}
        />
        Mon agenda
      </label>
      {accounts.isPending ? <p className="text-xs text-slate-500">Chargement…</p> : null}
      <ul className="space-y-2">
        {(accounts.data?.accounts ?? []).map((account) => (
          <li key={account.id} className="space-y-1">
            <div className="flex items-center gap-2">
              <input
                type="checkbox"
                id={`${id}-${account.id}`}
                checked={!props.hiddenAccountIds.has(account.id)}
                onChange={(event) => props.onToggleAccount(account.id, event.target.checked)}
              />
              <span
                className={cn(
                  'h-3 w-3 shrink-0 rounded-full',
                  CALENDAR_COLOUR_CLASSES[account.colour].swatch,
                )}
                aria-hidden="true"
              />
              <label htmlFor={`${id}-${account.id}`} className="min-w-0 flex-1 text-sm text-slate-800">
                <span className="block break-words">{account.name}</span>
                {account.email ? (
                  <span className="block break-words text-xs text-slate-500">{account.email}</span>
                ) : null}
              </label>
              {account.sourceUrl ? (
                <button
                  type="button"
                  className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  aria-label={`Actualiser ${account.name}`}
                  disabled={refresh.isPending}
                  onClick={() =>
                    refresh.mutate(account.id, {
                      onSuccess: (updated) =>
                        notify('Calendrier actualisé', `${updated.eventCount} événements importés.`),
                      onError: (error) => notifyDestructive('Actualisation impossible', failure(error)),
                    })
                  }
                >
                  <RefreshCw
                    className={cn('h-4 w-4', refresh.isPending && 'animate-spin')}
                    aria-hidden="true"
                  />
                </button>
              ) : null}
              <button
                type="button"
                className="rounded p-1 text-slate-500 hover:bg-slate-100"
                aria-label={`Retirer ${account.name}`}
                onClick={() => {
                  setRemoveError(null);
                  setRemoving({ id: account.id, name: account.name });
                }}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
            {account.lastError ? <p className="text-xs text-red-600">{account.lastError}</p> : null}
          </li>
        ))}
      </ul>
      <AddCalendarAccountDialog />
      <PrivateFeed />
      <ConfirmDialog
        open={removing !== null}
        title="Retirer le compte"
        confirmLabel="Retirer"
        destructive
        pending={remove.isPending}
        error={removeError}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => {
              notify('Compte retiré', `${removing.name} ne bloque plus vos créneaux.`);
              setRemoving(null);
            },
            onError: (error) => setRemoveError(failure(error)),
          });
        }}
      >
        {removing
          ? `Retirer «\u00a0${removing.name}\u00a0»\u202f? Ses événements importés disparaissent du planning et ne bloquent plus vos créneaux.`
          : ''}
      </ConfirmDialog>
    </section>
  );
}

function PrivateFeed() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const inputId = useId();
  if (!feed.data) return null;
  return (
    <div className="space-y-1 border-t border-slate-200 pt-3">
      <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
        Mon flux iCalendar privé
      </label>
      <div className="flex gap-1">
        <input
          id={inputId}
          readOnly
          value={feed.data.url}
          className="min-w-0 flex-1 rounded border border-control px-2 py-1 text-xs"
        />
        <button
          type="button"
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
          aria-label="Copier l'adresse du flux"
          onClick={() =>
            navigator.clipboard
              ?.writeText(feed.data.url)
              .then(() => notify('Adresse copiée'))
              .catch(() => notifyDestructive('Copie impossible'))
          }
        >
          <Copy className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <p className="text-xs text-slate-500">
        Abonnez-vous à cette adresse depuis un autre agenda. Ne la partagez pas.
      </p>
      <button
        type="button"
        className="text-xs text-brand-700 underline"
        disabled={regenerate.isPending}
        onClick={() =>
          regenerate.mutate(undefined, {
            onSuccess: () => notify('Nouvelle adresse créée', "L'ancienne adresse ne fonctionne plus."),
          })
        }
      >
        Générer une nouvelle adresse
      </button>
    </div>
  );
}
