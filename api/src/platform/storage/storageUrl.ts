import { assertPrefix } from './objectStore.js';

export interface BucketSettings {
  bucket: string;
  /** Folder inside the bucket, '' or ending with a slash. */
  prefix: string;
  /** An S3-compatible server's address; unset: AWS itself. */
  endpoint: string | null;
  region: string;
  /** Unset: the SDK's usual sources (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/**
 * `s3://[ACCESS_KEY:SECRET@]bucket[/folder/]?endpoint=http://host:port&region=ap-south-1`.
 * Credentials in the URL suit a private S3-compatible server; on AWS leave them to the SDK.
 */
export function parseStorageUrl(url: string, defaultRegion: string | null = null): BucketSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`STORAGE_URL must look like s3://bucket/folder?endpoint=..., got "${url}"`);
  }
  if (parsed.protocol !== 's3:' || !parsed.hostname)
    throw new Error(`STORAGE_URL must look like s3://bucket/folder?endpoint=..., got "${url}"`);
  const folder = decodeURIComponent(parsed.pathname).replace(/^\/+/, '');
  const prefix = folder === '' || folder.endsWith('/') ? folder : `${folder}/`;
  assertPrefix(prefix);
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  return {
    bucket: parsed.hostname,
    prefix,
    endpoint: parsed.searchParams.get('endpoint'),
    region: parsed.searchParams.get('region') ?? defaultRegion ?? 'us-east-1',
    credentials: user && password ? { accessKeyId: user, secretAccessKey: password } : null,
  };
}
