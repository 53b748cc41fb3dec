import { defineCatalog } from 'shared-contracts';
import type english from './en.json';

/** The shell's messages: header, footer, cookie banner and the pages it draws itself. */
export const shellMessages = defineCatalog<typeof english>(
  'shell',
  (language) => import(/* webpackChunkName: "messages-shell-[request]" */ `./${language}.json`),
);
