// The part of @20minutes/s3rver (a fork of s3rver, which ships no types) the S3 store's tests use.
declare module '@20minutes/s3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }

  // A CommonJS module: its export is the class itself.
  export = S3rver;
}
