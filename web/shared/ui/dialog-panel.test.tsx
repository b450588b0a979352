import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DialogPanel } from './dialog-panel';
import { ModalDialog } from './modal-dialog';

/** Opened from state, as most workspace dialogs are (no Radix trigger to return focus to). */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir le détail
      </button>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <DialogPanel width="max-w-xl">
          <Dialog.Title>Détail</Dialog.Title>
          <Dialog.Description>Le détail du rendez-vous.</Dialog.Description>
          <input aria-label="Note" />
        </DialogPanel>
      </Dialog.Root>
    </>
  );
}

function Modal() {
  const [open, setOpen] = useState(true);
  return (
    <ModalDialog open={open} onOpenChange={setOpen} title="Nouveau dossier" description="Créez un dossier.">
      <p>Formulaire</p>
    </ModalDialog>
  );
}

/** Opened with the page, as a link to an appointment opens its details: nothing had the focus before. */
function OpenedByLink() {
  const [open, setOpen] = useState(true);
  return (
    <main>
      <h1>Mes rendez-vous</h1>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <DialogPanel>
          <Dialog.Title>Rendez-vous avec Marie Dubois</Dialog.Title>
          <Dialog.Description>Le détail du rendez-vous.</Dialog.Description>
        </DialogPanel>
      </Dialog.Root>
    </main>
  );
}

describe('DialogPanel', () => {
  it('closes onto the page’s heading when nothing opened it, never onto <body> (RGAA 7.1)', async () => {
    const user = userEvent.setup();
    render(<OpenedByLink />);
    const dialog = await screen.findByRole('dialog', { name: 'Rendez-vous avec Marie Dubois' });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveFocus();
  });

  it.each(['Fermer', 'Retour'])('closes with « %s » and gives the focus back to the opener', async (name) => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir le détail' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Détail' });
    await user.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('puts the focus on the first field of its body, not on the close buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le détail' }));
    await screen.findByRole('dialog', { name: 'Détail' });
    expect(screen.getByLabelText('Note')).toHaveFocus();
  });

  it('fills the screen on a phone and shows the back arrow only there', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le détail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Détail' });
    expect(dialog).toHaveClass('phone:inset-0', 'phone:max-w-none', 'max-w-xl');
    expect(screen.getByRole('button', { name: 'Retour' })).toHaveClass('wide:hidden');
    expect(screen.getByRole('button', { name: 'Fermer' })).not.toHaveClass('wide:hidden');
  });

  it('gives ModalDialog its « Fermer »', async () => {
    const user = userEvent.setup();
    render(<Modal />);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau dossier' });
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });
});
