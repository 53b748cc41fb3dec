/** What other parts of the server may use of the pool of threads that does the heavy work (photos, pictures, print files). */
export { createWorkPool } from './workPool.js';
export type { WorkPool } from './workPool.js';
