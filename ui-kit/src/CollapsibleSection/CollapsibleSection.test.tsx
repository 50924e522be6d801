import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { CollapsibleSection } from './CollapsibleSection';

describe('CollapsibleSection', () => {
  it('toggles its content with a button in a heading', async () => {
    renderWithTheme(
      <CollapsibleSection title="Parcheggio">
        <p>Garage in via Roma</p>
      </CollapsibleSection>,
    );
    const toggle = screen.getByRole('button', { name: 'Parcheggio' });
    expect(screen.getByRole('heading', { name: 'Parcheggio' })).toContainElement(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Garage in via Roma')).toBeVisible();
    await expectNoAxeViolations();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Garage in via Roma')).not.toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations();
  });

  it('can start closed and be controlled', async () => {
    const onToggle = jest.fn();
    renderWithTheme(
      <CollapsibleSection title="Camera Blu" open={false} onToggle={onToggle} headingLevel="h4">
        <p>Testo</p>
      </CollapsibleSection>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Camera Blu' }));
    expect(onToggle).toHaveBeenCalledWith(true);
    expect(screen.getByRole('heading', { level: 4 })).toBeInTheDocument();
  });
});
