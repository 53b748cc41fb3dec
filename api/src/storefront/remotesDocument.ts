import { REMOTES, type RemoteName } from 'shared-contracts/routes';

export type RemotesDocument = Record<RemoteName, string>;

/** URL path under which a remote's build is served. */
export function remoteBasePath(folder: string): string {
  return `/remotes/${folder}/`;
}

/**
 * Remote name -> manifest URL, as served at /remotes.json and inlined into the shell's page: this
 * server's copy of each build, unless a URL is configured for it (e.g. a remote's dev server).
 */
export function buildRemotesDocument(remoteUrls: Record<string, string> = {}): RemotesDocument {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, { folder }]) => [name, remoteUrls[name] ?? `${remoteBasePath(folder)}mf-manifest.json`]),
  ) as RemotesDocument;
}
