import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { ProgressSteps } from './ProgressSteps';

describe('ProgressSteps', () => {
  it('has one step per guest with completed / current / pending states', async () => {
    renderWithTheme(
      <ProgressSteps
        total={3}
        completed={1}
        label="Ospiti registrati"
        stepLabel={(n) => `Guest ${n}`}
      />,
    );
    const list = screen.getByRole('list', { name: 'Ospiti registrati' });
    const steps = screen.getAllByRole('listitem');
    expect(list).toBeInTheDocument();
    expect(steps).toHaveLength(3);
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'pending',
    ]);
    expect(steps[0]).toHaveTextContent('Guest 1: completato');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations();
  });

  it('clamps out-of-range values', () => {
    renderWithTheme(<ProgressSteps total={2} completed={5} />);
    expect(screen.getAllByRole('listitem').map((s) => s.getAttribute('data-state'))).toEqual([
      'complete',
      'complete',
    ]);
  });
});
