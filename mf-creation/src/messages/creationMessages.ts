import { defineCatalog } from 'shared-contracts';
import type english from './en.json';

/** The creation flow's messages: the child's details, the photo upload, the page-by-page preview and the deposit. */
export const creationMessages = defineCatalog<typeof english>(
  'creation',
  (language) => import(/* webpackChunkName: "messages-creation-[request]" */ `./${language}.json`),
);

/** A key of the creation flow's messages, as the flow's rules answer them (a validation message, a page's status). */
export type CreationMessage = Extract<keyof typeof english, string>;
