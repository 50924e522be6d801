import type { FastifyInstance } from 'fastify';

/** `METHOD /url` of every route in the router (HEAD mirrors GET and is left out). */
export const registeredRoutes = (app: FastifyInstance): string[] => {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push(`${method} ${stack.join('')}`);
    }
  }
  return routes;
};

export interface QueryParam {
  name: string;
  /** The parameter holds a whole number (an id, a count). */
  numeric: boolean;
}

/** The query parameters of every route that reads some, from the app's OpenAPI document. */
export const queryParameters = (app: FastifyInstance): Record<string, QueryParam[]> => {
  interface Parameter {
    in: string;
    name: string;
    schema?: { type?: string; pattern?: string };
  }
  const document = (
    app as unknown as {
      swagger(): { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };
    }
  ).swagger();
  const routes: Record<string, QueryParam[]> = {};
  for (const [url, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      if (query.length === 0) continue;
      const path = url.replace(/\{(\w+)\}/g, ':$1');
      routes[`${method.toUpperCase()} ${path}`] = query.map((p) => ({
        name: p.name,
        numeric: p.schema?.type === 'integer' || p.schema?.pattern === '^\\d+$',
      }));
    }
  }
  return routes;
};
