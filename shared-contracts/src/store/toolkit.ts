/**
 * The store API for the shell and every remote, provided through shared-contracts (the one
 * federated singleton) so the store and its bindings are single instances, shipped only in part.
 */
export { combineReducers, configureStore, createSelector, createSlice } from '@reduxjs/toolkit';
export type { Middleware, PayloadAction } from '@reduxjs/toolkit';
export { Provider, shallowEqual } from 'react-redux';
export { skipToken } from '@reduxjs/toolkit/query';
