export { createAppSlice } from './createAppSlice';
export { entityRequests, groupListRequest, replaceGroup } from './entities';
export type { EntityWrites, EntityWritesAlso } from './entities';
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
