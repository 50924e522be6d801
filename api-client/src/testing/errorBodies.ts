import type { DetailErrorBody, ErrorCode, FieldErrorBody, FieldErrorCode } from '../error-codes';

/**
 * Field errors as the API answers them: `fieldErrorsBody({ name: [['blank', 'This field may not
 * be blank.']] })` is `{"name": ["This field may not be blank."], "codes": {"name": ["blank"]}}`.
 */
export const fieldErrorsBody = (
  fields: Record<string, [code: FieldErrorCode, message: string][]>,
): FieldErrorBody => {
  const body: FieldErrorBody = { codes: {} };
  for (const [field, issues] of Object.entries(fields)) {
    body[field] = issues.map(([, message]) => message);
    body.codes[field] = issues.map(([code]) => code);
  }
  return body;
};

/** `{"detail": …, "code": …}` as the API answers it. */
export const detailBody = (code: ErrorCode, detail: string): DetailErrorBody => ({ detail, code });
