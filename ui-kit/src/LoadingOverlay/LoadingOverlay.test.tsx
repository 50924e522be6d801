import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('shows its visible label in a single status region', async () => {
    renderWithTheme(<LoadingOverlay label="Caricamento del profilo..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento del profilo...');
    expect(screen.getByText('Caricamento del profilo...')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('can cover its container', async () => {
    renderWithTheme(<LoadingOverlay label="Loading" cover />);
    expect(screen.getByRole('status')).toHaveAttribute('data-cover', 'true');
    await expectNoAxeViolations();
  });
});
