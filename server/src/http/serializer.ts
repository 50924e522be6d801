import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isNull = (node: unknown) =>
  typeof node === 'object' &&
  node !== null &&
  (node as JsonSchema).type === 'null' &&
  Object.keys(node).length === 1;

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) becomes `X` with `type: [t, 'null']`:
 * fast-json-stringify writes that directly, where an anyOf would test each value against every
 * branch.
 */
const simplify = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNull)) {
    const other = anyOf.find((branch) => !isNull(branch)) as JsonSchema;
    if (typeof other?.type === 'string' && !('anyOf' in other) && !('oneOf' in other)) {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
};

/**
 * A compiled JSON writer for what `schema` describes (its output side): only the declared
 * properties are written, like zod's parse before JSON.stringify, at a fraction of the cost.
 * Throws when the schema cannot be written as JSON Schema (a transform, say).
 */
export const compileSerializer = (schema: z.ZodType): ((data: unknown) => string) => {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as JsonSchema;
  delete json.$schema;
  return fastJson(simplify(json) as Parameters<typeof fastJson>[0]);
};

/**
 * Fastify's serializer for zod response schemas: compiled from the same schemas (the answers'
 * shape and OpenAPI stay as they are), instead of validating every answer with zod on the way
 * out; a schema JSON Schema cannot express keeps zod's serializer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    return compileSerializer(route.schema);
  } catch {
    return zodSerializerCompiler(route as never);
  }
};
