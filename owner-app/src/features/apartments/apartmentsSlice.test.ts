import { makeStore } from '../../app/store';
import { makeApartment } from '@soglia/api-client/testing';
import {
  apartmentsRequested,
  apartmentsSlice,
  selectAllApartments,
  selectApartmentsRequest,
  selectUsesShelly,
} from './apartmentsSlice';

const reducer = apartmentsSlice.reducer;
const initial = reducer(undefined, { type: '@@INIT' });

describe('apartments slice', () => {
  it('starts empty with no request made', () => {
    expect(initial).toEqual({ ids: [], entities: {}, requests: {} });
  });

  it('names its actions as events', () => {
    expect(apartmentsRequested.pending.type).toBe('apartments/apartmentsRequested/pending');
    expect(apartmentsRequested.fulfilled.type).toBe('apartments/apartmentsRequested/fulfilled');
    expect(apartmentsRequested.rejected.type).toBe('apartments/apartmentsRequested/rejected');
  });

  it('stores the fetched apartments sorted by name, replacing the previous list', () => {
    const list = [
      makeApartment({ id: 2, name: 'Villa Zeta' }),
      makeApartment({ id: 1, name: 'Attico' }),
    ];
    const first = reducer(initial, apartmentsRequested.fulfilled(list, 'a'));
    expect(first.ids).toEqual([1, 2]);
    expect(first.entities[2]?.name).toBe('Villa Zeta');
    const second = reducer(first, apartmentsRequested.fulfilled([makeApartment({ id: 3 })], 'b'));
    expect(second.ids).toEqual([3]);
  });

  it('answers its selectors over the root state, memoised', () => {
    const store = makeStore();
    store.dispatch(
      apartmentsRequested.fulfilled([makeApartment(), makeApartment({ id: 2, shelly: true })], 'r'),
    );
    const state = store.getState();
    expect(selectApartmentsRequest(state)).toEqual({ status: 'succeeded', failure: null });
    expect(selectAllApartments(state).map((a) => a.id)).toEqual([1, 2]);
    expect(selectUsesShelly(state)).toBe(true);
    expect(selectAllApartments(state)).toBe(selectAllApartments(store.getState()));
  });
});
