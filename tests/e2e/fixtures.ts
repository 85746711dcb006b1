import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** A client address per test, so that one test's sign-ups do not spend another's allowance. */
const runOffset = Math.floor(Math.random() * 200);
let tests = 0;

/** Every page must load without console errors (CSP violations included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ browserName: _browser }, use) => {
    tests++;
    await use({
      'x-forwarded-for': `198.51.${100 + ((runOffset + Math.floor(tests / 250)) % 100)}.${(tests % 250) + 1}`,
    });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser's own log of a failed or 4xx request is expected where a test causes one.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** No serious or critical WCAG A/AA violation on the page as it stands. */
export async function expectAccessible(page: Page) {
  // Entrance animations pass through low opacity; judge contrast on what is left once they end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
