import { a } from './a.js';

export const c = a;
