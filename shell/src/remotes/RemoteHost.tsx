import { useEffect, useState } from 'react';
import { ErrorState, LoadingOverlay } from '@soglia/ui-kit';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import type { RemoteApp, RemoteAppProps, RemoteLoader, RemoteName } from './types';

export const REMOTE_ERROR_TITLE =
  "Impossibile caricare l'applicazione · The application could not be loaded";
export const REMOTE_ERROR_MESSAGE =
  'Il servizio non risponde o si è interrotto. Riprova tra poco. · The service is not responding or stopped working. Please try again shortly.';
export const RETRY_LABEL = 'Riprova / Retry';
export const REMOTE_LOADING_LABEL = 'Caricamento… · Loading…';

type LoadState = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed' };

interface RemoteHostProps {
  name: RemoteName;
  loader: RemoteLoader;
  appProps?: RemoteAppProps;
}

/** Loads one remote's App, shows a retry on failure and isolates its render errors. */
export function RemoteHost({ name, loader, appProps }: RemoteHostProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader(name, { fresh: attempt > 0 }).then(
      (App) => {
        if (current) setState({ status: 'ready', App });
      },
      (error: unknown) => {
        console.error(`[shell] remote "${name}" failed to load`, error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [name, loader, attempt]);

  const retry = () => setAttempt((count) => count + 1);
  const failure = (
    <ErrorState
      title={REMOTE_ERROR_TITLE}
      message={REMOTE_ERROR_MESSAGE}
      actionLabel={RETRY_LABEL}
      onAction={retry}
    />
  );

  if (state.status === 'loading') return <LoadingOverlay label={REMOTE_LOADING_LABEL} />;
  if (state.status === 'failed') return failure;
  const { App } = state;
  return (
    <RemoteErrorBoundary key={attempt} fallback={() => failure}>
      <App {...appProps} />
    </RemoteErrorBoundary>
  );
}
