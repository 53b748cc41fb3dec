export * from './common.js';
export * from './catalogue.js';
export * from './usage.js';
export * from './personalization.js';
export * from './orders.js';
export * from './bookPrint.js';
export * from './content.js';
export * from './hero.js';
