/** `path` with the given values as its query string; empty, null and undefined values are left out, arrays repeat the key. */
export function withQuery(path: string, values: Record<string, string | number | boolean | readonly string[] | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
