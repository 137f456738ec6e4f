// The browser tests' `test`: Playwright's, with `page.goto` and `page.reload` returning once the
// web app has taken over from the server's first screen (the app starts after that screen's
// images are shown, which can be after the load event Playwright waits for).
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const appStarted = () => page.locator('#root > .first-paint').waitFor({ state: 'detached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted();
      return response;
    };
    await provide(page);
  },
});
