import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';

/** Seed 000 §5: the map-service token must be non-blank to activate the map. */
export function MapTokenStep({ onSubmit }: { onSubmit: (token: string) => void }) {
  const id = useId();
  const [token, setToken] = useState('');
  const blank = token.trim() === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!blank) onSubmit(token.trim());
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="mx-auto flex max-w-md flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      <div className="flex items-center gap-2 text-slate-900">
        <KeyRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
        <h2 className="text-base font-semibold">Activer la carte interactive</h2>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-token`} className="block text-sm font-medium text-slate-700">
          Jeton du service de cartographie
        </label>
        <Input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          Jeton public fourni par votre service de cartographie. Il reste dans cet onglet et n'est jamais
          envoyé à JurisRDV.
        </p>
      </div>
      <Button type="submit" disabled={blank}>
        Activer la carte
      </Button>
    </form>
  );
}
