import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProfessionalsPage } from './professionals-page';

describe('ProfessionalsPage (« Tarifs »)', () => {
  it('states no price of its own: each professional’s fees are on their profile', () => {
    const router = createMemoryRouter([{ path: '/professionals', element: <ProfessionalsPage /> }], {
      initialEntries: ['/professionals'],
    });
    render(<RouterProvider router={router} />);
    expect(
      screen.getByText(/Chaque professionnel indique lui-même ses honoraires sur sa fiche/),
    ).toBeVisible();
    // No amount in euros anywhere (it used to announce 100 € follow-ups and 180 € urgent consultations).
    expect(document.body.textContent).not.toMatch(/\d\s?€/);
    expect(document.body.textContent).not.toMatch(/sur demande|de nombreux professionnels/);
  });
});
