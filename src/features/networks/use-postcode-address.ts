import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { normalisePostcode } from '@/lib/postcode';
import { isUkPostcode } from '@/lib/support-rules';

export interface PostcodeAddress {
  /** The postcode as the address holds it, '' when none. */
  raw: string;
  /** The normalised postcode when the address holds a valid one. */
  postcode: string | undefined;
}

const searchOf = (postcode: string) => new URLSearchParams({ postcode }).toString();

/** The searched postcode lives in the address (?postcode=), so a map can be shared and reloaded. */
export function usePostcodeAddress(): [PostcodeAddress, (postcode: string) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const raw = new URLSearchParams(search).get('postcode')?.trim() ?? '';
  const postcode = raw && isUkPostcode(raw) ? normalisePostcode(raw) : undefined;

  useEffect(() => {
    // 'ls14ap' in a shared link becomes 'LS1 4AP', the form the page shows.
    if (postcode && search !== searchOf(postcode)) navigate(`${location}?${searchOf(postcode)}`, { replace: true });
  }, [postcode, search, location, navigate]);

  return [{ raw, postcode }, (next) => navigate(`${location}?${searchOf(normalisePostcode(next))}`)];
}
