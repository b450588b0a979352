import { Check, Search } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { TProClient } from '#domain/practice/cases/case-schemas.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';

import { useProClients } from './pro-cases-api';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('fr-FR');
}

function matchesClient(client: TProClient, search: string): boolean {
  const needle = fold(search.trim());
  return !needle || fold(client.name).includes(needle) || fold(client.email ?? '').includes(needle);
}

/** « Sélectionner un client »: a selection is required before confirming (seed 001 §5). */
export function ClientPickerDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (client: TProClient) => Promise<unknown>;
}) {
  return (
    <ModalDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={'Sélectionner un client'}
      description={'Choisissez parmi les clients qui ont pris rendez-vous avec vous.'}
    >
      <ClientPicker onConfirm={props.onConfirm} onClose={() => props.onOpenChange(false)} />
    </ModalDialog>
  );
}

function ClientPicker(props: { onConfirm: (client: TProClient) => Promise<unknown>; onClose: () => void }) {
  const clients = useProClients();
  const [search, setSearch] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const list = (clients.data?.clients ?? []).filter((client) => matchesClient(client, search));
  const selected = clients.data?.clients.find((client) => client.key === selectedKey) ?? null;

  const confirm = async () => {
    if (!selected) return;
    setPending(true);
    setError(null);
    try {
      await props.onConfirm(selected);
      props.onClose();
    } catch (failure) {
      setError(userMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mt-4 space-y-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Rechercher un client"
          placeholder="Rechercher par nom ou e-mail…"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      {clients.isPending ? (
        <p className="text-sm text-slate-500">Chargement…</p>
      ) : clients.isError ? (
        <ErrorBox message="Impossible de charger vos clients. Veuillez réessayer." />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-500">Aucun client trouvé</p>
      ) : (
        <ul className="max-h-72 space-y-2 overflow-y-auto" aria-label="Clients">
          {list.map((client) => {
            const isSelected = client.key === selectedKey;
            return (
              <li key={client.key}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => setSelectedKey(client.key)}
                  className={cn(
                    'flex w-full items-center justify-between gap-3 rounded-lg border p-3 text-left text-sm',
                    isSelected
                      ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600/30'
                      : 'border-slate-200 hover:bg-slate-50',
                  )}
                >
                  <span>
                    <span className="block font-medium text-slate-900">{client.name}</span>
                    <span className="block text-slate-600">{client.email ?? 'E-mail non renseigné'}</span>
                    {client.phone ? <span className="block text-slate-600">{client.phone}</span> : null}
                  </span>
                  {isSelected ? <Check className="h-4 w-4 text-brand-700" aria-hidden="true" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorBox message={error} />
      <div className="flex justify-end gap-3 pt-2">
        <Dialog.Close asChild>
          <Button variant="outline" disabled={pending}>
            Annuler
          </Button>
        </Dialog.Close>
        <Button onClick={() => void confirm()} disabled={!selected || pending}>
          Sélectionner ce client
        </Button>
      </div>
    </div>
  );
}
