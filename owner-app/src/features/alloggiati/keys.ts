import type { AlloggiatiStaysQuery } from '@soglia/api-client';

/** Which account a write is about: the main one, or an apartment's own. */
export interface AccountTarget {
  apartment?: number;
}

// Request keys, so screens can follow one request each.
export const alloggiatiKeys = {
  range: (range: AlloggiatiStaysQuery) => `stays:${range.start_date}:${range.end_date}`,
  stay: (id: number) => `stay:${id}`,
  due: 'due',
  test: (id: number) => `test:${id}`,
  send: (id: number) => `send:${id}`,
  resolve: (stayId: number, guestId: number) => `resolve:${stayId}:${guestId}`,
  settings: 'settings',
  account: (action: 'save' | 'delete' | 'verify', { apartment }: AccountTarget) =>
    `${action}Account:${apartment ?? 'main'}`,
  autoSend: (apartmentId: number) => `autoSend:${apartmentId}`,
  receipts: 'receipts',
  fetchReceipts: 'fetchReceipts',
  day: 'day',
} as const;
