import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, StorefrontConfig } from 'shared-contracts';

type RemotesDocument = Partial<Record<RemoteName, string>>;

let documentReady: Promise<RemotesDocument> = Promise.resolve({});

function register(document: RemotesDocument, force = false) {
  const remotes = Object.entries(document).map(([name, entry]) => ({ name, entry: entry }));
  registerRemotes(remotes, { force });
}

/**
 * Registers the remotes named by the server's remotes document (inlined into the page, or fetched
 * from /remotes.json when the page came from a dev server), so no remote address is built in.
 */
export function registerStorefrontRemotes(config: StorefrontConfig): void {
  const inline = config.remotes;
  documentReady = Object.keys(inline).length > 0 ? Promise.resolve(inline) : fetchRemotesDocument();
  documentReady.then((document) => register(document)).catch(() => undefined);
}

function fetchRemotesDocument(): Promise<RemotesDocument> {
  return fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes document answered ${response.status}`);
    return response.json() as Promise<RemotesDocument>;
  });
}

/**
 * Loads one exposed module of a remote. With `retry`, the remotes document is asked for again (the
 * remote may have been deployed or switched since the page was opened; the last one known is kept
 * if that fails) and the remote registered again, so the runtime forgets a failed entry.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  if (retry) {
    const known = documentReady;
    documentReady = fetchRemotesDocument().catch(() => known);
  }
  const document = await documentReady;
  if (!document[remote]) throw new Error(`The remotes document names no address for ${remote}`);
  if (retry) register({ [remote]: document[remote] }, true);
  const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${remote} did not provide ${exposed}`);
  return module;
}
