import {
  apartmentsSlice,
  fetchApartments,
  selectAllApartments,
  selectApartmentsError,
  selectApartmentsStatus,
} from './apartmentsSlice';
import { makeStore } from '../../app/store';
import { makeApartment } from '../../test/fixtures';

const reducer = apartmentsSlice.reducer;
const initial = reducer(undefined, { type: '@@INIT' });

describe('apartments slice', () => {
  it('starts idle and empty', () => {
    expect(initial).toEqual({ ids: [], entities: {}, status: 'idle', error: null });
  });

  it('names its actions as events', () => {
    expect(fetchApartments.pending.type).toBe('apartments/apartmentsRequested/pending');
    expect(fetchApartments.fulfilled.type).toBe('apartments/apartmentsRequested/fulfilled');
    expect(fetchApartments.rejected.type).toBe('apartments/apartmentsRequested/rejected');
  });

  it('goes loading on pending and clears a previous error', () => {
    const failed = { ...initial, status: 'failed' as const, error: 'boom' };
    const state = reducer(failed, fetchApartments.pending('req-1'));
    expect(state.status).toBe('loading');
    expect(state.error).toBeNull();
  });

  it('stores the fetched apartments sorted by name on fulfilled', () => {
    const list = [
      makeApartment({ id: 2, name: 'Villa Zeta' }),
      makeApartment({ id: 1, name: 'Attico' }),
    ];
    const state = reducer(initial, fetchApartments.fulfilled(list, 'req-1'));
    expect(state.status).toBe('succeeded');
    expect(state.ids).toEqual([1, 2]);
    expect(state.entities[2]?.name).toBe('Villa Zeta');
  });

  it('replaces the list on a second fetch', () => {
    const first = reducer(initial, fetchApartments.fulfilled([makeApartment({ id: 1 })], 'a'));
    const second = reducer(first, fetchApartments.fulfilled([makeApartment({ id: 3 })], 'b'));
    expect(second.ids).toEqual([3]);
  });

  it('keeps the rejection message on rejected', () => {
    const action = fetchApartments.rejected(null, 'req-1', undefined, 'Server down');
    const state = reducer(initial, action);
    expect(state.status).toBe('failed');
    expect(state.error).toBe('Server down');
  });

  it('exposes selectors over the root state', () => {
    const store = makeStore();
    store.dispatch(fetchApartments.fulfilled([makeApartment()], 'req-1'));
    const state = store.getState();
    expect(selectApartmentsStatus(state)).toBe('succeeded');
    expect(selectApartmentsError(state)).toBeNull();
    expect(selectAllApartments(state).map((a) => a.name)).toEqual(['Casa Soglia']);
  });
});
