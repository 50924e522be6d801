import { useSyncExternalStore } from 'react';

const CHANGE_EVENT = 'popstate';

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (window.location.pathname === to && !options.replace) return;
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

const readPathname = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, readPathname, readPathname);
}
