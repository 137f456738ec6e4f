// Waiting for the end of what moves, instead of a guessed number of milliseconds.
import { expect, type Page } from '@playwright/test';

/**
 * Resolves once no finite CSS animation or transition runs in the element `selector` names (with
 * its descendants), or in the whole document without one. Endless ones (spinners) are left out.
 */
export async function animationsEnded(page: Page, selector?: string): Promise<void> {
  const root = selector === undefined ? 'document' : `document.querySelector(${JSON.stringify(selector)})`;
  // In-page code is passed as text: the e2e sources compile without the DOM library. It is
  // polled from here: page.waitForFunction would evaluate the text in the page while it polls,
  // which the site's content security policy refuses whenever the first look finds motion.
  const still = `(() => {
    const root = ${root};
    const animations = root === document ? document.getAnimations() : (root?.getAnimations({ subtree: true }) ?? []);
    return animations.every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
  })()`;
  await expect.poll(() => page.evaluate<boolean>(still), { intervals: [20, 50, 100] }).toBe(true);
}

/** Resolves once the page has drawn a frame: what the last input moved is on screen. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}
