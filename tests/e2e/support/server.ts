/**
 * Serves a production build on 127.0.0.1 the way `docusaurus serve` does (serve-handler, clean URLs,
 * no trailing slash, 404.html with status 404), in-process so each test file gets a port of its own.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export type HeaderHook = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

export async function startServer(buildDir: string = BUILD_DIR, onRequest?: HeaderHook): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    onRequest?.(request, response);
    void serveHandler(request, response, {
      public: buildDir,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
