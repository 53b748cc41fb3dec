import { CHOSEN_ELSEWHERE, configureStore, initialConsent, rootReducer, storefrontApi, type RouteRenderRequest } from 'shared-contracts';

/**
 * A store for one server render: the API slice reaches the API through the server's own fetch, and
 * the consent state is what the server knows of the visitor (their country, and whether they have
 * chosen), nothing from their browser storage.
 */
export function makeServerStore({ api, country, consentChosen }: Pick<RouteRenderRequest, 'api' | 'country' | 'consentChosen'>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      consent: { ...initialConsent, consent: consentChosen ? CHOSEN_ELSEWHERE : null, country, countryResolved: true },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { serverApi: api } }, serializableCheck: false, immutableCheck: false }).concat(
        storefrontApi.middleware,
      ),
  });
}

export type ServerStore = ReturnType<typeof makeServerStore>;
