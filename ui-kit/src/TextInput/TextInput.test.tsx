import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('labels the input and describes it with hint and error', async () => {
    renderWithTheme(
      <>
        <TextInput label="Nome porta" hint="Come la vede l'ospite" />
        <TextInput label="Email" error="Email non valida" defaultValue="x" />
      </>,
    );
    const name = screen.getByLabelText('Nome porta');
    expect(name).toHaveAccessibleDescription("Come la vede l'ospite");
    const email = screen.getByLabelText('Email');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Email non valida');
    await expectNoAxeViolations();
  });

  it('counts remaining characters of an uncontrolled input', async () => {
    renderWithTheme(<TextInput label="Codice" maxLength={20} showCounter />);
    expect(screen.getByText('20 caratteri rimanenti')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Codice'), 'abc');
    expect(screen.getByText('17 caratteri rimanenti')).toBeInTheDocument();
    expect(screen.getByLabelText('Codice')).toHaveAccessibleDescription('17 caratteri rimanenti');
    await expectNoAxeViolations();
  });

  it('shows the limit notice for 3 s when the limit is reached', async () => {
    jest.useFakeTimers();
    try {
      function Controlled() {
        const [value, setValue] = useState('abc');
        return (
          <TextInput
            label="Nome"
            maxLength={4}
            showCounter
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        );
      }
      renderWithTheme(<Controlled />);
      const input = screen.getByLabelText('Nome');
      fireEvent.change(input, { target: { value: 'abcd' } });
      expect(
        screen.getByText('Hai raggiunto il limite massimo di 4 caratteri.'),
      ).toBeInTheDocument();
      expect(screen.getByText('0 caratteri rimanenti')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2900));
      expect(screen.getByRole('status')).toHaveTextContent('Hai raggiunto');
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText(/Hai raggiunto/)).not.toBeInTheDocument();
      // typing against the limit shows it again
      fireEvent.keyDown(input, { key: 'x' });
      expect(
        screen.getByText('Hai raggiunto il limite massimo di 4 caratteri.'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts custom counter and notice texts', () => {
    renderWithTheme(
      <TextInput
        label="Title"
        maxLength={3}
        showCounter
        defaultValue="abc"
        counterText={(r) => `${r} left`}
        limitMessage={(m) => `Max ${m}`}
      />,
    );
    expect(screen.getByText('0 left')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'd' });
    expect(screen.getByText('Max 3')).toBeInTheDocument();
  });

  it('hands its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextInput label="Nome" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Nome' }));
  });
});
