/** Past this many the memory starts again: at worst a shopper is written (and ignored) twice. */
const MAX_REMEMBERED = 50_000;
const written = new Set<string>();

/**
 * Runs a write the database ignores when repeated (a visitor's insert … on conflict do nothing)
 * once per key in this process, so that a shopper's later pages cost no write. The key is kept
 * only once the write succeeded: a failed one is tried again on the next page.
 */
export async function writeOncePerProcess(key: string, write: () => Promise<void>) {
  if (written.has(key)) return;
  await write();
  if (written.size >= MAX_REMEMBERED) written.clear();
  written.add(key);
}
