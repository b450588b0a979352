import { Button } from '#web/shared/ui/button.tsx';
import { LazyResultsMap } from './lazy-results-map';
import { tileUrlWithToken, useMapConfig } from './map-config';
import { MapConsentPanel } from './map-consent-panel';
import type { TMapPin } from './map-pins';
import { useMapConsent, useMapToken } from './map-session-store';
import { MapTokenStep } from './map-token-step';

export type TMapPanelProps = {
  pins: readonly TMapPin[];
  height: number;
  label: string;
  onBook: (professionalId: number) => void;
  /** The map view asks for the provider's token before showing the map (seed 000 §2). */
  requireToken?: boolean;
  fallbackCenter?: [number, number] | undefined;
};

/** Consent first, then (when asked) the token, then the map: seed 000 §4 "Map" states. */
export function MapPanel({ requireToken = false, ...props }: TMapPanelProps) {
  const [consented, grantConsent] = useMapConsent();
  const [token, setToken] = useMapToken();
  const config = useMapConfig();

  if (!consented) return <MapConsentPanel onAccept={grantConsent} />;
  if (requireToken && !token) return <MapTokenStep onSubmit={setToken} />;

  return (
    <div className="space-y-2">
      <LazyResultsMap
        pins={props.pins}
        height={props.height}
        label={props.label}
        onBook={props.onBook}
        fallbackCenter={props.fallbackCenter}
        tileUrl={tileUrlWithToken(config.data?.mapTileUrl, token)}
        attribution={config.data?.mapAttribution ?? ''}
      />
      {requireToken && token ? (
        <div className="flex justify-end">
          <Button variant="ghost" size="sm" onClick={() => setToken(null)}>
            Changer de jeton
          </Button>
        </div>
      ) : null}
    </div>
  );
}
