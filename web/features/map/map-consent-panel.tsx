import { Map as MapIcon } from 'lucide-react';
import { Button } from '../../shared/ui/button';
import { cn } from '../../shared/ui/cn';

/** Exact wording of seed 000 §2 (Results): the provider is in the USA, hence the explicit consent. */
export const MAP_CONSENT_TEXT =
  'I authorise processing of information including my IP address and transfer outside the EU by a maps provider in the USA';

export function MapConsentPanel({ onAccept, className }: { onAccept: () => void; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center',
        className,
      )}
    >
      <MapIcon className="h-8 w-8 text-brand-600" aria-hidden="true" />
      <p lang="en" className="text-sm text-slate-700">
        {MAP_CONSENT_TEXT}
      </p>
      <Button onClick={onAccept}>Afficher la carte</Button>
    </div>
  );
}
