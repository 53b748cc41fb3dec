import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RouteRenderRequest } from 'shared-contracts';

const registered = new Map<RemoteName, string>();

/**
 * Points the federation runtime at each remote's live server build. A remote whose release was
 * switched is registered again, which drops the old container: the next request renders the new one.
 */
export function syncRemotes(entries: RouteRenderRequest['remoteEntries']): void {
  for (const [name, entry] of Object.entries(entries) as [RemoteName, string][]) {
    if (registered.get(name) === entry) continue;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
}

export async function loadServerModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`${remote} did not provide ${exposed}`);
  return module;
}
