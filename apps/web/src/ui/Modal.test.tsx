import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from './Modal';

/** A page with a button that opens a modal, and one that swaps it for a second modal. */
function Page() {
  const [open, setOpen] = useState<'first' | 'second' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('first')}>
        Open
      </button>
      {open === 'first' && (
        <Modal title="First" onClose={() => setOpen(null)}>
          <button type="button" onClick={() => setOpen('second')}>
            Next
          </button>
        </Modal>
      )}
      {open === 'second' && (
        <Modal title="Second" onClose={() => setOpen(null)}>
          <p>Second</p>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('gives focus back to the button that opened it when it closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const first = await screen.findByRole('dialog', { name: 'First' });
    screen.getByRole('button', { name: 'Tutup' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(first.isConnected).toBe(false));
    // The focus comes back in the modal's clean-up, which React runs after the dialog is gone.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back to the first opener when a modal that replaced another closes', async () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const next = await screen.findByRole('button', { name: 'Next' });
    next.focus();
    fireEvent.click(next);
    const second = await screen.findByRole('dialog', { name: 'Second' });
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(second.isConnected).toBe(false));
    // The focus comes back in the modal's clean-up, which React runs after the dialog is gone.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
