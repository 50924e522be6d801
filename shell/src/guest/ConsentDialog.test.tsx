import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { resetBrowserState } from '../testing/browserState';
import { GuestOnboarding } from './GuestOnboarding';

beforeEach(() => resetBrowserState('/guest'));

function renderOnboarding(onDone = jest.fn()) {
  render(
    <SogliaThemeProvider>
      <GuestOnboarding onDone={onDone} />
    </SogliaThemeProvider>,
  );
  return onDone;
}

test('the consent modal ignores Escape and clicks outside; only Accept closes it', async () => {
  document.cookie = 'language=en; Path=/';
  const onDone = renderOnboarding();
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: 'Data privacy consent' });
  expect(screen.queryByRole('button', { name: /chiudi|close/i })).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  const backdrop = dialog.parentElement!;
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  await user.click(document.body);

  expect(screen.getByRole('dialog', { name: 'Data privacy consent' })).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  expect(document.cookie).not.toContain('privacy_consent');

  await user.click(screen.getByRole('button', { name: 'Accept' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.cookie).toContain('privacy_consent=accepted');
  expect(onDone).toHaveBeenCalledWith('en');
});

test.each([
  ['it', 'Consenso al trattamento dei dati', 'Accetto', /questo telefono conserva una copia/],
  ['en', 'Data privacy consent', 'Accept', /this phone keeps a copy/],
  ['es', 'Consentimiento de privacidad', 'Aceptar', /este teléfono guarda una copia/],
  ['fr', 'Consentement à la protection des données', 'Accepter', /ce téléphone garde une copie/],
  ['de', 'Einwilligung zum Datenschutz', 'Akzeptieren', /speichert dieses Telefon eine Kopie/],
])('consent texts in %s, with what the phone keeps', async (code, title, accept, keptOnPhone) => {
  document.cookie = `language=${code}; Path=/`;
  renderOnboarding();
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(screen.getByRole('button', { name: accept })).toBeInTheDocument();
  expect(dialog).toHaveTextContent(keptOnPhone);
  expect(dialog).toHaveTextContent(/24/);
});

test('an unknown language cookie is treated as missing', async () => {
  document.cookie = 'language=xx; Path=/';
  document.cookie = 'privacy_consent=accepted; Path=/';
  const onDone = renderOnboarding();
  expect(screen.getByRole('button', { name: 'Italiano' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Italiano' }));
  expect(onDone).toHaveBeenCalledWith('it');
});
