import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { alloggiatiSlice } from '../features/alloggiati';
import { apartmentsSlice } from '../features/apartments';
import {
  calendarEventsSlice,
  calendarExportsSlice,
  calendarFeedsSlice,
} from '../features/calendars';
import { checkinProfilesSlice } from '../features/checkinProfiles';
import { doorsSlice } from '../features/doors';
import { guidebookSlice } from '../features/guidebook';
import { identificationSlice } from '../features/identification';
import { roomsSlice } from '../features/rooms';
import { staysSlice } from '../features/stays';

export const rootReducer = combineSlices(
  apartmentsSlice,
  doorsSlice,
  roomsSlice,
  calendarFeedsSlice,
  calendarEventsSlice,
  calendarExportsSlice,
  checkinProfilesSlice,
  staysSlice,
  guidebookSlice,
  alloggiatiSlice,
  identificationSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per App mount: the remote may be mounted, unmounted and mounted again by the shell. */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
