import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  alloggiatiKeys,
  alloggiatiSettingsRequested,
  selectAlloggiatiRequest,
  selectAlloggiatiSettings,
} from './alloggiatiSlice';

/**
 * Loads the accounts and the apartments' settings each time the Alloggiati page opens (apartments
 * may have been added in Strutture meanwhile); its parts read them from the store.
 */
export function useAlloggiatiSettings() {
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectAlloggiatiSettings);
  const request = useAppSelector((state) =>
    selectAlloggiatiRequest(state, alloggiatiKeys.settings),
  );
  const reload = useCallback(() => void dispatch(alloggiatiSettingsRequested()), [dispatch]);
  useEffect(reload, [reload]);
  return { settings, request, reload };
}
