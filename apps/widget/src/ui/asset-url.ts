/**
 * Files the server names (expressions, a gift's uploaded banner) may be paths on its origin:
 * relative addresses are resolved against it, not the store's page; only http(s) is shown.
 */
export function resolved(url: string, origin: string): string | null {
  try {
    const absolute = new URL(url, origin);
    return /^https?:$/.test(absolute.protocol) ? absolute.href : null;
  } catch {
    return null;
  }
}
