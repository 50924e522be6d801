import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { ExpandableText, truncateText } from './ExpandableText';

const long = 'Il ristorante da Enzo serve cucina romana tradizionale. '.repeat(6).trim();

describe('ExpandableText', () => {
  it('collapses long text and toggles read more / read less', async () => {
    renderWithTheme(
      <ExpandableText text={long} maxChars={80} moreLabel="Read more" lessLabel="Read less" />,
    );
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(long)).not.toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(more);
    expect(screen.getByText(long)).toBeInTheDocument();
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(screen.getByRole('button', { name: 'Read more' })).toBeInTheDocument();
  });

  it('shows short text whole, without a toggle', () => {
    renderWithTheme(<ExpandableText text="Breve." />);
    expect(screen.getByText('Breve.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('truncates on a word boundary', () => {
    expect(truncateText('uno due tre quattro', 12)).toBe('uno due tre…');
    expect(truncateText('abc', 5)).toBe('abc');
  });

  it('has Italian defaults', () => {
    renderWithTheme(<ExpandableText text={long} maxChars={10} />);
    expect(screen.getByRole('button', { name: 'Leggi di più' })).toBeInTheDocument();
  });
});
