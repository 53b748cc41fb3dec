import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertKey, assertPrefix, type ObjectStore, type StoredObject } from './objectStore.js';
import type { BucketSettings } from './storageUrl.js';

/** Objects in an S3-compatible bucket, shared by every instance and worker. */
export function bucketStore(settings: BucketSettings): ObjectStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer optional ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const fullKey = (key: string) => `${settings.prefix}${key}`;

  async function list(prefix: string): Promise<StoredObject[]> {
    assertPrefix(prefix);
    const found: StoredObject[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: fullKey(prefix), ContinuationToken }));
      for (const object of page.Contents ?? []) {
        if (object.Key) found.push({ key: object.Key.slice(settings.prefix.length), modifiedAt: object.LastModified ?? new Date(0) });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found;
  }

  return {
    description: `bucket ${Bucket}${settings.prefix ? `/${settings.prefix}` : ''}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, body) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: fullKey(key), Body: body }));
    },
    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: fullKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw error;
      }
    },
    async delete(key) {
      assertKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: fullKey(key) }));
    },
    async deleteAll(prefix) {
      if (prefix === '') throw new Error('Refusing to delete the whole store');
      const keys = (await list(prefix)).map((object) => ({ Key: fullKey(object.key) }));
      // S3 deletes at most 1,000 keys per call.
      for (let start = 0; start < keys.length; start += 1000) {
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(start, start + 1000), Quiet: true } }),
        );
        if (answer.Errors?.length)
          throw new Error(`Could not delete ${answer.Errors.length} objects under ${prefix}: ${answer.Errors[0].Message}`);
      }
    },
    list,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
