import { dropSession } from '../auth/session';
/** Forget cookies, storage and the URL between tests (jsdom keeps them for the whole file). */
export function resetBrowserState(path = '/'): void {
  for (const part of document.cookie.split(/;\s*/)) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  dropSession();
  localStorage.clear();
  window.history.replaceState(null, '', path);
}

/** Records every string written to document.cookie (jsdom does not expose expiry on read). */
export function recordCookieWrites() {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document),
    set: (value: string) => {
      writes.push(value);
      native.set!.call(document, value);
    },
  });
  return {
    writes,
    restore: () => {
      delete (document as { cookie?: string }).cookie;
    },
  };
}
