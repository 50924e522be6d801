export { MAX_MESSAGE_BYTES } from './identification.messages';
export { identificationRoutes } from './identification.routes';
export { registerSocketToken, websocketOptions } from './socket-auth';
export {
  callsResponse,
  iceServersResponse,
  inPersonBody,
  stayResponse,
} from './identification.schema';
