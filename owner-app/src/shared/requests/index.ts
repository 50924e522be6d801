export { createAppSlice } from './createAppSlice';
export { replaceGroup } from './entities';
export { isRequestFailure, NO_ANSWER, toRequestFailure } from './requestFailure';
export type { RequestFailure } from './requestFailure';
export { IDLE_REQUEST, requestOf, requestsOf } from './requestSlice';
export type {
  RequestOptions,
  RequestState,
  RequestStatus,
  RequestThunkConfig,
  WithRequests,
} from './requestSlice';
