import type { RemoteAppProps, RemoteLoader, RemoteName } from '../remotes/types';

/** Stands in for the Module Federation boundary: records which remotes were asked for. */
export function fakeRemoteLoader() {
  const loaded: RemoteName[] = [];
  const loader: RemoteLoader = async (name) => {
    loaded.push(name);
    return function FakeRemote({ language, onLanguageChange }: RemoteAppProps) {
      return (
        <section aria-label={`remote ${name}`}>
          <p>{`remote ${name} in ${language ?? 'none'}`}</p>
          {onLanguageChange ? (
            <button type="button" onClick={() => onLanguageChange('de')}>
              switch to de
            </button>
          ) : null}
        </section>
      );
    };
  };
  return { loader, loaded };
}
