import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon } from '../Icon';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { TopNav } from './TopNav';

const items = [
  { id: 'strutture', label: 'Strutture', icon: <Icon name="building" /> },
  { id: 'accessi', label: 'Accessi', icon: <Icon name="key" /> },
  { id: 'soggiorni', label: 'Soggiorni', icon: <Icon name="calendar" /> },
  { id: 'informazioni', label: 'Informazioni', icon: <Icon name="info" /> },
];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('TopNav', () => {
  afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

  it('is a labelled navigation whose buttons keep their labels as accessible names', async () => {
    const onSelect = jest.fn();
    renderWithTheme(
      <TopNav items={items} activeId="strutture" onSelect={onSelect} ariaLabel="Sezioni" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sezioni' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Strutture' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Accessi' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Soggiorni' }));
    expect(onSelect).toHaveBeenCalledWith('soggiorni');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('informazioni');
    await expectNoAxeViolations();
  });

  it('hides when scrolling down past 60 px and shows again on scrolling up', () => {
    renderWithTheme(
      <TopNav items={items} activeId="accessi" onSelect={() => {}} ariaLabel="Sezioni" />,
    );
    const nav = screen.getByRole('navigation');
    scrollTo(40);
    expect(nav).not.toHaveAttribute('data-hidden');
    scrollTo(120);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(300);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(250);
    expect(nav).not.toHaveAttribute('data-hidden');
  });

  it('stays visible when hideOnScroll is false', () => {
    renderWithTheme(
      <TopNav
        items={items}
        activeId="accessi"
        onSelect={() => {}}
        ariaLabel="Sezioni"
        hideOnScroll={false}
      />,
    );
    scrollTo(500);
    expect(screen.getByRole('navigation')).not.toHaveAttribute('data-hidden');
  });
});
