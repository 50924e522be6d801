import type {
  AsyncThunkPayloadCreator,
  Draft,
  PayloadAction,
  ReducerCreators,
} from '@reduxjs/toolkit';
import { NO_ANSWER, toRequestFailure, type RequestFailure } from './requestFailure';

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Where one request of a slice stands. */
export interface RequestState {
  status: RequestStatus;
  failure: RequestFailure | null;
}

/** Every slice that talks to the API keeps its requests' states under `requests`, by key. */
export interface WithRequests {
  requests: Record<string, RequestState | undefined>;
}

export const IDLE_REQUEST: RequestState = Object.freeze({ status: 'idle', failure: null });

/** The state of one request (a stable object, so selectors built on it stay memoised). */
export const requestOf = (state: WithRequests, key: string): RequestState =>
  state.requests[key] ?? IDLE_REQUEST;

export interface RequestThunkConfig {
  rejectValue: RequestFailure;
}

type PendingAction<Arg> = PayloadAction<
  undefined,
  string,
  { arg: Arg; requestId: string; requestStatus: 'pending' }
>;

type FulfilledAction<Returned, Arg> = PayloadAction<
  Returned,
  string,
  { arg: Arg; requestId: string; requestStatus: 'fulfilled' }
>;

export interface RequestOptions<State, Arg, Returned> {
  /**
   * Which request this is, for its status: one key ('list', 'create'), or one per argument
   * (`(apartmentId) => \`list:${apartmentId}\``) when several may run side by side.
   */
  key: string | ((arg: Arg) => string);
  /** What asking changes in the slice (e.g. which of several answers is the wanted one). */
  pending?: (state: Draft<State>, action: PendingAction<Arg>) => void;
  /** What the answer changes in the slice (loading state and failures are handled here). */
  fulfilled?: (state: Draft<State>, action: FulfilledAction<Returned, Arg>) => void;
}

/**
 * The one pattern for API calls in owner-app slices. `requestsOf<State>('doors')` gives a
 * `request(create, call, options)` for the slice named 'doors' that builds a `create.asyncThunk`:
 * - `call(arg, signal)` is the api-client call (pass `signal` on: `thunk.abort()` cancels it);
 * - pending / fulfilled / rejected keep `requests[key]` up to date, a failure as a RequestFailure
 *   (detail text, field errors, status) that `unwrap()` also rejects with;
 * - a second dispatch while the same key is pending is skipped (`condition`), so a remount or a
 *   double click never sends the request twice; an aborted request goes back to 'idle'.
 */
export function requestsOf<State extends WithRequests>(sliceName: string) {
  const requestsIn = (rootState: unknown): WithRequests | undefined =>
    (rootState as Record<string, WithRequests | undefined>)[sliceName];

  return function request<Returned, Arg = void>(
    create: Pick<ReducerCreators<State>, 'asyncThunk'>,
    call: (arg: Arg, signal: AbortSignal) => Promise<Returned>,
    { key, pending, fulfilled }: RequestOptions<State, Arg, Returned>,
  ) {
    const keyOf = typeof key === 'function' ? key : () => key;
    const payloadCreator: AsyncThunkPayloadCreator<Returned, Arg, RequestThunkConfig> = async (
      arg,
      { signal, rejectWithValue },
    ) => {
      try {
        return await call(arg, signal);
      } catch (error) {
        return rejectWithValue(toRequestFailure(error));
      }
    };
    return create.asyncThunk<Returned, Arg, RequestThunkConfig>(payloadCreator, {
      pending: (state, action) => {
        state.requests[keyOf(action.meta.arg)] = { status: 'pending', failure: null };
        pending?.(state, action);
      },
      fulfilled: (state, action) => {
        state.requests[keyOf(action.meta.arg)] = { status: 'succeeded', failure: null };
        fulfilled?.(state, action);
      },
      rejected: (state, action) => {
        if (action.meta.condition) return;
        if (action.meta.aborted) {
          state.requests[keyOf(action.meta.arg)] = IDLE_REQUEST;
          return;
        }
        state.requests[keyOf(action.meta.arg)] = {
          status: 'failed',
          failure: action.payload ?? NO_ANSWER,
        };
      },
      options: {
        condition: (arg, { getState }) =>
          requestsIn(getState())?.requests[keyOf(arg)]?.status !== 'pending',
      },
    });
  };
}
