import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { LoginForm, type LoginCredentials } from './LoginForm';

function setup(onLogin: (c: LoginCredentials) => Promise<void>) {
  const user = userEvent.setup();
  renderWithTheme(
    <LoginForm title="Login" onLogin={onLogin} errorMessage={(e) => `failed: ${String(e)}`} />,
  );
  return user;
}

describe('LoginForm', () => {
  it('is a named form with Username, Password and a Login button', async () => {
    setup(() => Promise.resolve());
    expect(screen.getByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toBeRequired();
    expect(screen.getByLabelText(/password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expectNoAxeViolations();
  });

  it('sends the trimmed username and stays busy after success', async () => {
    const calls: LoginCredentials[] = [];
    const user = setup(async (credentials) => {
      calls.push(credentials);
    });
    await user.type(screen.getByLabelText(/username/i), '  host ');
    await user.type(screen.getByLabelText(/password/i), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(calls).toEqual([{ username: 'host', password: 'pw' }]);
    expect(screen.getByRole('button', { name: /login/i })).toBeDisabled();
  });

  it('shows the error message and re-enables the button on failure', async () => {
    const user = setup(() => Promise.reject('nope'));
    await user.type(screen.getByLabelText(/username/i), 'host');
    await user.type(screen.getByLabelText(/password/i), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('failed: nope'));
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('says which required field is missing instead of calling onLogin', async () => {
    let called = false;
    const user = setup(async () => {
      called = true;
    });
    await user.type(screen.getByLabelText(/password/i), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Inserisci lo username.')).toBeInTheDocument();
    expect(screen.queryByText('Inserisci la password.')).not.toBeInTheDocument();
    expect(called).toBe(false);
  });
});
