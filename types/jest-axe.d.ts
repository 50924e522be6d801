// jest-axe 10 ships no types; only what our component tests use (ui-kit, shell and both remotes).
declare module 'jest-axe' {
  export interface AxeResults {
    violations: Array<{ id: string; help: string; nodes: unknown[] }>;
  }
  export function axe(
    html: Element | string,
    options?: Record<string, unknown>,
  ): Promise<AxeResults>;
  export function configureAxe(options?: Record<string, unknown>): typeof axe;
  export const toHaveNoViolations: Record<
    string,
    (...args: unknown[]) => { pass: boolean; message(): string }
  >;
}

declare namespace jest {
  interface Matchers<R> {
    toHaveNoViolations(): R;
  }
}
