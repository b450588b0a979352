import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MapTokenStep } from './map-token-step';

describe('MapTokenStep', () => {
  it('keeps « Activer la carte » disabled while the token is blank, then hands over the trimmed token', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<MapTokenStep onSubmit={onSubmit} />);
    const field = screen.getByLabelText('Jeton du service de cartographie');
    const button = screen.getByRole('button', { name: 'Activer la carte' });
    expect(field).toHaveAttribute('type', 'password');
    expect(button).toBeDisabled();
    await user.type(field, '  ');
    expect(button).toBeDisabled();
    await user.type(field, 'pk.123 ');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledWith('pk.123');
  });
});
