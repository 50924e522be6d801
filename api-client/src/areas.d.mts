export type RemoteName = 'owner' | 'guest';

/** Where a remote lives: the shell's client and server route with it (docs/adr/0022). */
export interface RemoteArea {
  /** The path the remote owns: where the shell sends a user of that profile. */
  readonly basePath: string;
  /** Whether the paths below `basePath` are the remote's too (it routes them itself). */
  readonly subpaths: boolean;
}

export declare const REMOTE_AREAS: Readonly<Record<RemoteName, RemoteArea>>;

/** The path each remote owns (`REMOTE_AREAS[name].basePath`). */
export declare const REMOTE_BASE_PATHS: Readonly<Record<RemoteName, string>>;

/** The remote whose area a path is in (a trailing slash does not matter), or null. */
export declare function areaOfPath(pathname: string): RemoteName | null;
