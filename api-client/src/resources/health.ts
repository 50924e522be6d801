import { http } from '../http';
import type { CallOptions } from '../request';

export type HealthCheckState = 'ok' | 'unavailable' | 'pending' | 'skipped';

export interface Readiness {
  /** `shutting_down`: the process finishes its work and takes no more. */
  status: 'ok' | 'unavailable' | 'shutting_down';
  checks: { database: HealthCheckState; migrations: HealthCheckState; media: HealthCheckState };
}

/** GET /api/health/live: 200 `{status: "ok"}` while the process is up. */
export async function getLiveness(options?: CallOptions): Promise<{ status: 'ok' }> {
  return (await http.get<{ status: 'ok' }>('/api/health/live', { signal: options?.signal })).data;
}

/** GET /api/health/ready: 200 when ready, 503 otherwise; both answer the checks' states. */
export async function getReadiness(options?: CallOptions): Promise<Readiness> {
  const response = await http.get<Readiness>('/api/health/ready', {
    signal: options?.signal,
    validateStatus: (status) => status === 200 || status === 503,
  });
  return response.data;
}
