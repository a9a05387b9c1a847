/** The same path and the same query parameters, in any order: a list writes its address's parameters in its own order. */
export function sameAddress(url: URL, href: string): boolean {
  const expected = new URL(href, url.origin);
  const query = (u: URL) =>
    [...u.searchParams]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join('&');
  return url.pathname === expected.pathname && query(url) === query(expected);
}
