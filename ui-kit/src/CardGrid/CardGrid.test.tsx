import { screen } from '@testing-library/react';
import { Card } from '../Card';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lays out cards, also as a list', async () => {
    renderWithTheme(
      <CardGrid as="ul" aria-label="Porte">
        <Card as="li" title="Portone" />
        <Card as="li" title="Camera Blu" />
      </CardGrid>,
    );
    expect(screen.getByRole('list', { name: 'Porte' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations();
  });
});
