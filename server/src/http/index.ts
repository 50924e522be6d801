export { parseCookies, serializeCookie } from './cookies';
export { ERROR_CODES } from './error-codes';
export type { FIELD_ERROR_CODES } from './error-codes';
export { registerErrorHandling } from './error-handler';
export { badRequestSchema, detailErrorSchema, detailResponse } from './error-responses';
export type { fieldErrorsSchema } from './error-responses';
export {
  HttpError,
  MESSAGES,
  MediaStoreError,
  addIssue,
  detailError,
  fieldError,
  fieldErrors,
  foundOr404,
  hasIssues,
  invalidToken,
  issue,
  nonFieldError,
  notAuthenticated,
  notFound,
  permissionDenied,
  throttled,
} from './errors';
export type { FieldIssue, FieldIssues } from './errors';
export {
  DATE_FORMAT_MESSAGE,
  INVALID_URL,
  MAPS_MESSAGE,
  MAPS_PREFIX,
  REQUIRED,
  dateField,
  guardLinks,
  idParams,
  invalidPkIssue,
  isIsoDate,
  isPk,
  likeContains,
  linkErrors,
  normalizeTime,
  pk,
  pkField,
  pkList,
  queryId,
  requiredIssue,
  requiredText,
  text,
  timeField,
  toId,
  unique,
} from './fields';
export { nestsDeeperThan } from './json-depth';
export { cutPage, decodeCursor, pagingQuery } from './paging';
export type { StayKey } from './paging';
export { OneLineLogController } from './request-log';
export { registerSecurityHeaders } from './security-headers';
export { compileSerializer, serializerCompiler } from './serializer';
export { validatorCompiler } from './validation';
