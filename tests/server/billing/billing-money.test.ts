import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BillableService, linesForPeriod } from '../../../server/domain/billing/charges';
import { documentTotals, formatPence, vatOf } from '../../../src/lib/billing-money';

/** VAT at 20 % rounded half-up, computed another way: exact tenths of a penny in BigInt. */
const exactVat = (net: number) => {
  const tenths = (BigInt(Math.abs(net)) * 20n * 10n) / 100n; // net × 0.2 in tenths of a penny
  const pence = tenths / 10n + (tenths % 10n >= 5n ? 1n : 0n);
  return Number(net < 0 ? -pence : pence);
};

const service = fc.record({
  serviceReference: fc.stringMatching(/^(NF|EF)[0-9]{6}$/),
  productName: fc.constantFrom('FTTP 500', 'FTTP 1000', 'Ethernet 1000 National'),
  productCode: fc.constantFrom('fttpl2b-160', 'fttpl2b-500', 'fttpl2b-1000', 'eth-metro-1000'),
  productFamily: fc.constantFrom('fttp', 'ethernet'),
  contractStart: fc.option(fc.constantFrom('2025-11-03', '2025-12-01', '2026-01-31', '2026-02-14'), { nil: null }),
  cpeInstall: fc.boolean(),
}) satisfies fc.Arbitrary<BillableService>;

describe('billing money', () => {
  it('rounds VAT half-up to the penny, a credit mirroring its charge', () => {
    expect([vatOf(1), vatOf(2), vatOf(3), vatOf(7), vatOf(8)]).toEqual([0, 0, 1, 1, 2]);
    expect([vatOf(-3), vatOf(-8), vatOf(1850)]).toEqual([-1, -2, 370]);
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (net) => vatOf(net) === exactVat(net)));
  });

  it('makes every invoice total the sum of its lines and their VAT, to the penny', () => {
    fc.assert(
      fc.property(
        fc.array(service, { maxLength: 40 }),
        fc.constantFrom('2025-11', '2025-12', '2026-01', '2026-02'),
        (services, period) => {
          const lines = linesForPeriod(services, period);
          const totals = documentTotals(lines);
          let net = 0n;
          let vat = 0n;
          for (const l of lines) {
            expect(Number.isInteger(l.unitPence)).toBe(true);
            expect(l.netPence).toBe(l.quantity * l.unitPence);
            net += BigInt(l.netPence);
            vat += BigInt(exactVat(l.netPence));
          }
          expect(totals).toEqual({ netPence: Number(net), vatPence: Number(vat), totalPence: Number(net + vat) });
        },
      ),
    );
  });

  it('charges installation only in the month the contract started, and nothing before it', () => {
    fc.assert(
      fc.property(service, (s) => {
        const start = s.contractStart?.slice(0, 7);
        const lines = linesForPeriod([s], '2026-01');
        const installs = lines.filter((l) => l.chargeType === 'install').length;
        if (start && start > '2026-01') expect(lines).toEqual([]);
        else expect(installs).toBe(start === '2026-01' ? 1 : 0);
      }),
    );
  });

  it('shows pence as GBP', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(-250)).toBe('-£2.50');
  });
});
