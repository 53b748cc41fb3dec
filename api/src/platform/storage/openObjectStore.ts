import { folderStore } from './folderStore.js';
import type { ObjectStore } from './objectStore.js';
import { parseStorageUrl } from './storageUrl.js';

/** The bucket named by STORAGE_URL, else the data folder as on one machine. */
export async function openObjectStore({
  storageUrl,
  dataDir,
  awsRegion = null,
}: {
  storageUrl: string | null;
  dataDir: string;
  /** The bucket's region when STORAGE_URL names none. */
  awsRegion?: string | null;
}): Promise<ObjectStore> {
  if (!storageUrl) return folderStore(dataDir);
  // The S3 client is loaded only by instances that use it: `npm start` stays as light as it was.
  const { bucketStore } = await import('./bucketStore.js');
  return bucketStore(parseStorageUrl(storageUrl, awsRegion));
}
