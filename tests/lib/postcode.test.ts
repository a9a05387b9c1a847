import { normalisePostcode, outwardCode } from '@/lib/postcode';

describe('normalisePostcode', () => {
  it('upper-cases and puts one space before the inward code', () => {
    expect(normalisePostcode('ls14ap')).toBe('LS1 4AP');
    expect(normalisePostcode(' sw1a  1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('M1 2AB')).toBe('M1 2AB');
  });

  it('gives the outward code', () => {
    expect(outwardCode('ls14ap')).toBe('LS1');
    expect(outwardCode('SW1A 1AA')).toBe('SW1A');
  });
});
