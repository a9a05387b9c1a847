/**
 * Monitoring reports must carry no personal data (spec 1 §1): e-mail addresses, phone numbers, tokens and names are
 * replaced before a report leaves the browser, and again by the sandbox before it is stored. Pure, shared by both.
 */
const rules: readonly (readonly [RegExp, string])[] = [
  // JWTs and other bearer tokens first, so their dots and digits are not read as anything else.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g, '[token]'],
  [/\b(Bearer|Basic|Sandbox)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [token]'],
  [
    /\b(access_token|id_token|refresh_token|token|code|state|signature|password|secret|session_state)=([^&\s#"']+)/gi,
    '$1=[redacted]',
  ],
  [/[A-Za-z0-9.!#$%&'*+=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g, '[email]'],
  // UK and international phone numbers: +44 7700 900123, 07700900123, (020) 7946 0018.
  [/(?<![\w/.:-])(?:\(0\d{2,4}\)\s?|(?:\+\d{1,3}[\s-]?)?0?\d{2,5}[\s-]?)\d{3,4}[\s-]?\d{3,4}(?![\w/.-])/g, '[phone]'],
  // "name": "Jo Bloggs" in serialised data, and "for Jo Bloggs" style text.
  [
    /("(?:name|first_?name|last_?name|full_?name|display_?name|contact_?name|given_name|family_name)"\s*:\s*)"[^"]*"/gi,
    '$1"[name]"',
  ],
  [
    /\b((?:user|customer|contact|engineer)\s+)([A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*(?:\s+[A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)*)+)/g,
    '$1[name]',
  ],
];

export function scrubPersonalData(text: string): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out;
}

/** A route as reported: the path alone (never the query or hash, which can carry tokens and search terms), scrubbed. */
export function reportedRoute(pathOrUrl: string): string {
  const path = pathOrUrl.split(/[?#]/)[0] ?? '/';
  return scrubPersonalData(path) || '/';
}
