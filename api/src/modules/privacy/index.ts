/** What other parts of the server may use of the sweep of personal data and its export. */
export { sweepPersonalDataJob } from './personalData.js';
export { personalDataExportRoutes } from './personalDataExport.js';
export { RETENTION_SETTINGS } from './settings.js';
export type { RetentionSettings } from './settings.js';
export { PRIVACY_QUEUES } from './queues.js';
