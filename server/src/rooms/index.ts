export { roomsRoutes } from './rooms.routes';
export type { roomInput, roomListResponse, roomSchema } from './rooms.schema';
export { createRoomsRepository } from './rooms.repository';
