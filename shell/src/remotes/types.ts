import type { ComponentType } from 'react';
import type { LanguageCode } from '@soglia/api-client';

export type RemoteName = 'owner' | 'guest';

/** Props of `owner/App` and `guest/App` (CONTRACTS.md). */
export interface RemoteAppProps {
  language?: LanguageCode;
  onLanguageChange?: (code: LanguageCode) => void;
}

export type RemoteApp = ComponentType<RemoteAppProps>;

/** `fresh` = a retry: forget every cached result of earlier attempts and load again. */
export type RemoteLoader = (name: RemoteName, options: { fresh: boolean }) => Promise<RemoteApp>;
