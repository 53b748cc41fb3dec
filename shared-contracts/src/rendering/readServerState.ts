import { SERVER_STATE_ELEMENT_ID, type ServerState } from './serverRendering.js';

/** The state the server drew the page with, when it drew it. */
export function readServerState(doc: Document = document): ServerState | null {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}
