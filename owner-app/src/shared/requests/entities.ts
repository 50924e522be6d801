import type { EntityAdapter, EntityState } from '@reduxjs/toolkit';

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
