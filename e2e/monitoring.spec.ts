import { expect, test } from '@playwright/test';

test.describe('monitoring', () => {
  test('the /debug-newrelic exception is reported and shows on the sandbox monitoring page', async ({ page }) => {
    await page.goto('/debug-newrelic?email=someone%40example.com');
    const reported = page.waitForResponse(
      (res) => res.url().endsWith('/api/monitoring/errors') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Throw test exception' }).click();
    await expect(page.getByText('Something went wrong')).toBeVisible();
    expect((await reported).status()).toBe(201);

    await page.goto('/sandbox/monitoring');
    const report = page
      .getByRole('article')
      .filter({ hasText: 'MonitoringTestError: Test exception from /debug-newrelic' });
    await expect(report.first()).toBeVisible();
    await expect(report.first().getByText('/debug-newrelic', { exact: true })).toBeVisible();
    // The query (here an e-mail address) never reaches monitoring.
    await expect(page.getByText('someone@example.com')).toHaveCount(0);
  });
});
