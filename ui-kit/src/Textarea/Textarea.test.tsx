import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is labelled, counts characters and shows errors', async () => {
    renderWithTheme(
      <Textarea label="Istruzioni" maxLength={5000} showCounter error="Troppo lungo" />,
    );
    const area = screen.getByRole('textbox', { name: 'Istruzioni' });
    expect(area).toBeInvalid();
    await userEvent.type(area, 'Ciao');
    expect(screen.getByText('4996 caratteri rimanenti')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the limit notice for 3 s', () => {
    jest.useFakeTimers();
    try {
      renderWithTheme(<Textarea label="Testo" maxLength={3} showCounter />);
      fireEvent.change(screen.getByLabelText('Testo'), { target: { value: 'abc' } });
      expect(
        screen.getByText('Hai raggiunto il limite massimo di 3 caratteri.'),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.queryByText(/Hai raggiunto/)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
