import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by click and keyboard', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Checkbox label="Accetto l'informativa" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: "Accetto l'informativa" });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations();
  });

  it('shows an error and can be disabled', async () => {
    renderWithTheme(<Checkbox label="Privacy" error="Obbligatorio" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Privacy' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Obbligatorio');
    await expectNoAxeViolations();
  });
});
