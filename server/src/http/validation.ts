import type { FastifySchemaCompiler } from 'fastify';
import type { FieldErrorCode } from '@soglia/api-client';
import {
  safeParse,
  type $ZodError,
  type $ZodErrorMap,
  type $ZodIssue,
  type $ZodType,
} from 'zod/v4/core';
import { FIELD_ERROR_CODES } from './error-codes';
import type { FieldIssues } from './errors';

/** What fastify puts in `error.validation` for our compiler (`code`: the field error's code). */
export interface ValidationIssue {
  instancePath: string;
  message: string;
  keyword: string;
  schemaPath: string;
  params: Record<string, unknown>;
  code: FieldErrorCode;
}

const isFieldCode = (value: unknown): value is FieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERROR_CODES, value);

/**
 * The code of a zod issue. A refinement names its own (`params: { code }`); the generic checks
 * get theirs from what failed, whatever message the schema chose.
 */
export const fieldCodeOf = (issue: $ZodIssue): FieldErrorCode => {
  switch (issue.code) {
    case 'custom': {
      const code: unknown = issue.params?.code;
      return isFieldCode(code) ? code : 'invalid';
    }
    case 'invalid_type':
      if (issue.input === undefined) return 'required';
      if (issue.input === null) return 'null';
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'invalid_integer'
        : 'invalid_type';
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return 'blank';
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_short' : 'too_small';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'too_long' : 'too_large';
    case 'invalid_value':
      if (issue.input === undefined) return 'required';
      if (issue.input === null) return 'null';
      return issue.input === '' ? 'blank' : 'invalid_choice';
    case 'invalid_format':
      if (issue.format === 'email') return 'invalid_email';
      if (issue.format === 'url') return 'invalid_url';
      if (issue.format === 'date') return 'invalid_date';
      if (issue.format === 'time') return 'invalid_time';
      return 'invalid_format';
    case 'unrecognized_keys':
      return 'unexpected_field';
    default:
      return 'invalid';
  }
};

const toIssues = (error: $ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    instancePath: `/${issue.path.map(String).join('/')}`,
    message: issue.message,
    keyword: issue.code,
    schemaPath: `#/${issue.path.map(String).join('/')}`,
    params: {},
    code: fieldCodeOf(issue),
  }));

const typeName = (input: unknown): string => {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'list';
  if (typeof input === 'object') return 'dict';
  return typeof input;
};

/** DRF's wording for the generic failures, so clients see one familiar shape. */
export const drfErrorMap: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      if (issue.input === null) return 'This field may not be null.';
      switch (issue.expected) {
        case 'string':
          return 'Not a valid string.';
        case 'number':
        case 'int':
          return 'A valid integer is required.';
        case 'boolean':
          return 'Must be a valid boolean.';
        case 'array':
          return `Expected a list of items but got type "${typeName(issue.input)}".`;
        case 'object':
          return `Invalid data. Expected a dictionary, but got ${typeName(issue.input)}.`;
        default:
          return `Invalid value: expected ${issue.expected}.`;
      }
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'This field may not be blank.'
          : `Ensure this field has at least ${issue.minimum} characters.`;
      }
      if (issue.origin === 'array')
        return `Ensure this field has at least ${issue.minimum} elements.`;
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') {
        return `Ensure this field has no more than ${issue.maximum} characters.`;
      }
      if (issue.origin === 'array')
        return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case 'invalid_value':
      if (issue.input === undefined) return 'This field is required.';
      return `"${String(issue.input)}" is not a valid choice.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address.';
      if (issue.format === 'url') return 'Enter a valid URL.';
      if (issue.format === 'date')
        return 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.';
      return 'Invalid format.';
    case 'unrecognized_keys':
      return `Unexpected field(s): ${issue.keys.join(', ')}.`;
    default:
      return undefined;
  }
};

/** PostgreSQL refuses NUL in text (an error, not a row): no schema may let one through. */
const withNul = (value: unknown, path: PropertyKey[], out: ValidationIssue[]): void => {
  const issue = (message: string, keyword: string) =>
    out.push({
      instancePath: `/${path.map(String).join('/')}`,
      message,
      keyword,
      schemaPath: `#/${path.map(String).join('/')}`,
      params: {},
      code: 'null_characters',
    });
  if (typeof value === 'string') {
    if (value.includes('\0')) issue('Null characters are not allowed.', 'null_characters');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => withNul(item, [...path, i], out));
  } else if (
    value &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    for (const [key, item] of Object.entries(value)) withNul(item, [...path, key], out);
  }
};

/**
 * Like fastify-type-provider-zod's validatorCompiler, plus DRF messages, an absent body
 * treated as `{}` (so each missing field is reported by name) and NUL characters refused
 * wherever they are.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const nul: ValidationIssue[] = [];
    withNul(input, [], nul);
    // reportInput: the codes tell a missing value from a wrong one by the input.
    const result = safeParse(schema, input, { error: drfErrorMap, reportInput: true });
    if (result.error || nul.length > 0) {
      const issues = result.error ? toIssues(result.error) : [];
      // Schemas that refuse NUL themselves already said so.
      const said = new Set(issues.map((i) => `${i.instancePath} ${i.message}`));
      issues.push(...nul.filter((i) => !said.has(`${i.instancePath} ${i.message}`)));
      return { error: issues as unknown as Error };
    }
    return { value: result.data };
  };

/** Zod issues (as fastify validation errors) to field issues, by top-level field. */
export const toFieldIssues = (issues: ValidationIssue[]): FieldIssues => {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const [first] = issue.instancePath.split('/').filter(Boolean);
    const key = first ?? 'non_field_errors';
    (out[key] ??= []).push({ code: issue.code ?? 'invalid', message: issue.message });
  }
  return out;
};
