import { z } from 'zod';
import { ERROR_CODE_LIST, FIELD_ERROR_CODE_LIST } from './error-codes';

/**
 * The response schemas of error answers, shared by every route (docs/api.md § Errors and status
 * codes). They document the answers in OpenAPI: error-handler.ts writes error bodies as they are.
 */

/** `{"detail": "message", "code": "not_found"}`. */
export const detailErrorSchema = z
  .object({ detail: z.string(), code: z.enum(ERROR_CODE_LIST) })
  .describe('`{"detail": "message", "code": "…"}` (docs/api.md § Error codes)');

/** `{"field": ["message"], "codes": {"field": ["code"]}}`. */
export const fieldErrorsSchema = z
  .object({ codes: z.record(z.string(), z.array(z.enum(FIELD_ERROR_CODE_LIST))) })
  .catchall(z.array(z.string()))
  .describe(
    'Field errors `{"field": ["message"], "codes": {"field": ["code"]}}` (docs/api.md § Error codes)',
  );

/** A 400: field errors, or `{"detail", "code"}` (a malformed body, a refused action). */
export const badRequestSchema = z.union([fieldErrorsSchema, detailErrorSchema]);

/** A success answer that only reports: `{"detail": "message"}` (logout, a verified account). */
export const detailResponse = z.object({ detail: z.string() });
