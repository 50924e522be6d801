import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is an alert with title, message and a retry action', async () => {
    const onAction = jest.fn();
    renderWithTheme(
      <ErrorState
        title="Qualcosa è andato storto"
        message="Riprova tra poco."
        actionLabel="Riprova"
        onAction={onAction}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Qualcosa è andato storto');
    expect(alert).toHaveTextContent('Riprova tra poco.');
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(onAction).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('omits the button without an action', () => {
    renderWithTheme(<ErrorState title="Errore" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
