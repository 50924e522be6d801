import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { apartmentsSlice } from '../features/apartments/apartmentsSlice';

export const rootReducer = combineSlices(apartmentsSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** One store per App mount: the remote may be mounted, unmounted and mounted again by the shell. */
export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
