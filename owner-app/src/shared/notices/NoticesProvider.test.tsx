import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SogliaThemeProvider } from '@soglia/ui-kit';
import { NoticesProvider, useNotify } from './NoticesProvider';

function Saver() {
  const notify = useNotify();
  return (
    <>
      <button
        onClick={() => notify({ tone: 'success', message: 'Porta modificata con successo.' })}
      >
        Salva
      </button>
      <button
        onClick={() =>
          notify({
            tone: 'error',
            message: "Errore durante la cancellazione dell'ospite",
            duration: 'notification',
          })
        }
      >
        Elimina
      </button>
    </>
  );
}

const renderSaver = () =>
  render(
    <SogliaThemeProvider>
      <NoticesProvider>
        <Saver />
      </NoticesProvider>
    </SogliaThemeProvider>,
  );

afterEach(() => jest.useRealTimers());

test('a success notice shows for 3 seconds, an error notification for 5', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderSaver();
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await user.click(screen.getByRole('button', { name: 'Elimina' }));
  expect(screen.getByRole('status')).toHaveTextContent('Porta modificata con successo.');
  expect(screen.getByRole('alert')).toHaveTextContent(
    "Errore durante la cancellazione dell'ospite",
  );
  act(() => jest.advanceTimersByTime(3000));
  expect(screen.queryByText('Porta modificata con successo.')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the same notice twice shows once, and the close button removes it', async () => {
  const user = userEvent.setup();
  renderSaver();
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  await user.click(screen.getByRole('button', { name: 'Salva' }));
  expect(screen.getAllByText('Porta modificata con successo.')).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Chiudi' }));
  expect(screen.queryByText('Porta modificata con successo.')).not.toBeInTheDocument();
});

test('useNotify outside the provider says what is missing', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Saver />)).toThrow(/NoticesProvider/);
  quiet.mockRestore();
});
