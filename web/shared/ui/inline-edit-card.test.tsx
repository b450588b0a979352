import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InlineEditCard } from './inline-edit-card';

function Harness(props: {
  pending?: boolean;
  formError?: string | null;
  onSubmit?: (value: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('Ancienne valeur');
  return (
    <InlineEditCard
      title="Informations"
      editLabel="Modifier les informations"
      editing={editing}
      pending={props.pending ?? false}
      formError={props.formError ?? null}
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSubmit={() => {
        props.onSubmit?.(value);
        setEditing(false);
      }}
      fields={
        <label>
          Valeur
          <input value={value} onChange={(event) => setValue(event.target.value)} />
        </label>
      }
    >
      <p>Affiché&nbsp;: {value}</p>
    </InlineEditCard>
  );
}

describe('InlineEditCard', () => {
  it('shows the saved values under its heading, with a named « Modifier » button', () => {
    render(<Harness />);
    expect(screen.getByRole('region', { name: 'Informations' })).toBeInTheDocument();
    expect(screen.getByText('Affiché : Ancienne valeur')).toBeInTheDocument();
    const edit = screen.getByRole('button', { name: 'Modifier les informations' });
    expect(edit).toHaveTextContent('Modifier');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('opens the form, submits it with Enter and closes it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Modifier les informations' }));
    expect(screen.queryByRole('button', { name: 'Modifier les informations' })).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Valeur' });
    await user.clear(field);
    await user.type(field, 'Nouvelle valeur{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('Nouvelle valeur');
    expect(screen.getByText('Affiché : Nouvelle valeur')).toBeInTheDocument();
  });

  it('closes the form on « Annuler » without submitting', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Modifier les informations' }));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Modifier les informations' })).toBeInTheDocument();
  });

  it('shows the form error above the fields and disables both buttons while saving', async () => {
    const user = userEvent.setup();
    render(<Harness pending formError="Le dossier n'a pas pu être enregistré." />);

    await user.click(screen.getByRole('button', { name: 'Modifier les informations' }));

    expect(screen.getByRole('alert')).toHaveTextContent("Le dossier n'a pas pu être enregistré.");
    expect(screen.getByRole('button', { name: 'Enregistrement…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  });
});
