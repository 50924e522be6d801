// Stands in for axios/lib/helpers/HttpStatusCode.js in browser bundles (see webpack-common.cjs):
// the table of status names behind `axios.HttpStatusCode`, which no Soglia code reads (axios
// itself never does), costs every page about 0.5 KB gzip.
export default Object.freeze({});
