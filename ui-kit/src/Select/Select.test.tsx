import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Select } from './Select';

const options = [
  { value: 'ospite singolo', label: 'Ospite singolo' },
  { value: 'famiglia', label: 'Famiglia' },
  { value: 'gruppo', label: 'Gruppo' },
];

describe('Select', () => {
  it('is a labelled combobox with a placeholder that reports changes', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <Select
        label="Tipo ospite"
        options={options}
        placeholder="Seleziona..."
        defaultValue=""
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Tipo ospite' });
    expect(screen.getAllByRole('option')).toHaveLength(4);
    await userEvent.selectOptions(select, 'famiglia');
    expect(select).toHaveValue('famiglia');
    expect(onChange).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('shows an error', async () => {
    renderWithTheme(
      <Select label="Tipo ospite" options={options} error="Il campo Tipo ospite è obbligatorio." />,
    );
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(
      'Il campo Tipo ospite è obbligatorio.',
    );
    await expectNoAxeViolations();
  });
});
