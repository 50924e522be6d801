import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { configureAxe, toHaveNoViolations } from 'jest-axe';
import { SogliaThemeProvider } from '../theme/SogliaThemeProvider';

expect.extend(toHaveNoViolations);

// Components are checked in isolation; page landmarks are the application's job.
const axe = configureAxe({ rules: { region: { enabled: false } } });

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: SogliaThemeProvider, ...options });
}

/** Runs axe on the whole document body (portals included) and asserts no violations. */
export async function expectNoAxeViolations(container: Element = document.body) {
  expect(await axe(container)).toHaveNoViolations();
}
