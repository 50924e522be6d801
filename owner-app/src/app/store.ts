import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { alloggiatiSlice } from '../features/alloggiati';
import { apartmentsSlice } from '../features/apartments';
import { checkinsSlice } from '../features/checkins';
import { doorsSlice } from '../features/doors';
import { infosSlice } from '../features/infos';
import { roomsSlice } from '../features/rooms';
import { staysSlice } from '../features/stays';

export const rootReducer = combineSlices(
  apartmentsSlice,
  doorsSlice,
  roomsSlice,
  checkinsSlice,
  staysSlice,
  infosSlice,
  alloggiatiSlice,
);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per App mount: the remote may be mounted, unmounted and mounted again by the shell. */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
