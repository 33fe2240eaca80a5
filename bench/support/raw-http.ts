import net from 'node:net';

/**
 * One kept-alive HTTP/1.1 connection that sends a request at a time and reads each answer into
 * one reused buffer, counting its bytes without keeping them: a load generator that allocates
 * next to nothing per answer, so its own work and garbage collection stay out of the figures it
 * takes. Read through node:http, a schedule's week (~600 KB) is ten fresh 64 KB buffers and their
 * bookkeeping; in a benchmark's process that set off a full collection every tenth of a second,
 * counted as the server's time, and each booking cost the client twice the CPU of pg's own.
 *
 * An answer's end is found by its content-length or, for a compressed answer streamed as it is
 * compressed, by its chunked transfer coding; anything else is refused, not guessed at. The
 * request's headers say whether it asks for compression, as browsers do.
 */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private readonly host: string;
  // The answer being read: its header until the blank line, then how much body is still due.
  private header = '';
  private bodyDue = -1;
  private status = 0;
  /** Chunked answers: reading a chunk's size line, its data, the CRLF after it, or the trailer. */
  private chunked: 'size' | 'data' | 'data-end' | 'trailer' | null = null;
  private chunkSize = 0;
  /** How many bytes of the line being read (size line, CRLF or trailer) were seen; for the trailer, CRLFs matched. */
  private lineState = 0;
  /** Bytes of body received for the answer being read (compressed, if it was). */
  private received = 0;
  /** The body's size in bytes as sent (after compression) of the last complete answer. */
  lastBodyBytes = 0;
  /** The content-encoding of the last complete answer, or 'identity'. */
  lastEncoding = 'identity';
  private waiting: { resolve: (status: number) => void; reject: (error: Error) => void } | null = null;

  private constructor(socket: net.Socket, host: string) {
    this.socket = socket;
    this.host = host;
  }

  static async open(base: URL): Promise<RawHttpConnection> {
    let connection: RawHttpConnection | null = null;
    const socket = net.connect({
      host: base.hostname,
      port: Number(base.port || 80),
      onread: {
        buffer: Buffer.allocUnsafe(256 * 1024),
        callback: (read: number, buffer: Uint8Array) => connection!.read(read, buffer),
      },
    });
    connection = new RawHttpConnection(socket, base.host);
    socket.setNoDelay(true);
    socket.on('error', (error) => connection.fail(error));
    socket.on('close', () => connection.fail(new Error('the server closed the connection')));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return connection;
  }

  /** Sends one request and resolves with the answer's status once its last byte has arrived. */
  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> {
    if (this.waiting) return Promise.reject(new Error('one request at a time on a connection'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const name in headers) head += `${name}: ${headers[name]}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    return new Promise<number>((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(body === undefined ? `${head}\r\n` : `${head}\r\n${body}`);
    });
  }

  close(): void {
    this.socket.removeAllListeners('close');
    this.socket.destroy();
  }

  private read(read: number, buffer: Uint8Array): boolean {
    let at = 0;
    if (this.bodyDue < 0 && this.chunked === null) {
      // Headers are a few hundred bytes: only they become a string.
      const seen = Math.min(read, 16 * 1024);
      this.header += Buffer.from(buffer.buffer, buffer.byteOffset, seen).toString('latin1');
      const end = this.header.indexOf('\r\n\r\n');
      if (end < 0) return true;
      const head = this.header.slice(0, end);
      this.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      this.lastEncoding = /\r\ncontent-encoding: *([^\r]+)/i.exec(head)?.[1] ?? 'identity';
      // latin1 maps bytes to characters one to one: the header's length in characters is its length in bytes.
      at = end + 4 - (this.header.length - seen);
      this.received = 0;
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (length) this.bodyDue = Number(length[1]);
      else if (/\r\ntransfer-encoding: *chunked/i.test(head)) {
        this.chunked = 'size';
        this.chunkSize = 0;
        this.lineState = 0;
      } else {
        this.fail(new Error(`an answer with neither a content-length nor chunks (status ${this.status})`));
        return true;
      }
    }
    if (this.chunked !== null) {
      this.readChunks(buffer, at, read);
      return true;
    }
    this.received += read - at;
    this.bodyDue -= read - at;
    if (this.bodyDue < 0) this.fail(new Error('more bytes than the answer announced'));
    else if (this.bodyDue === 0) this.complete();
    return true;
  }

  /** Walks the chunked coding byte by byte where it must (sizes, CRLFs), and over data in one step. */
  private readChunks(buffer: Uint8Array, from: number, to: number): void {
    let at = from;
    while (at < to && this.chunked !== null) {
      if (this.chunked === 'data') {
        const take = Math.min(this.chunkSize, to - at);
        this.chunkSize -= take;
        this.received += take;
        at += take;
        if (this.chunkSize === 0) {
          this.chunked = 'data-end';
          this.lineState = 0;
        }
        continue;
      }
      const byte = buffer[at++]!;
      if (this.chunked === 'size') {
        if (byte === 0x0a) {
          if (this.chunkSize === 0) {
            this.chunked = 'trailer';
            this.lineState = 0;
          } else this.chunked = 'data';
        } else if (byte !== 0x0d && this.lineState >= 0) {
          const digit =
            byte >= 0x30 && byte <= 0x39
              ? byte - 0x30
              : byte >= 0x61 && byte <= 0x66
                ? byte - 0x57
                : byte >= 0x41 && byte <= 0x46
                  ? byte - 0x37
                  : -1;
          // A chunk extension (";…") ends the size.
          if (digit < 0) this.lineState = -1;
          else this.chunkSize = this.chunkSize * 16 + digit;
        }
      } else if (this.chunked === 'data-end') {
        if (byte === 0x0a) {
          this.chunked = 'size';
          this.chunkSize = 0;
          this.lineState = 0;
        }
      } else if (byte === 0x0a) {
        // The trailer: header lines, then an empty line. lineState counts the line's bytes.
        if (this.lineState === 0) {
          if (at !== to) this.fail(new Error('bytes after the end of a chunked answer'));
          this.complete();
          return;
        }
        this.lineState = 0;
      } else if (byte !== 0x0d) this.lineState++;
    }
  }

  private complete(): void {
    this.header = '';
    this.bodyDue = -1;
    this.chunked = null;
    this.lastBodyBytes = this.received;
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(this.status);
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}

/** What a browser asks for: the figures are taken with compression on, as browsers get them. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The size of one answer's body as sent, read through node:http (which leaves it compressed):
 * a check that RawHttpConnection reads every answer to its end and no further.
 */
export async function bodyBytesAsSent(
  url: URL,
  headers: Record<string, string>,
): Promise<{ bytes: number; encoding: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', reject);
    req.end();
  });
}
