import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Switch } from './Switch';

function Harness() {
  const [on, setOn] = useState(false);
  return <Switch label="Richiedi foto documento" checked={on} onChange={setOn} />;
}

describe('Switch', () => {
  it('is a labelled switch that toggles with click and keyboard and shows Sì/No', async () => {
    renderWithTheme(<Harness />);
    const sw = screen.getByRole('switch', { name: 'Richiedi foto documento' });
    expect(sw).not.toBeChecked();
    expect(screen.getByText('No')).toBeInTheDocument();
    await userEvent.click(sw);
    expect(sw).toBeChecked();
    expect(screen.getByText('Sì')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(sw).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('accepts custom state labels and disabled state', async () => {
    renderWithTheme(
      <Switch label="Billing" checked onChange={() => {}} yesLabel="Yes" noLabel="No" disabled />,
    );
    expect(screen.getByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
    await expectNoAxeViolations();
  });
});
