export type RemoteName = 'owner' | 'guest';

/**
 * Where a remote lives and what its page preloads. The shell's client routes with it, the shell's
 * server chooses each page's preloads with it, and a remote's build turns `preload` into its
 * files (docs/adr/0021).
 */
export interface RemoteArea {
  /** The path the remote owns: where the shell sends a user of that profile. */
  readonly basePath: string;
  /** Whether the paths below `basePath` are the remote's too (it routes them itself). */
  readonly subpaths: boolean;
  /**
   * Chunks of the remote's ./App, by their webpackChunkName, that the page preloads for a
   * visitor whose language is known (the `language` cookie), `{language}` standing for its code:
   * `withApp` beside the App's first files, `later` at low priority after everything else.
   * The remote's build fails when one of them is not a chunk of it.
   */
  readonly preload: { readonly withApp: readonly string[]; readonly later: readonly string[] };
}

export declare const REMOTE_AREAS: Readonly<Record<RemoteName, RemoteArea>>;

/** The remote whose area a path is in (a trailing slash does not matter), or null. */
export declare function areaOfPath(pathname: string): RemoteName | null;
