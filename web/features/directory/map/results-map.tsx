import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { BaseMapLayer } from './base-map/base-map-layer';
import { pinIconHtml, type TMapPin } from './map-pins';

export const MIN_MAP_ZOOM = 1;
export const MAX_MAP_ZOOM = 18;
const PARIS_CENTER: [number, number] = [48.8566, 2.3522];
const SINGLE_PIN_ZOOM = 14;

export type TResultsMapProps = {
  pins: readonly TMapPin[];
  /** Height in pixels (600 in the results' map view). */
  height: number;
  /** Detailed tiles drawn over the base map, null to show the pins on the base map alone. */
  tileUrl: string | null;
  attribution: string;
  /** Accessible name of the map. */
  label: string;
  onBook: (professionalId: number) => void;
  /** Where to look when there is no pin. */
  fallbackCenter?: [number, number] | undefined;
};

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** Keeps every pin in view whenever the set of pins changes. */
function FitToPins({ pins, fallbackCenter }: { pins: readonly TMapPin[]; fallbackCenter: [number, number] }) {
  const map = useMap();
  const signature = pins.map((pin) => `${pin.id}:${pin.latitude}:${pin.longitude}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the pins' positions
  useEffect(() => {
    const first = pins[0];
    if (!first) {
      map.setView(fallbackCenter, 11);
    } else if (pins.length === 1) {
      map.setView([first.latitude, first.longitude], SINGLE_PIN_ZOOM);
    } else {
      const bounds = L.latLngBounds(pins.map((pin) => [pin.latitude, pin.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 });
    }
  }, [map, signature]);
  return null;
}

/** French names for Leaflet's own controls and the map itself, and focus moved into opened cards. */
function AccessibleMap({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-roledescription', 'carte');
  }, [map, label]);
  useMapEvents({
    popupopen(event) {
      const element = event.popup.getElement();
      const close = element?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', 'Fermer');
      close?.setAttribute('title', 'Fermer');
      if (document.activeElement?.classList.contains('leaflet-marker-icon')) {
        element
          ?.querySelector<HTMLElement>('button:not(.leaflet-popup-close-button)')
          ?.focus({ preventScroll: true });
      }
    },
  });
  return null;
}

function PinMarker({ pin, onBook }: { pin: TMapPin; onBook: (professionalId: number) => void }) {
  const icon = useMemo(
    () =>
      L.divIcon({
        html: pinIconHtml(pin.name),
        className: 'jr-map-pin',
        iconSize: [28, 28],
        iconAnchor: [14, 34],
        popupAnchor: [0, -30],
      }),
    [pin.name],
  );
  return (
    <Marker
      position={[pin.latitude, pin.longitude]}
      icon={icon}
      title={pin.name}
      alt={pin.name}
      keyboard
      riseOnHover
    >
      <Popup>
        <div className="min-w-44 space-y-2 font-sans">
          <p className="text-sm font-semibold text-slate-900">{pin.name}</p>
          {pin.firstConsultationFee ? (
            <p className="text-sm text-slate-700">
              Première consultation&nbsp;: <span className="font-semibold">{pin.firstConsultationFee}</span>
            </p>
          ) : null}
          <button
            type="button"
            aria-label={`Réserver avec ${pin.name}`}
            onClick={() => onBook(pin.id)}
            className="inline-flex h-8 w-full items-center justify-center rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700"
          >
            Réserver
          </button>
        </div>
      </Popup>
    </Marker>
  );
}

/** Providers that answered no tile during this visit: later maps do not ask them again. */
const unreachableTileUrls = new Set<string>();

/**
 * The real map: pins at their coordinates on the embedded base map of France, with tiles from the
 * configured provider drawn over it when there are any (token given, online, provider reachable).
 */
export function ResultsMap(props: TResultsMapProps) {
  const online = useOnline();
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const loadedUrl = useRef<string | null>(null);
  const wanted = online ? props.tileUrl : null;
  const tileUrl =
    wanted !== null && wanted !== unreachable && !unreachableTileUrls.has(wanted) ? wanted : null;
  const simulated = tileUrl === null;
  const first = props.pins[0];
  const fallbackCenter = props.fallbackCenter ?? PARIS_CENTER;
  const initialCenter: [number, number] = first ? [first.latitude, first.longitude] : fallbackCenter;

  return (
    <div className="relative isolate overflow-hidden rounded-xl border border-slate-200">
      <MapContainer
        center={initialCenter}
        zoom={first && props.pins.length === 1 ? SINGLE_PIN_ZOOM : 11}
        minZoom={MIN_MAP_ZOOM}
        maxZoom={MAX_MAP_ZOOM}
        zoomControl={false}
        scrollWheelZoom={false}
        style={{ height: props.height, width: '100%', background: '#f1f5f9' }}
      >
        <AccessibleMap label={props.label} />
        <ZoomControl position="topright" zoomInTitle="Zoom avant" zoomOutTitle="Zoom arrière" />
        <BaseMapLayer />
        {tileUrl ? (
          <TileLayer
            key={tileUrl}
            url={tileUrl}
            attribution={props.attribution}
            minZoom={MIN_MAP_ZOOM}
            maxZoom={MAX_MAP_ZOOM}
            eventHandlers={{
              tileload: () => {
                loadedUrl.current = tileUrl;
              },
              tileerror: () => {
                // One missing tile among loaded ones is a hiccup; no tile at all means no provider.
                if (loadedUrl.current === tileUrl) return;
                unreachableTileUrls.add(tileUrl);
                setUnreachable(tileUrl);
              },
            }}
          />
        ) : null}
        <FitToPins pins={props.pins} fallbackCenter={fallbackCenter} />
        {props.pins.map((pin) => (
          <PinMarker key={pin.id} pin={pin} onBook={props.onBook} />
        ))}
      </MapContainer>
      {simulated ? (
        <p className="pointer-events-none absolute top-3 left-3 z-[1000] rounded-md bg-white/90 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200">
          Carte simulée
        </p>
      ) : null}
    </div>
  );
}
