import { combineReducers } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { storefrontApi } from '../api/storefrontApi.js';
import { consentSlice } from './consentSlice.js';
import { orderDraftSlice } from './orderDraftSlice.js';
import { usageSlice } from './usageSlice.js';

export const rootReducer = combineReducers({
  [storefrontApi.reducerPath]: storefrontApi.reducer,
  [orderDraftSlice.name]: orderDraftSlice.reducer,
  [usageSlice.name]: usageSlice.reducer,
  [consentSlice.name]: consentSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

// The dispatch type stays loose on purpose: remotes dispatch thunks and API actions through it.
export type AppDispatch = ReturnType<typeof useDispatch>;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
