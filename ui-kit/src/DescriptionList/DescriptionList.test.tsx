import { screen } from '@testing-library/react';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its details', async () => {
    renderWithTheme(
      <DescriptionList
        aria-label="Check-in"
        items={[
          { term: 'Data', details: '05/03/2026' },
          { term: 'Ora', details: '15:00' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((node) => node.textContent);
    const details = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(terms).toEqual(['Data', 'Ora']);
    expect(details).toEqual(['05/03/2026', '15:00']);
    await expectNoAxeViolations();
  });

  it('stacks terms above their details when asked', () => {
    renderWithTheme(
      <DescriptionList
        layout="stacked"
        items={[{ term: 'Email', details: <a href="mailto:host@example.com">host@example.com</a> }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'host@example.com' })).toBeInTheDocument();
    const list = screen.getByRole('term').parentElement!;
    expect(getComputedStyle(list).gridTemplateColumns).toBe('1fr');
  });
});
