import { expect, type Page, test } from '@playwright/test';
import { toIncidentDetails } from './support/incident-raise-acts';
import { storageStatePath } from './support/personas';

// The funnel's step indicator (src/components/funnel-steps.tsx) on a phone and on a desktop: the steps fit their row,
// the current step's title is whole, and the markers stay round. Screenshots land in test-results/screens.

const shots = 'test-results/screens';
const widths = [390, 1280] as const;

async function expectStepsFit(page: Page) {
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps).toBeVisible({ timeout: 30_000 });
  const box = await steps.evaluate((list) => ({
    overflows: list.scrollWidth > list.clientWidth,
    page: document.documentElement.scrollWidth > window.innerWidth,
    markers: [...list.querySelectorAll('li > span[aria-hidden]')].map((m) => {
      const r = m.getBoundingClientRect();
      return `${Math.round(r.width)}x${Math.round(r.height)}`;
    }),
    // The last step ends at the row's right edge (no empty share of the row after it).
    spans:
      Math.abs((list.lastElementChild as Element).getBoundingClientRect().right - list.getBoundingClientRect().right) <
      1,
    // The lines between the steps are alike within a marker's width (none squeezed to a stub beside a long one).
    lines: (() => {
      const lengths = [...list.children].slice(0, -1).map((li) => {
        const after = getComputedStyle(li, '::after').width;
        return Number.parseFloat(after);
      });
      return Math.max(...lengths) - Math.min(...lengths) <= 40 || lengths;
    })(),
    current: (() => {
      const title = list.querySelector('li[aria-current="step"] > span:last-child') as HTMLElement | null;
      return title ? title.scrollWidth <= title.clientWidth : false;
    })(),
  }));
  expect(box).toEqual({
    overflows: false,
    page: false,
    markers: ['32x32', '32x32', '32x32'],
    spans: true,
    lines: true,
    current: true,
  });
}

test.describe('the raise funnel’s step indicator', () => {
  test.use({ storageState: storageStatePath('support') });

  for (const width of widths) {
    test(`fits ${width} px wide on step one and step two`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/support/incidents/create');
      await expectStepsFit(page);
      await page.getByRole('list', { name: 'Steps' }).screenshot({ path: `${shots}/funnel-steps-${width}-step1.png` });
      await page.screenshot({ path: `${shots}/funnel-steps-${width}-page1.png` });
      await toIncidentDetails(page, 'incident.not-appointable', { lineStatus: /./ });
      await expectStepsFit(page);
      await page.getByRole('list', { name: 'Steps' }).screenshot({ path: `${shots}/funnel-steps-${width}-step2.png` });
      await page.screenshot({ path: `${shots}/funnel-steps-${width}-page2.png` });
    });
  }
});
