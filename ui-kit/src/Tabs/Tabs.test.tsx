import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'structure', label: 'Structure' },
  { id: 'doors', label: 'Doors' },
  { id: 'rooms', label: 'Rooms' },
];

function Harness({ onSelect }: { onSelect?: (id: string) => void }) {
  const [active, setActive] = useState('structure');
  return (
    <Tabs
      tabs={tabs}
      activeId={active}
      ariaLabel="Dettaglio struttura"
      onSelect={(id) => {
        setActive(id);
        onSelect?.(id);
      }}
    >
      <p>Pannello {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('selects tabs by click and shows the panel labelled by the tab', async () => {
    renderWithTheme(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Dettaglio struttura' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Structure' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Doors' }));
    expect(screen.getByRole('tabpanel', { name: 'Doors' })).toHaveTextContent('Pannello doors');
    await expectNoAxeViolations();
  });

  it('moves with arrow keys, Home and End', async () => {
    const onSelect = jest.fn();
    renderWithTheme(<Harness onSelect={onSelect} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Structure' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Doors' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Rooms', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Structure', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onSelect).toHaveBeenLastCalledWith('rooms');
  });
});
