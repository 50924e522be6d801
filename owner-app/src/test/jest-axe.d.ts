// jest-axe 10 ships no types; only what these tests use.
declare module 'jest-axe' {
  export interface AxeResults {
    violations: Array<{ id: string; help: string; nodes: unknown[] }>;
  }
  export function axe(
    html: Element | string,
    options?: Record<string, unknown>,
  ): Promise<AxeResults>;
}
