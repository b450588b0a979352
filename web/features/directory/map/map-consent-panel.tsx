import { Map as MapIcon } from 'lucide-react';
import { mapConsentSentence } from '#domain/directory/map/map-consent.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { cn } from '#web/shared/ui/cn.ts';
import { useMapConfig } from './map-config';

/**
 * Asks before any tile is requested from the provider. The sentence follows the configured provider
 * (MAP_TILE_URL, read from our own server), so it names who receives the visitor's IP address.
 */
export function MapConsentPanel({ onAccept, className }: { onAccept: () => void; className?: string }) {
  const config = useMapConfig();
  const sentence = mapConsentSentence(config.data?.mapTileUrl);
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 text-center',
        className,
      )}
    >
      <MapIcon className="h-8 w-8 text-brand-600" aria-hidden="true" />
      {sentence ? (
        <p className="text-sm text-slate-700">{sentence}</p>
      ) : (
        <p className="text-sm text-slate-700" role="status">
          {config.isError ? 'La carte est indisponible pour le moment.' : 'Chargement de la carte…'}
        </p>
      )}
      <Button onClick={onAccept} disabled={!sentence}>
        Afficher la carte
      </Button>
    </div>
  );
}
