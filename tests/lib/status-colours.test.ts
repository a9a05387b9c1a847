import { describe, expect, it } from 'vitest';
import { roleColour, statusColour, teal } from '@/lib/status-colours';

describe('status badge colours (spec 1 §4)', () => {
  it.each([
    ['Acknowledged', teal],
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
    ['Something Else', 'default'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});

describe('role badge colours (spec 1 §4)', () => {
  it.each([
    ['Admin', 'red'],
    ['Billing', teal],
    ['Developer', 'green'],
    ['Export', 'default'],
    ['Ordering', 'blue'],
    ['Support', 'purple'],
  ])('%s is %s', (role, colour) => {
    expect(roleColour(role)).toBe(colour);
  });
});
