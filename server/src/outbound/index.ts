export { isPublicAddress } from './address';
export { safeGet } from './fetch';
export type { OutboundResult, ResolvedAddress, Resolver } from './fetch';
export { checkUrl, parseHostRule } from './policy';
export type { HostRule, OutboundErrorCode, OutboundPolicy, UrlCheck } from './policy';
