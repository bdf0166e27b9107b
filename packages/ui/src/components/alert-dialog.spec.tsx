import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './alert-dialog.js';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete analysis
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this analysis?"
        description="It is removed for good."
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described, with focus on the safe button', async () => {
    render(<Harness onConfirm={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete analysis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this analysis?' });
    expect(dialog).toHaveAccessibleDescription('It is removed for good.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('confirms only on the confirming button; Cancel and Escape close it without acting, focus back on the opener', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete analysis' });

    // A click focuses the button in a browser; jsdom needs telling.
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Radix gives focus back just after the dialog is gone.
    await waitFor(() => expect(opener).toHaveFocus());

    fireEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog');
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
