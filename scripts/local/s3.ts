import S3rver from 's3rver';

/** s3rver in this process, its objects under `dataDir`. Its credentials are fixed: S3RVER / S3RVER. */
export async function startS3(options: { port: number; dataDir: string }) {
  const server = new S3rver({ port: options.port, address: '127.0.0.1', directory: options.dataDir, silent: true });
  await server.run();
  return { endpoint: `http://127.0.0.1:${options.port}`, server, close: () => server.close() };
}
