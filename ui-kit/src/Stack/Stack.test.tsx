import { screen } from '@testing-library/react';
import { Button } from '../Button';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Stack } from './Stack';

describe('Stack', () => {
  it('renders children in the requested element', async () => {
    renderWithTheme(
      <Stack as="section" aria-label="Azioni" direction="row" gap="sm" justify="between" wrap>
        <Button>Cerca</Button>
        <Button variant="secondary">Reset</Button>
      </Stack>,
    );
    const region = screen.getByRole('region', { name: 'Azioni' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('pads with a spacing token', () => {
    renderWithTheme(
      <Stack aria-label="Centrato" align="center" padding="xxxl">
        <p>Caricamento</p>
      </Stack>,
    );
    const stack = screen.getByText('Caricamento').parentElement!;
    expect(getComputedStyle(stack).padding).toBe('48px');
    expect(getComputedStyle(stack).alignItems).toBe('center');
  });
});
