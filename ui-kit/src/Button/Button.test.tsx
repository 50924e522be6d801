import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Button } from './Button';

describe('Button', () => {
  it('renders every variant accessibly and defaults to type=button', async () => {
    renderWithTheme(
      <>
        <Button>Salva</Button>
        <Button variant="secondary">Annulla</Button>
        <Button variant="danger">Elimina</Button>
        <Button variant="ghost">Indietro</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveAttribute('type', 'button');
    await expectNoAxeViolations();
  });

  it('calls onClick from mouse and keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Cerca</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerca' }));
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy while loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Login
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });
});
