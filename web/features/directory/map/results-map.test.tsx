import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultsMap } from './results-map';

const PINS = [
  {
    id: 1,
    name: 'Maître Sophie Martin',
    latitude: 48.8566,
    longitude: 2.3522,
    firstConsultationFee: '120 €',
  },
  { id: 2, name: 'Maître Thomas Bernard', latitude: 48.87, longitude: 2.33, firstConsultationFee: '95,50 €' },
];

const SQUARE_NEAR_PARIS = [
  [
    [
      [2.2, 48.8],
      [2.5, 48.8],
      [2.5, 48.9],
      [2.2, 48.9],
      [2.2, 48.8],
    ],
  ],
];
// The base map is fetched once per visit: every map of this file gets this one.
const fetchMock = vi.fn(async () =>
  Response.json({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: { kind: 'department', code: '75' },
        geometry: { type: 'MultiPolygon', coordinates: SQUARE_NEAR_PARIS },
      },
    ],
  }),
);
beforeAll(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

// Clicks on pins go through Leaflet's DOM event handling, which happy-dom does not support: see e2e/search.spec.ts.
describe('ResultsMap', () => {
  it('places one focusable, named pin per professional on a simulated background without tiles', () => {
    render(
      <ResultsMap
        pins={PINS}
        height={600}
        tileUrl={null}
        attribution=""
        label="Carte des résultats"
        onBook={() => {}}
      />,
    );
    expect(screen.getByText('Carte simulée')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Carte des résultats' })).toBeInTheDocument();
    const pin = screen.getByRole('button', { name: 'Maître Sophie Martin' });
    expect(pin).toHaveAttribute('title', 'Maître Sophie Martin');
    expect(pin).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Maître Thomas Bernard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toBeInTheDocument();
  });

  it('draws the embedded base map under the pins, fetched from its own file, and credits it', async () => {
    const { container } = render(
      <ResultsMap pins={PINS} height={600} tileUrl={null} attribution="" label="Carte" onBook={() => {}} />,
    );
    await waitFor(() => expect(container.querySelectorAll('path.jr-base-department')).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/france-base-map\.json$/));
    expect(container.querySelector('.leaflet-control-attribution')).toHaveTextContent('Natural Earth');
  });
});
