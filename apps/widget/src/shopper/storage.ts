/** The part of Web Storage the widget uses. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store kept in memory: what the widget falls back to when the browser refuses storage. */
export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * localStorage or sessionStorage when the browser allows it. Reading the property itself throws
 * when storage is blocked (some privacy modes, sandboxed frames), and writes throw when it is full;
 * the widget must keep working then, remembering things for this page only.
 */
export function browserStore(kind: 'localStorage' | 'sessionStorage'): KeyValueStore {
  const fallback = memoryStore();
  let storage: Storage;
  try {
    storage = window[kind];
    const probe = '__parley__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
  } catch {
    return fallback;
  }
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        fallback.setItem(key, value);
      }
    },
    removeItem: (key) => {
      fallback.removeItem(key);
      try {
        storage.removeItem(key);
      } catch {
        // Nothing more to forget: the fallback copy is already gone.
      }
    },
  };
}
