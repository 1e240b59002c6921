import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** The credentials the test server checks signatures against (s3rver's own account). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The API's configuration variables for a bucket on this server. */
  environment: Record<string, string>;
  /** The keys of every object in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, on a free loopback port) with one empty
 * bucket, its objects in a temporary folder of its own.
 */
export async function startS3Server(bucket = 'wps-uploads'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'wps-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    environment: {
      UPLOAD_S3_BUCKET: bucket,
      UPLOAD_S3_ENDPOINT: endpoint,
      UPLOAD_S3_REGION: 'us-east-1',
      UPLOAD_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      UPLOAD_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      // s3rver names buckets in the path, not in the host name.
      UPLOAD_S3_FORCE_PATH_STYLE: 'true',
    },
    // Read from the server's store: s3rver 5.0 refuses the SDK's signature of a bucket listing
    // (it signs "/bucket/", the server checks "/bucket"), and the API never lists.
    keys: async () => {
      const { objects } = await server.store.listObjects(bucket, {});
      return objects.map((object) => object.key).sort();
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
