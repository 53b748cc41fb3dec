/** What other parts of the server may use of the staff's tools. */
export { comfyuiProxy } from './comfyuiProxy.js';
export { runOrdersCli } from './ordersCli.js';
