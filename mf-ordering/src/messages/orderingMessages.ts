import { defineCatalog, type Translate } from 'shared-contracts';
import type english from './en.json';

/** The ordering funnel's messages: the pricing step, the print options, the checkout and the confirmation. */
export const orderingMessages = defineCatalog<typeof english>(
  'ordering',
  (language) => import(/* webpackChunkName: "messages-ordering-[request]" */ `./${language}.json`),
);

export type OrderingKey = Extract<keyof typeof english, string>;

/** What the rules take to word their messages: a screen's `useMessages(orderingMessages)`. */
export type OrderingTranslate = Translate<OrderingKey>;
