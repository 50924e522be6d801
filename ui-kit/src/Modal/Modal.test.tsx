import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Modal } from './Modal';

describe('Modal', () => {
  it('renders nothing when closed', () => {
    renderWithTheme(<Modal open={false} title="Crea Struttura" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes focus and closes on Escape, outside click and the close button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Crea Struttura" onClose={onClose} footer={<Button>Salva</Button>}>
        <p>Contenuto</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Crea Struttura' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    await expectNoAxeViolations();

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(onClose).toHaveBeenCalledTimes(3);

    await userEvent.click(screen.getByText('Contenuto'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('traps Tab inside the dialog', async () => {
    renderWithTheme(
      <>
        <button type="button">Fuori</button>
        <Modal open title="Form" onClose={() => {}} footer={<Button>Salva</Button>} />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Chiudi' })).toHaveFocus();
  });

  it('cannot be dismissed when dismissible is false', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal
        open
        title="Privacy"
        onClose={onClose}
        dismissible={false}
        footer={<Button>Accetto</Button>}
      >
        <p>Informativa</p>
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: 'Chiudi' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Privacy' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('uses a custom close label and restores focus on close', async () => {
    function Harness({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Apri</button>
          <Modal open={open} title="Languages" onClose={() => {}} closeLabel="Close" />
        </>
      );
    }
    const { rerender } = renderWithTheme(<Harness open={false} />);
    screen.getByRole('button', { name: 'Apri' }).focus();
    rerender(<Harness open />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Apri' })).toHaveFocus();
  });
});
