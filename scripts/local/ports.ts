import * as net from 'node:net';
import { LocalStackProblem } from './problem';

/** Resolves to a port the OS says is free on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Fails with a one-line explanation when something already listens on the port. */
export async function assertPortFree(port: number, what: string, envName: string): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });
  if (taken) {
    throw new LocalStackProblem(`Port ${port} (${what}) is already in use: stop what runs there, or choose another with ${envName}=<port>.`);
  }
}
