import { loadConfig } from '../src/config';
import { isLoopbackHost, OFFICIAL_ALLOGGIATI_URL } from '../src/config.production';
import { problemsOf } from './config-problems';

const production = {
  SOGLIA_MODE: 'production',
  DATABASE_URL: 'postgres://soglia:secret@db.example:5432/soglia',
  SECRET_KEY: 'k'.repeat(32),
  SHELLY_CLOUD_URL: 'https://shelly-42-eu.shelly.cloud',
  ALLOGGIATI_URL: OFFICIAL_ALLOGGIATI_URL,
};

describe('SOGLIA_MODE=production', () => {
  it('accepts real services, and never seeds', () => {
    const config = loadConfig(production);
    expect(config).toMatchObject({ mode: 'production', seedDemo: false });
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(
      loadConfig({ ...production, SECRET_KEY: '', SECRET_KEY_FILE: '/etc/soglia/key' }),
    ).toMatchObject({ secretKey: null, secretKeyFile: '/etc/soglia/key' });
    expect(loadConfig({ ...production, DATABASE_URL: 'postgresql:///soglia' }).databaseUrl).toBe(
      'postgresql:///soglia',
    );
  });

  it('keeps the demo defaults in demo mode (the default), SEED_DEMO included', () => {
    expect(loadConfig({})).toMatchObject({ mode: 'demo', seedDemo: true });
    expect(loadConfig({ SEED_DEMO: 'off' }).seedDemo).toBe(false);
    expect(problemsOf({ SOGLIA_MODE: 'staging' })).toEqual([
      "SOGLIA_MODE must be one of demo, production, got 'staging'",
    ]);
  });

  it.each([
    ['http://127.0.0.1:8010', 'points at a simulator'],
    ['https://localhost', 'points at a simulator'],
    ['https://api.localhost', 'points at a simulator'],
    ['http://[::1]:9000', 'points at a simulator'],
    ['https://127.1', 'points at a simulator'],
    [
      'https://shelly.example.com:8010',
      "points at a simulator (this machine, or the simulator's port 8010)",
    ],
    ['http://shelly-42-eu.shelly.cloud', 'must be an https:// URL in production'],
  ])('refuses SHELLY_CLOUD_URL=%s', (url, problem) => {
    const problems = problemsOf({ ...production, SHELLY_CLOUD_URL: url });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SHELLY_CLOUD_URL/);
    expect(problems[0]).toContain(problem);
  });

  it('names only the origin of a refused URL, never its credentials or path', () => {
    const [problem] = problemsOf({
      ...production,
      ALLOGGIATI_URL: 'http://user:pw@127.0.0.1:8020/service/service.asmx?key=1',
    });
    expect(problem).toContain('ALLOGGIATI_URL=http://127.0.0.1:8020 points at a simulator');
    expect(problem).not.toMatch(/pw|key=1/);
    const [database] = problemsOf({ ...production, DATABASE_URL: 'mysql://u:pw@db/soglia' });
    expect(database).toBe(
      'DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), got a mysql: URL',
    );
  });

  it('reports malformed values once, beside the production rules they do not hide', () => {
    expect(
      problemsOf({ SOGLIA_MODE: 'production', SHELLY_CLOUD_URL: 'ftp://x', SEED_DEMO: 'maybe' }),
    ).toEqual([
      "SHELLY_CLOUD_URL must be an http:// or https:// URL, got 'ftp://x'",
      "SEED_DEMO must be true or false, got 'maybe'",
      expect.stringMatching(/^DATABASE_URL is not set/),
      expect.stringMatching(/^SECRET_KEY or SECRET_KEY_FILE must be set/),
      expect.stringMatching(/^ALLOGGIATI_URL=http:\/\/127\.0\.0\.1:8020 points at a simulator/),
    ]);
  });

  it('tells loopback hosts from others', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.53',
      '[::1]',
      '0.0.0.0',
      '[::ffff:7f00:1]',
    ]) {
      expect(isLoopbackHost(host)).toBe(true);
    }
    for (const host of [
      '10.0.0.5',
      'alloggiatiweb.poliziadistato.it',
      'localhost.example',
      '[2001:db8::1]',
    ]) {
      expect(isLoopbackHost(host)).toBe(false);
    }
  });
});
