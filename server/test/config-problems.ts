import { ConfigError, loadConfig } from '../src/config';

/** The problems `loadConfig` lists for these settings; none when it accepts them. */
export const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};
