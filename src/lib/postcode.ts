/** 'ls14ap' or ' LS1 4AP ' → 'LS1 4AP': upper case, one space before the inward code (the last three characters). */
export function normalisePostcode(raw: string): string {
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** The outward code of a postcode: 'LS1 4AP' → 'LS1'. */
export const outwardCode = (postcode: string) => normalisePostcode(postcode).split(' ')[0] ?? '';
