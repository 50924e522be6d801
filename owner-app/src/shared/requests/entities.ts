import type { Draft, EntityAdapter, EntityState, ReducerCreators } from '@reduxjs/toolkit';
import type { requestsOf, WithRequests } from './requestSlice';

/**
 * Replaces the entities of one group (the doors of one apartment, …) with a fresh list from the
 * server, leaving the other groups alone: what was deleted elsewhere disappears.
 */
export function replaceGroup<T extends { id: number }>(
  adapter: EntityAdapter<T, number>,
  state: EntityState<T, number>,
  inGroup: (entity: T) => boolean,
  fresh: readonly T[],
): void {
  const stale = state.ids.filter((id) => {
    const entity = state.entities[id];
    return entity !== undefined && inGroup(entity as T);
  });
  adapter.removeMany(state, stale);
  adapter.upsertMany(state, fresh as T[]);
}

interface Options {
  signal: AbortSignal;
}

/** The api-client writes of one kind of entity (apartments, doors, rooms, …). */
export interface EntityWrites<T, Input, Update = Input> {
  create: (input: Input, options: Options) => Promise<T>;
  update: (id: number, input: Update, options: Options) => Promise<T>;
  remove: (id: number, options: Options) => Promise<void>;
}

type EntitySliceState<T> = EntityState<T, number> & WithRequests;
type Request<State extends WithRequests> = ReturnType<typeof requestsOf<State>>;
type Creators<State> = Pick<ReducerCreators<State>, 'asyncThunk'>;

/** What a slice keeps beside the adapter and changes with it (the order shown, translations, …). */
export interface EntityWritesAlso<State, T> {
  created?: (state: Draft<State>, entity: T) => void;
  deleted?: (state: Draft<State>, id: number) => void;
}

/**
 * The three writes of a slice's entity adapter, for its reducers: `created` (key 'create', adds
 * the answer), `edited` (`{ id, input }`, key `edit:<id>`, sets the answer) and `deleted` (the
 * id, key `delete:<id>`, removes it).
 */
export function entityRequests<
  State extends EntitySliceState<T>,
  T extends { id: number },
  Input,
  Update = Input,
>(
  create: Creators<State>,
  request: Request<State>,
  adapter: EntityAdapter<T, number>,
  writes: EntityWrites<T, Input, Update>,
  also: EntityWritesAlso<State, T> = {},
) {
  // The adapter's updaters take any entity state: the slice's draft is one.
  const entities = (state: Draft<State>) => state as EntityState<T, number>;
  return {
    created: request(create, (input: Input, signal) => writes.create(input, { signal }), {
      key: 'create',
      fulfilled: (state, { payload }) => {
        adapter.addOne(entities(state), payload);
        also.created?.(state, payload);
      },
    }),
    edited: request(
      create,
      ({ id, input }: { id: number; input: Update }, signal) =>
        writes.update(id, input, { signal }),
      {
        key: ({ id }) => `edit:${id}`,
        fulfilled: (state, { payload }) => {
          adapter.setOne(entities(state), payload);
        },
      },
    ),
    deleted: request(create, (id: number, signal) => writes.remove(id, { signal }), {
      key: (id) => `delete:${id}`,
      fulfilled: (state, { meta }) => {
        adapter.removeOne(entities(state), meta.arg);
        also.deleted?.(state, meta.arg);
      },
    }),
  };
}

/**
 * The list of one group's entities (the doors of an apartment, …), key `list:<groupId>`: the
 * answer replaces that group in the adapter (`replaceGroup`).
 */
export function groupListRequest<State extends EntitySliceState<T>, T extends { id: number }>(
  create: Creators<State>,
  request: Request<State>,
  adapter: EntityAdapter<T, number>,
  list: (groupId: number, options: Options) => Promise<T[]>,
  groupOf: (entity: T) => number,
) {
  return request(create, (groupId: number, signal) => list(groupId, { signal }), {
    key: (groupId) => `list:${groupId}`,
    fulfilled: (state, { payload, meta }) => {
      replaceGroup(
        adapter,
        state as EntityState<T, number>,
        (entity) => groupOf(entity) === meta.arg,
        payload,
      );
    },
  });
}
