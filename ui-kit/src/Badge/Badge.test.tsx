import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Badge, StatusBadge } from './Badge';

describe('Badge', () => {
  it('renders every tone accessibly', async () => {
    renderWithTheme(
      <>
        <Badge tone="info">Today</Badge>
        <Badge>Neutro</Badge>
        <Badge tone="warning">Attenzione</Badge>
      </>,
    );
    expect(screen.getByText('Today')).toHaveAttribute('data-tone', 'info');
    await expectNoAxeViolations();
  });

  it('StatusBadge shows OK in green and Non OK in red', async () => {
    renderWithTheme(
      <>
        <StatusBadge ok />
        <StatusBadge ok={false} />
      </>,
    );
    expect(screen.getByText('OK')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Non OK')).toHaveAttribute('data-tone', 'danger');
    await expectNoAxeViolations();
  });
});
