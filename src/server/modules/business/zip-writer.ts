import { once } from 'node:events';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { Zip, type AsyncFlateStreamHandler, type ZipInputFile } from 'fflate';

/**
 * A file of the archive deflated by Node's zlib (native, and off the event loop in libuv's
 * threads: about four times fflate's own speed on CSV) and laid out in the archive by fflate's
 * Zip. fflate reads the size and CRC once the last chunk is in, so both are counted as the text
 * goes in.
 */
class NativeDeflateFile implements ZipInputFile {
  readonly filename: string;
  readonly compression = 8;
  readonly mtime: Date;
  size = 0;
  crc = 0;
  ondata?: AsyncFlateStreamHandler;

  constructor(filename: string, mtime: Date) {
    this.filename = filename;
    this.mtime = mtime;
  }
}

/**
 * A ZIP archive built one file at a time, each file fed in pieces (a page of CSV at a time): only
 * the compressed archive is held, never a whole uncompressed file.
 */
export function createZipWriter(modifiedAt: Date) {
  const output: Uint8Array[] = [];
  let failure: Error | null = null;
  let complete = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      output.push(chunk);
      if (final) complete = true;
    }
  });
  const encoder = new TextEncoder();

  return {
    /** Adds `name` with the text of `pieces`, in order; resolves once it is all in the archive. */
    async addFile(name: string, pieces: AsyncIterable<string> | Iterable<string>): Promise<void> {
      const file = new NativeDeflateFile(name, modifiedAt);
      zip.add(file);
      const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
      // zlib's chunks sit on plain (never shared) ArrayBuffers.
      deflate.on('data', (chunk: Buffer) => file.ondata!(null, chunk as Uint8Array<ArrayBuffer>, false));
      const ended = once(deflate, 'end');
      for await (const piece of pieces) {
        const bytes = encoder.encode(piece);
        file.size += bytes.length;
        file.crc = crc32(bytes, file.crc);
        if (!deflate.write(bytes)) await once(deflate, 'drain');
      }
      deflate.end();
      await ended;
      file.ondata!(null, new Uint8Array(0), true);
      if (failure) throw failure;
    },

    /** Closes the archive: its bytes. */
    finish(): Buffer {
      zip.end();
      if (failure) throw failure;
      if (!complete) throw new Error('the ZIP archive did not complete');
      return Buffer.concat(output);
    },
  };
}
