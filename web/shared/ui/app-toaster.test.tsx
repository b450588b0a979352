import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster } from './app-toaster';
import { notify, notifyDestructive, toastsRequested } from './toast';

describe('AppToaster', () => {
  it('loads sonner at the first toast only, and shows the toasts asked for before it listened', async () => {
    const { container } = render(<AppToaster />);
    expect(toastsRequested()).toBe(false);
    expect(container).toBeEmptyDOMElement();

    notify('Profil enregistré', 'Vos modifications sont en ligne.');
    notifyDestructive('Échec de l’envoi');

    expect(await screen.findByText('Profil enregistré')).toBeInTheDocument();
    expect(screen.getByText('Vos modifications sont en ligne.')).toBeInTheDocument();
    expect(await screen.findByText('Échec de l’envoi')).toBeInTheDocument();
  });
});
