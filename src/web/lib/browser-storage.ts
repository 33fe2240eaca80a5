/**
 * Browser storage can be missing (tests in Node) or throw (private modes, quota), and nothing in
 * the app should break because of it.
 */
type StorageKind = 'local' | 'session';

function storage(kind: StorageKind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value just isn't kept.
  }
}

export function removeStorage(kind: StorageKind, key: string): void {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is blocked.
  }
}

export function clearStorage(kind: StorageKind): void {
  try {
    storage(kind)?.clear();
  } catch {
    // Blocked storage holds nothing of ours.
  }
}
