import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { ACCESSIBILITY_STATUS } from '#domain/directory/accessibility/accessibility-status.ts';
import { json, stubApi, withQueryClient } from '#web/features/appointments/booking/test-support.tsx';
import { SiteFooter } from '#web/shared/layout/site-footer.tsx';
import { ProSiteFooter } from '../pro-marketing/pro-site-footer';

afterEach(() => vi.unstubAllGlobals());

it.each([
  ['public', SiteFooter],
  ['pro', ProSiteFooter],
])('the %s footer links to the accessibility statement with its state of conformity', (_, Footer) => {
  stubApi([{ method: 'GET', path: '/api/site/facts', handler: () => json({}) }]);
  render(withQueryClient(<MemoryRouter>{<Footer />}</MemoryRouter>));
  const legal = screen.getByRole('navigation', { name: 'Informations légales' });
  expect(
    within(legal).getByRole('link', { name: `Accessibilité\u00a0: ${ACCESSIBILITY_STATUS}` }),
  ).toHaveAttribute('href', '/accessibilite');
});
