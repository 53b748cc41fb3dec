import type { RemoteName } from 'contracts/routes';

export type RemotesDocument = Record<RemoteName, string>;

/** URL path under which a remote's build is served. */
export function remoteBasePath(folder: string): string {
  return `/remotes/${folder}/`;
}
