import semver from 'semver';

/** The parts of a federation manifest (mf-manifest.json) the check reads. */
export interface FederationManifest {
  name: string;
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes: { path: string }[];
}

/**
 * Why a remote's release cannot go live next to the live shell: a shared singleton the shell
 * provides in a version outside the remote's accepted range, one the remote accepts only in
 * another major version than it was built with, or a module its route manifest declares that the
 * release does not expose. No problems: an empty list.
 */
export function contractProblems(remote: FederationManifest, shell: FederationManifest, requiredExposes: string[]): string[] {
  const problems: string[] = [];
  const provided = new Map(shell.shared.map((entry) => [entry.name, entry]));
  for (const entry of remote.shared) {
    const live = provided.get(entry.name);
    if (!live) {
      if (entry.singleton) problems.push(`${entry.name} is shared by ${remote.name} but the live shell does not provide it`);
      continue;
    }
    const range = entry.requiredVersion ?? `^${entry.version}`;
    if (!semver.satisfies(live.version, range)) {
      problems.push(`${entry.name}: ${remote.name} needs ${range} but the live shell provides ${live.version}`);
    }
  }
  const exposed = new Set(remote.exposes.map((entry) => entry.path));
  for (const module of requiredExposes) {
    if (!exposed.has(module)) problems.push(`${remote.name} does not expose ${module}, which its routes.json declares`);
  }
  return problems;
}

/** A shell release must provide every singleton the live remotes were built against, in their ranges. */
export function shellProblems(shell: FederationManifest, liveRemotes: FederationManifest[]): string[] {
  return liveRemotes.flatMap((remote) => contractProblems(remote, shell, []));
}
