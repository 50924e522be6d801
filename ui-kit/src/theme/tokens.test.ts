import { contrastRatio } from './contrast';
import { colors, contrastPairs, breakpoints, durations, layout, sizes } from './tokens';

describe('theme tokens', () => {
  it.each(contrastPairs.map(([fg, bg, min]) => [fg, bg, min]))(
    '%s on %s meets a contrast ratio of %d',
    (fg, bg, min) => {
      const ratio = contrastRatio(
        colors[fg as keyof typeof colors],
        colors[bg as keyof typeof colors],
      );
      expect(ratio).toBeGreaterThanOrEqual(min as number);
    },
  );

  it('computes known WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });

  it('carries the constants docs/product.md states (narrow screens, notice times)', () => {
    expect(breakpoints.narrow).toBe(768);
    expect(layout.navHeight).toBe(60);
    expect(sizes.navHeight).toBe('60px');
    expect(durations.message).toBe(3000);
    expect(durations.notification).toBe(5000);
  });
});
