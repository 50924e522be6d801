// Test helpers, reachable as '@soglia/api-client/testing' only: never exported from the index,
// so they never reach a bundle.
export * from './errorBodies';
export * from './fakeServer';
export * from './fixtures';
export * from './places';
