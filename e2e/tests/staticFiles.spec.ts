import { expect, test } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { repoRoot } from '../support/storefrontServer';

/** The status of a GET of a path sent exactly as written (a browser or URL parser would tidy its dots away). */
function statusOf(origin: string, rawPath: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const REMOTES = ['mf-catalogue', 'mf-creation', 'mf-ordering', 'mf-content'];

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(folder, path.posix.join(prefix, entry.name)) : [path.posix.join(prefix, entry.name)],
  );
}

/** Ten ways to write the same file's address under a remote's path. */
const spellings = (file: string) => [
  file,
  `./${file}`,
  `.//${file}`,
  `././${file}`,
  `%2e/${file}`,
  `%2e%2f${file}`,
  `x/../${file}`,
  file.replace('/', '//'),
  file.replace('/', '/./'),
  file.replace('/', '%2f'),
];

const NEVER_SENT = (file: string) => file.startsWith('server/') || path.posix.basename(file).startsWith('mf-manifest-stats.json');

test("no spelling of an address sends a remote's server build or its stats, and its public files are sent", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const sent: string[] = [];
  let asked = 0;
  for (const remote of REMOTES) {
    const files = filesUnder(path.join(repoRoot, remote, 'dist'));
    const secret = files.filter(NEVER_SENT);
    expect(secret.length).toBeGreaterThan(3);
    for (const file of secret) {
      for (const spelling of spellings(file)) {
        const status = await statusOf(baseURL!, `/remotes/${remote}/${spelling}`);
        asked += 1;
        if (status !== 404) sent.push(`/remotes/${remote}/${spelling}: ${status}`);
      }
    }
    const entry = files.find((file) => /^remoteEntry\.[0-9a-f]{8}\.js$/.test(file))!;
    expect(await statusOf(baseURL!, `/remotes/${remote}/${entry}`)).toBe(200);
  }
  expect(asked).toBeGreaterThan(100);
  expect(sent).toEqual([]);
});
