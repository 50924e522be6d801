import type { ComponentType } from 'react';
import type { RemoteAppProps, RemoteName } from '@soglia/api-client';

export type { RemoteAppProps, RemoteName };

export type RemoteApp = ComponentType<RemoteAppProps>;

/** `fresh` = a retry: forget every cached result of earlier attempts and load again. */
export type RemoteLoader = (name: RemoteName, options: { fresh: boolean }) => Promise<RemoteApp>;
