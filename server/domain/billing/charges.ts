import type { chargeTypes } from '../../../src/contracts/billing';
import { lineAmounts } from '../../../src/lib/billing-money';

type ChargeType = (typeof chargeTypes)[number];

/** What an invoice line is built from: a service of the organisation and what it is charged for. */
export interface BillableService {
  serviceReference: string;
  productName: string;
  productCode: string;
  productFamily: string;
  contractStart: string | null;
  cpeInstall: boolean;
}

export interface NewLine {
  serviceReference: string | null;
  description: string;
  chargeType: ChargeType;
  quantity: number;
  unitPence: number;
  netPence: number;
  vatPence: number;
}

const speedOf = (code: string) => Number(/(\d{2,5})/.exec(code)?.[1] ?? 0);

/** The sandbox's wholesale price list, in pence a month (recurring) or once (install, CPE). */
function priceList(service: Pick<BillableService, 'productFamily' | 'productCode'>) {
  if (service.productFamily === 'ethernet') return { recurring: 32_500, install: 150_000 };
  const speed = speedOf(service.productCode);
  return { recurring: speed >= 1000 ? 2_750 : speed >= 500 ? 2_250 : 1_850, install: 8_000 };
}
const cpeSupplyPence = 6_500;

const line = (l: Omit<NewLine, 'netPence' | 'vatPence'>): NewLine => ({ ...l, ...lineAmounts(l) });

/**
 * A month's lines for one organisation: every service live during the month is charged its monthly rental; a service
 * whose contract started in the month also its installation and, with a router fitted, the router as a one-off.
 */
export function linesForPeriod(services: readonly BillableService[], period: string): NewLine[] {
  const lines: NewLine[] = [];
  const sorted = [...services].sort((a, b) => a.serviceReference.localeCompare(b.serviceReference));
  for (const s of sorted) {
    const started = s.contractStart?.slice(0, 7);
    if (started && started > period) continue;
    const price = priceList(s);
    const ref = s.serviceReference;
    if (started === period) {
      lines.push(
        line({
          serviceReference: ref,
          description: `Installation: ${s.productName}`,
          chargeType: 'install',
          quantity: 1,
          unitPence: price.install,
        }),
      );
      if (s.cpeInstall) {
        lines.push(
          line({
            serviceReference: ref,
            description: 'Router supplied and fitted',
            chargeType: 'one-off',
            quantity: 1,
            unitPence: cpeSupplyPence,
          }),
        );
      }
    }
    lines.push(
      line({
        serviceReference: ref,
        description: `Monthly rental: ${s.productName}`,
        chargeType: 'recurring',
        quantity: 1,
        unitPence: price.recurring,
      }),
    );
  }
  return lines;
}
