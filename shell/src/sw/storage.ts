// Everything the guest's offline copy is made of, for the page (logout, a 401) and the worker
// (the end of the stay) alike: every cache of the shell's origin and every IndexedDB database
// (docs/adr/0032-guest-offline-service-worker.md).

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}

/** Deletes every cache and IndexedDB database of this origin; what a browser lacks is skipped. */
export async function clearOfflineStorage(): Promise<void> {
  const jobs: Promise<unknown>[] = [];
  if (typeof caches !== 'undefined') {
    jobs.push(caches.keys().then((names) => Promise.all(names.map((name) => caches.delete(name)))));
  }
  if (typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function') {
    jobs.push(
      indexedDB
        .databases()
        .then((databases) =>
          Promise.all(databases.map(({ name }) => (name ? deleteDatabase(name) : undefined))),
        ),
    );
  }
  await Promise.allSettled(jobs);
}
