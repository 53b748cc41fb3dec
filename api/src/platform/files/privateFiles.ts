import { chmodSync, mkdirSync } from 'node:fs';

/**
 * Everything this process creates from now on is its own: files 0600, folders 0700. The database,
 * photos, secrets, outbox and releases hold the shop's and the parents' data, and a shared machine's
 * other users have no business reading them. Called first by every entry point (server, worker, CLIs).
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/** A folder made (or, made before files were kept private, set) 0700. */
export function privateFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
}

/** A file set 0600, whoever created it (SQLite makes its file with the process's umask). */
export function privateFile(file: string): void {
  chmodSync(file, 0o600);
}
