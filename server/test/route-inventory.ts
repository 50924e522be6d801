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
