import { screen } from '@testing-library/react';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { AppBar } from './AppBar';

describe('AppBar', () => {
  it('shows the logo text and actions in a banner', async () => {
    renderWithTheme(<AppBar title="Soglia" actions={<Button variant="ghost">Logout</Button>} />);
    expect(screen.getByRole('banner')).toHaveTextContent('Soglia');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
