import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('asks for confirmation with Elimina / Annulla and focuses Annulla', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog
        open
        message="Sei sicuro di voler eliminare questo elemento?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Conferma' });
    expect(dialog).toHaveTextContent('Sei sicuro di voler eliminare questo elemento?');
    const buttons = screen.getAllByRole('button', { name: 'Annulla' });
    expect(buttons[buttons.length - 1]).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    expect(onConfirm).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('takes custom labels and a loading state', () => {
    renderWithTheme(
      <ConfirmDialog
        open
        title="Delete?"
        message="Sure?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        loading
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getAllByRole('button', { name: 'Cancel' }).length).toBeGreaterThan(0);
  });
});
