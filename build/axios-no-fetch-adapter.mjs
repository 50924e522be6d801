// Stands in for axios/lib/adapters/fetch.js in browser bundles (see webpack-common.cjs).
// `false` is axios' own "not supported in this environment" value: asking for the fetch
// adapter explicitly fails with axios' clear error instead of a crash.
export const getFetch = () => false;

export default false;
