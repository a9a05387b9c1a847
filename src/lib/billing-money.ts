// Billing money, written once for the sandbox and the portal: integer pence, never floats.
import { formatMoney } from './format';

/** UK standard-rate VAT: 20 %, on each line. */
export const vatRatePercent = 20;

/** The VAT of one line's net amount, rounded half-up (half a penny away from zero, so a credit mirrors its charge). */
export function vatOf(netPence: number): number {
  const magnitude = Math.floor((Math.abs(netPence) * vatRatePercent + 50) / 100);
  return netPence < 0 ? -magnitude : magnitude;
}

export interface PricedLine {
  quantity: number;
  unitPence: number;
}

/** A line's net (quantity × unit price) and its VAT. */
export function lineAmounts(line: PricedLine): { netPence: number; vatPence: number } {
  const netPence = line.quantity * line.unitPence;
  return { netPence, vatPence: vatOf(netPence) };
}

/** An invoice's or credit note's totals: the sums of its lines' nets and VATs, and their sum. */
export function documentTotals(lines: readonly PricedLine[]): {
  netPence: number;
  vatPence: number;
  totalPence: number;
} {
  let netPence = 0;
  let vatPence = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    netPence += amounts.netPence;
    vatPence += amounts.vatPence;
  }
  return { netPence, vatPence, totalPence: netPence + vatPence };
}

/** Spec 1 §9: pence shown as GBP, e.g. 123456 → £1,234.56. */
export const formatPence = (pence: number): string => formatMoney(pence / 100);
