import type { RemoteName } from 'contracts/routes';

type ModuleLoader = <T>(remote: RemoteName, exposed: string) => Promise<T>;

let loader: ModuleLoader | null = null;

/** The shell hands over its federation loader, so remotes can load each other's shared modules through it. */
export function provideModuleLoader(load: ModuleLoader): void {
  loader = load;
}

/** Loads a module another remote exposes for sharing (declared under `shared` in its route manifest), e.g. the FAQ section. */
export function loadSharedModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  if (!loader) return Promise.reject(new Error('No federation loader was provided by the shell'));
  return loader<T>(remote, exposed);
}
