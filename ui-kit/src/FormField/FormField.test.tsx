import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels a custom control and renders hint and error', async () => {
    renderWithTheme(
      <FormField
        label="Numero ospiti"
        htmlFor="guests"
        hint="Da 1 a 10"
        hintId="guests-hint"
        error="Obbligatorio"
        errorId="guests-error"
        required
      >
        <input id="guests" type="number" aria-describedby="guests-hint guests-error" />
      </FormField>,
    );
    const input = screen.getByLabelText('Numero ospiti');
    expect(input).toHaveAccessibleDescription('Da 1 a 10 Obbligatorio');
    expect(screen.getByText('Numero ospiti')).toHaveAttribute('data-required', 'true');
    await expectNoAxeViolations();
  });
});
