import { createAction } from '@reduxjs/toolkit';
import type { IdentificationMethod } from '@soglia/api-client';

export interface StayIdentificationChange {
  profileId: number;
  /** Null when a later outcome (a guest who does not match) undid it. */
  identifiedAt: string | null;
  method: IdentificationMethod | null;
}

/**
 * A stay's identification changed during a call (every guest seen, or one found not to match):
 * the call feature dispatches it and Soggiorni shows it at once, neither importing the other.
 */
export const stayIdentificationChanged = createAction<StayIdentificationChange>(
  'identification/stayIdentificationChanged',
);
