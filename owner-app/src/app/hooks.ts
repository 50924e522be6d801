// The only module of app/ that features, screens and shared may import (ESLint allows it):
// the store's typed hooks and types, so they never import the store itself.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export type { AppDispatch, AppStore, RootState };

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
