import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { TimeInput } from './TimeInput';

describe('TimeInput', () => {
  it('is a labelled time field', async () => {
    renderWithTheme(<TimeInput label="Ora di check-in" defaultValue="15:00" hint="HH:MM" />);
    const input = screen.getByLabelText('Ora di check-in');
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveValue('15:00');
    await expectNoAxeViolations();
  });
});
