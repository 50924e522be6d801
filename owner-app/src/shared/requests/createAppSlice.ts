import { asyncThunkCreator, buildCreateSlice } from '@reduxjs/toolkit';

/** createSlice with `create.asyncThunk` enabled: a slice declares its requests among its reducers. */
export const createAppSlice = buildCreateSlice({ creators: { asyncThunk: asyncThunkCreator } });
