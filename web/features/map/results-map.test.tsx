import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
