import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { assertValidImageKey } from './image-key';
import type { ImageStorage } from './image-storage';

/** The answers that mean "nothing under this key". */
function isAbsent(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Images as objects of an S3-compatible bucket, the key being the object's: several server instances share
 * them. A PUT replaces an object whole, so readers never see half of one. The content type is left generic:
 * the image route decides what it answers, never the bucket.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings, client?: S3Client) {
    this.bucket = settings.bucket;
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
      });
  }

  async get(key: string): Promise<Buffer | null> {
    assertValidImageKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isAbsent(error)) return null;
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertValidImageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: 'application/octet-stream',
      }),
    );
  }

  async delete(key: string): Promise<void> {
    assertValidImageKey(key);
    // S3 answers a delete of a missing key with success; some compatible stores answer 404.
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isAbsent(error)) throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    assertValidImageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isAbsent(error)) return false;
      throw error;
    }
  }

  /** Closes the client's connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
