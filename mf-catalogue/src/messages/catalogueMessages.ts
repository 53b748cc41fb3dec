import { defineCatalog } from 'shared-contracts';
import type english from './en.json';

/** The catalogue's messages: the home page, the story cards and the quick preview. */
export const catalogueMessages = defineCatalog<typeof english>(
  'catalogue',
  (language) => import(/* webpackChunkName: "messages-catalogue-[request]" */ `./${language}.json`),
);
