import { defineCatalog } from 'shared-contracts';
import type english from './en.json';

/** The content pages' messages: the flipbooks, About, FAQ, Contact and the frames of the policies. */
export const contentMessages = defineCatalog<typeof english>(
  'content',
  (language) => import(/* webpackChunkName: "messages-content-[request]" */ `./${language}.json`),
);

/** A key of the content messages, for texts chosen away from the screen that shows them (e.g. a form's rules). */
export type ContentMessage = Extract<keyof typeof english, string>;
