/** The compression a request accepts among the ones served precompressed: brotli first, then gzip. */
export function acceptedEncoding(request) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}
