import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestBucket {
  /** The STORAGE_URL that names the bucket, with the server's credentials. */
  storageUrl: string;
  close(): Promise<void>;
}

/** A real S3-compatible server on a free port, with one empty bucket, its objects in a throwaway folder. */
export async function startS3Server(bucket = 'herotales-test'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials.
    storageUrl: `s3://S3RVER:S3RVER@${bucket}/shop/?endpoint=${encodeURIComponent(`http://127.0.0.1:${port}`)}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
