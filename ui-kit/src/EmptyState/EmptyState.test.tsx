import { screen } from '@testing-library/react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the message, an optional icon and action', async () => {
    renderWithTheme(
      <EmptyState
        message="Non ci sono dispositivi collegati."
        icon={<Icon name="door" />}
        action={<Button>Crea</Button>}
      />,
    );
    expect(screen.getByText('Non ci sono dispositivi collegati.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crea' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
