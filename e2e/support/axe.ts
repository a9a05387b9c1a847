import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules every screen and funnel step must pass. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Scans the page, its same-origin frames included; `exclude` leaves elements out, e.g. a sandboxed frame (no scripts
 * may run in it, so axe cannot either: scan its document on its own instead).
 */
export async function scan(page: Page, { exclude = [] }: { exclude?: string[] } = {}): Promise<AxeFinding[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags);
  for (const selector of exclude) builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/**
 * Waits until every finite animation has finished (a select's list closing after a pick, a notice fading in), so a scan
 * sees the screen as it settles, not a half-closed dropdown. Endless ones (spinners) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
