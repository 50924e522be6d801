import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Toast } from './Toast';

describe('Toast', () => {
  it('renders success as a status and error as an alert', async () => {
    renderWithTheme(
      <>
        <Toast tone="success" message="Form submitted successfully!" />
        <Toast tone="error" message="Errore di rete" />
        <Toast tone="info" message="Info" />
        <Toast tone="warning" message="Nessuna modifica apportata." />
      </>,
    );
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual([
      'Form submitted successfully!',
      'Info',
    ]);
    expect(screen.getAllByRole('alert').map((n) => n.textContent)).toEqual([
      'Errore di rete',
      'Nessuna modifica apportata.',
    ]);
    await expectNoAxeViolations();
  });

  it.each([3000, 5000])('auto-dismisses after %d ms', (duration) => {
    jest.useFakeTimers();
    try {
      const onDismiss = jest.fn();
      renderWithTheme(
        <Toast tone="success" message="Salvato" duration={duration} onDismiss={onDismiss} />,
      );
      act(() => jest.advanceTimersByTime(duration - 10));
      expect(screen.getByText('Salvato')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(20));
      expect(screen.queryByText('Salvato')).not.toBeInTheDocument();
      expect(onDismiss).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('can be dismissed by its close button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toast tone="error" message="Errore" onDismiss={onDismiss} dismissLabel="Close" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
