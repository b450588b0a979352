import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { MapConsentPanel } from './map-consent-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderWithTileUrl(mapTileUrl: string) {
  stubApi([{ method: 'GET', path: '/api/config', handler: () => json({ mapTileUrl, mapAttribution: '' }) }]);
  const onAccept = vi.fn();
  render(withQueryClient(<MapConsentPanel onAccept={onAccept} />));
  return onAccept;
}

describe('MapConsentPanel', () => {
  it('asks in French, naming the configured provider, before the map is shown', async () => {
    const onAccept = renderWithTileUrl(
      'https://api.maptiler.com/maps/streets-v2/256/{z}/{x}/{y}.png?key={token}',
    );
    expect(
      await screen.findByText(
        "J'accepte que mon navigateur charge les fonds de carte auprès de MapTiler AG, société établie en Suisse, hors de l'Union européenne (pays reconnu par la Commission européenne comme assurant une protection adéquate des données) : MapTiler reçoit alors mon adresse IP.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/I authorise/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Afficher la carte' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('follows another configured provider', async () => {
    renderWithTileUrl('https://tuiles.example.fr/{z}/{x}/{y}.png');
    expect(
      await screen.findByText(
        "J'accepte que mon navigateur charge les fonds de carte auprès de tuiles.example.fr, qui reçoit alors mon adresse IP.",
      ),
    ).toBeInTheDocument();
  });

  it('cannot be accepted before the provider is known', () => {
    stubApi([]);
    render(withQueryClient(<MapConsentPanel onAccept={() => {}} />));
    expect(screen.getByRole('button', { name: 'Afficher la carte' })).toBeDisabled();
  });
});
