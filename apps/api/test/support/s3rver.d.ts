// @20minutes/s3rver ships no typings; only what the test S3 server uses is declared.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: Array<{ name: string }>;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    /** The server's own store of objects (its files under `directory`). */
    store: {
      listObjects(bucket: string, options: object): Promise<{ objects: Array<{ key: string }> }>;
    };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export = S3rver;
}
