export { healthRoutes } from './health.routes';
export { registerLifecycle } from './lifecycle';
