/**
 * When the review widget asks "How would you rate the portal?" (docs/areas/shell.md "Review widget"): on the fifth
 * distinct London day the user has the portal open, unless they snoozed it (30 days), said "Don't ask again" or already
 * sent a review. Pure: the layout feeds it what the browser remembers per user, the review machine's guard reads it.
 */
export interface ReviewUsage {
  /** Distinct days (London, yyyy-MM-dd) the user had the portal open, counted once a day. */
  days: number;
  lastDay: string | null;
  /** Not asked again before this instant (ms since the epoch): "Not now". */
  snoozedUntil: number | null;
  /** Never asked again: the user said "Don't ask again", or sent a review. */
  stopped: boolean;
}

export const reviewPromptDay = 5;
export const reviewSnoozeMs = 30 * 24 * 60 * 60 * 1000;

export const freshUsage: ReviewUsage = { days: 0, lastDay: null, snoozedUntil: null, stopped: false };

/** The usage after the portal is opened on `day`: a new day counts once. */
export const countDay = (usage: ReviewUsage, day: string): ReviewUsage =>
  usage.lastDay === day ? usage : { ...usage, days: usage.days + 1, lastDay: day };

export const isReviewDue = (usage: ReviewUsage, now: number): boolean =>
  !usage.stopped && usage.days >= reviewPromptDay && (usage.snoozedUntil === null || now >= usage.snoozedUntil);
