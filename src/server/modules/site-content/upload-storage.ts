import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by key (`screenshots/<uuid>-640.webp`). A key is written once and
 * never changed, so it is served with a year-long cache. On disk by default; another store (an
 * object store) only has to answer these three.
 */
export interface UploadStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server: a folder and a file name of safe characters, nothing else. */
const KEY = /^[a-z\d-]+\/[a-z\d-]+\.[a-z\d]+$/;

export function isUploadKey(key: string): boolean {
  return KEY.test(key);
}

/** Files under `root` (UPLOADS_DIR, by default DATA_DIR/uploads). Writes land whole: a temporary file, then a rename. */
export function createDiskStorage(root: string): UploadStorage {
  const fileOf = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
