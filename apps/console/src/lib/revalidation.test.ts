import { describe, expect, it } from 'vitest';
import { createRevalidation } from './revalidation';

describe('createRevalidation', () => {
  it('keys a read by its path and query, in any order, without empty values', () => {
    const kept = createRevalidation();
    expect(kept.keyOf('/sessions', { b: 2, a: 'x', c: undefined, d: null })).toBe(
      kept.keyOf('/sessions', { a: 'x', b: '2' }),
    );
    expect(kept.keyOf('/sessions', { a: 'x' })).not.toBe(kept.keyOf('/sessions', { a: 'y' }));
  });

  it('keeps tagged answers, the least recently used going first', () => {
    const kept = createRevalidation(2);
    kept.keep('a', 'W/"a"', 1);
    kept.keep('b', 'W/"b"', 2);
    expect(kept.get('a')).toEqual({ tag: 'W/"a"', body: 1 });
    kept.keep('c', 'W/"c"', 3);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.body).toBe(1);
    expect(kept.get('c')?.body).toBe(3);
    kept.keep('a', null, 4);
    expect(kept.get('a')).toBeUndefined();
    kept.clear();
    expect(kept.get('c')).toBeUndefined();
  });
});
