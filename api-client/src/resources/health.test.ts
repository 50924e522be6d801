/**
 * The health probes against the real API.
 * @jest-environment ./src/test/realApiEnvironment.ts
 */
import { getLiveness, getReadiness } from './health';

describe('health', () => {
  it('getLiveness answers ok', async () => {
    await expect(getLiveness()).resolves.toEqual({ status: 'ok' });
  });

  it('getReadiness answers the state of each check', async () => {
    await expect(getReadiness()).resolves.toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', media: 'ok' },
    });
  });
});
