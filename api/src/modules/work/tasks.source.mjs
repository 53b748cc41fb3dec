// The work pool's threads load this when the server runs from its TypeScript sources (tests, dev):
// Node's loader in a worker thread does not read TypeScript, so tsx is registered first.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const { analysePhoto, drawPage, printBook } = tasks;
