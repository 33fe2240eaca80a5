import net from 'node:net';

/**
 * One kept-alive HTTP/1.1 connection that sends a request at a time and reads each answer into
 * one reused buffer, counting its bytes without keeping them: a load generator that allocates
 * next to nothing per answer, so its own work and garbage collection stay out of the figures it
 * takes. Read through node:http, a schedule's week (~600 KB) is ten fresh 64 KB buffers and their
 * bookkeeping; in a benchmark's process that set off a full collection every tenth of a second,
 * counted as the server's time, and each booking cost the client twice the CPU of pg's own.
 *
 * Answers must carry a content-length (ours do); anything else is refused, not guessed at.
 */
export class RawHttpConnection {
  private readonly socket: net.Socket;
  private readonly host: string;
  // The answer being read: its header until the blank line, then how much body is still due.
  private header = '';
  private bodyDue = -1;
  private status = 0;
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
      onread: { buffer: Buffer.allocUnsafe(256 * 1024), callback: (read: number, buffer: Uint8Array) => connection!.read(read, buffer) },
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
    if (this.bodyDue < 0) {
      // Headers are a few hundred bytes: only they become a string.
      const seen = Math.min(read, 16 * 1024);
      this.header += Buffer.from(buffer.buffer, buffer.byteOffset, seen).toString('latin1');
      const end = this.header.indexOf('\r\n\r\n');
      if (end < 0) return true;
      this.status = Number(/^HTTP\/1\.1 (\d{3})/.exec(this.header)?.[1]);
      const length = /\r\ncontent-length: *(\d+)/i.exec(this.header.slice(0, end));
      if (!length) {
        this.fail(new Error(`an answer without a content-length (status ${this.status})`));
        return true;
      }
      // latin1 maps bytes to characters one to one: the header's length in characters is its length in bytes.
      at = end + 4 - (this.header.length - seen);
      this.bodyDue = Number(length[1]);
    }
    this.bodyDue -= read - at;
    if (this.bodyDue < 0) this.fail(new Error('more bytes than the answer announced'));
    else if (this.bodyDue === 0) {
      this.header = '';
      this.bodyDue = -1;
      const waiting = this.waiting;
      this.waiting = null;
      waiting?.resolve(this.status);
    }
    return true;
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
