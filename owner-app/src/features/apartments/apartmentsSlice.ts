import { createAsyncThunk, createEntityAdapter, createSlice } from '@reduxjs/toolkit';
import { getApartments, readDetail } from '@soglia/api-client';
import type { Apartment } from '@soglia/api-client';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

const apartmentsAdapter = createEntityAdapter<Apartment>({
  sortComparer: (a, b) => a.name.localeCompare(b.name, 'it'),
});

interface ApartmentsExtraState {
  status: LoadStatus;
  error: string | null;
}

const initialState = apartmentsAdapter.getInitialState<ApartmentsExtraState>({
  status: 'idle',
  error: null,
});

/** Event "the apartment list was requested": pending / fulfilled / rejected. */
export const fetchApartments = createAsyncThunk<Apartment[], void, { rejectValue: string }>(
  'apartments/apartmentsRequested',
  async (_arg, { rejectWithValue }) => {
    try {
      return await getApartments();
    } catch (err) {
      return rejectWithValue(readDetail(err) ?? (err instanceof Error ? err.message : String(err)));
    }
  },
  {
    // A second mount (StrictMode, remount) must not fire a duplicate request.
    condition: (_arg, { getState }) =>
      (getState() as { apartments: ApartmentsExtraState }).apartments.status !== 'loading',
  },
);

export const apartmentsSlice = createSlice({
  name: 'apartments',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApartments.pending, (state) => {
        state.status = 'loading';
        state.error = null;
      })
      .addCase(fetchApartments.fulfilled, (state, action) => {
        state.status = 'succeeded';
        apartmentsAdapter.setAll(state, action.payload);
      })
      .addCase(fetchApartments.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? action.error.message ?? 'unknown error';
      });
  },
  selectors: {
    selectApartmentsStatus: (state) => state.status,
    selectApartmentsError: (state) => state.error,
  },
});

export const { selectApartmentsStatus, selectApartmentsError } = apartmentsSlice.selectors;

export const {
  selectAll: selectAllApartments,
  selectById: selectApartmentById,
  selectTotal: selectApartmentsTotal,
} = apartmentsAdapter.getSelectors(
  (state: { apartments: typeof initialState }) => state.apartments,
);
