import { screen } from '@testing-library/react';
import { colors } from '../theme/tokens';
import { expectNoAxeViolations, renderWithTheme } from '../testing/render';
import { Text } from './Text';

describe('Text', () => {
  it('renders muted secondary text and emphasised numbers from tokens', async () => {
    renderWithTheme(
      <>
        <Text tone="muted">Via della Lungaretta 12, 00153 Roma</Text>
        <Text as="span" weight="bold" numeric size="lg">
          15:00
        </Text>
      </>,
    );
    const address = screen.getByText('Via della Lungaretta 12, 00153 Roma');
    expect(address.tagName).toBe('P');
    expect(getComputedStyle(address).color).toBe(hexToRgb(colors.textMuted));
    const time = screen.getByText('15:00');
    expect(time.tagName).toBe('SPAN');
    expect(getComputedStyle(time).fontWeight).toBe('700');
    expect(getComputedStyle(time).fontVariantNumeric).toBe('tabular-nums');
    await expectNoAxeViolations();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
