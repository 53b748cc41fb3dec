/** What other parts of the server may use of the limits on what one visitor may ask of the shop (usage counters, work budgets). */
export { abuseRoutes } from './abuseRoutes.js';
export { ABUSE_MIGRATIONS } from './migrations/index.js';
export { forgetCountersBefore, reserveUsage } from './usageCounters.js';
export { workBudget } from './workBudgets.js';
export type { GiveBack, WorkBudget } from './workBudgets.js';
export { BUDGET_SETTINGS } from './settings.js';
export type { BudgetSettings } from './settings.js';
