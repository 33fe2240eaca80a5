import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStorage, readStorage, removeStorage, writeStorage } from './browser-storage.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** A storage that throws on every call, as a private mode or a full quota does. */
const blocked = new Proxy({} as Storage, {
  get: () => () => {
    throw new DOMException('blocked', 'SecurityError');
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browser storage', () => {
  it('reads, writes, removes and clears the kind asked for, the other untouched', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    writeStorage('local', 'language', 'en-US');
    writeStorage('session', 'draft', 'x');
    expect(readStorage('local', 'language')).toBe('en-US');
    expect(readStorage('session', 'language')).toBeNull();
    removeStorage('local', 'language');
    expect(readStorage('local', 'language')).toBeNull();
    clearStorage('session');
    expect(readStorage('session', 'draft')).toBeNull();
  });

  it('never throws when storage is missing or blocked: nothing is read and nothing kept', () => {
    for (const storage of [undefined, blocked]) {
      vi.stubGlobal('localStorage', storage);
      expect(() => writeStorage('local', 'language', 'pt-BR')).not.toThrow();
      expect(readStorage('local', 'language')).toBeNull();
      expect(() => removeStorage('local', 'language')).not.toThrow();
      expect(() => clearStorage('local')).not.toThrow();
    }
  });
});
