import { describe, expect, it } from 'vitest';
import { badgeColours, roleColour, roleColourName, statusColour, statusColourName } from '@/lib/status-colours';

describe('status badge colours (spec 1 §4, spec 2 §4)', () => {
  it.each([
    ['Acknowledged', 'teal'],
    ['Cancellation Requested', 'red'],
    ['Cancelled', 'red'],
    ['Ceased', 'red'],
    ['Committed', 'blue'],
    ['In Progress', 'blue'],
    ['New', 'blue'],
    ['Progressing', 'blue'],
    ['Submitted', 'blue'],
    ['Completed', 'green'],
    ['In Delay', 'orange'],
    ['Pending', 'orange'],
    ['Placed', 'cyan'],
    // Spec 3 §4 names no colour for these order statuses: chosen in src/lib/status-colours.ts.
    ['Rejected', 'purple'],
    ['Something Else', 'gray'],
  ] as const)('%s is %s', (status, colour) => {
    expect(statusColourName(status)).toBe(colour);
    expect(statusColour(status)).toBe(badgeColours[colour]);
  });

  it('keeps teal (Acknowledged) and cyan (Placed) apart', () => {
    expect(statusColour('Acknowledged')).not.toBe(statusColour('Placed'));
  });

  it('gives every order status a colour of its own kind, and Rejected one apart from Cancelled', async () => {
    const { orderStatuses } = await import('@/contracts/orders');
    for (const status of orderStatuses) expect(statusColourName(status)).not.toBe('gray');
    expect(statusColour('Rejected')).not.toBe(statusColour('Cancelled'));
  });
});

describe('role badge colours (spec 1 §4)', () => {
  it.each([
    ['Admin', 'red'],
    ['Billing', 'teal'],
    ['Developer', 'green'],
    ['Export', 'gray'],
    ['Ordering', 'blue'],
    ['Support', 'purple'],
  ] as const)('%s is %s', (role, colour) => {
    expect(roleColourName(role)).toBe(colour);
    expect(roleColour(role)).toBe(badgeColours[colour]);
  });
});

/** WCAG relative luminance and contrast ratio, to prove every fill carries white text at AA (4.5:1). */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

describe('badge fills', () => {
  it.each(Object.entries(badgeColours))('%s carries white text at 4.5:1 or more', (_, hex) => {
    expect((1 + 0.05) / (luminance(hex) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});
