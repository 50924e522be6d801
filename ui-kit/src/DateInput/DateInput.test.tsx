import { fireEvent, screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { DateInput } from './DateInput';

describe('DateInput', () => {
  it('is a labelled date field holding yyyy-mm-dd', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <DateInput label="Dal" required defaultValue="2025-06-01" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Dal');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toBeRequired();
    fireEvent.change(input, { target: { value: '2025-06-02' } });
    expect(input).toHaveValue('2025-06-02');
    expect(onChange).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('shows an error', async () => {
    renderWithTheme(<DateInput label="Al" error="Data obbligatoria" />);
    expect(screen.getByLabelText('Al')).toHaveAccessibleDescription('Data obbligatoria');
    await expectNoAxeViolations();
  });
});
