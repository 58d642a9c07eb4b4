/**
 * What every local server (gateway, sign-in stand-in, payment stand-in) needs of HTTP, written once:
 * reading a bounded body, answering JSON, and a request listener that no request can crash. A page
 * open in the developer's browser can send anything to these ports (an <img> is enough), so a
 * malformed URL is a 400 and any other exception a logged 500, never an exit.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export const MAX_BODY_BYTES = 64 * 1024;

/** A request that cannot be served as sent: answered with its status and message. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    // The whole body is read (so the connection stays usable) before a too-large one is refused.
    req.on('end', () => (size > limit ? reject(new RequestError(413, 'The request body is too large')) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

export const readText = async (req: IncomingMessage, limit?: number) => (await readBody(req, limit)).toString('utf8');

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** The request's URL, or a 400 for one no URL parser accepts (`//[`, a bare `%`-escape is fine here). */
export function requestUrl(req: IncomingMessage, base: string): URL {
  try {
    return new URL(req.url ?? '/', base);
  } catch {
    throw new RequestError(400, 'Malformed request URL');
  }
}

/** decodeURIComponent, or a 400 for a malformed escape (`%E0%A4%A`). */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new RequestError(400, 'Malformed escape in the request path');
  }
}

/**
 * A listener that turns every failure of `handle` (thrown or rejected) into a JSON answer: a
 * RequestError with its status, anything else a 500 that is logged, not a crashed process.
 */
export function safeListener(
  name: string,
  handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  log: (line: string) => void,
): RequestListener {
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const known = error instanceof RequestError;
    if (!known) log(`${name}: ${req.method} ${req.url} failed: ${(error as Error)?.stack ?? String(error)}`);
    if (res.headersSent) return res.destroy();
    sendJson(res, known ? error.statusCode : 500, { error: known ? error.message : 'Something went wrong on our side. Please try again.' });
  };
  return (req, res) => {
    try {
      void Promise.resolve(handle(req, res)).catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}

const portInUse = (port: number, variable: string) =>
  new Error(`Port ${port} is already in use. Stop what uses it, or choose another port: ${variable}=${port + 1} npm start`);

/**
 * Refuses a chosen port that is taken before anything slow starts (DynamoDB Local takes seconds): the
 * developer hears at once which variable moves it. Port 0 (any free port) always passes.
 */
export function ensurePortFree(port: number | undefined, variable: string): Promise<void> {
  if (!port) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? portInUse(port, variable) : error));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Listens on `port` (0: any free one) and answers the port taken. A busy port is refused with the
 * environment variable that moves it, instead of a bare EADDRINUSE.
 */
export function listen(server: Server, port: number, variable: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? portInUse(port, variable) : error);
    };
    server.once('error', onError);
    // Requests Node's own parser refuses (a raw byte above 0x7F in the path, a broken header) get
    // the same JSON 400 as any other malformed request, not a bare status line.
    server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
      if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
      const body = JSON.stringify({ error: 'Malformed request' });
      const head = [
        'HTTP/1.1 400 Bad Request',
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
      ];
      socket.end(`${[...head, 'connection: close'].join('\r\n')}\r\n\r\n${body}`);
    });
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Stops accepting connections and ends the open ones (keep-alive sockets would hold close() open). */
export function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
