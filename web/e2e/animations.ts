// Waiting for the end of what moves, instead of a guessed number of milliseconds.
import { type Page } from '@playwright/test';

/**
 * Resolves once no finite CSS animation or transition runs in the element `selector` names (with
 * its descendants), or in the whole document without one. Endless ones (spinners) are left out.
 */
export async function animationsEnded(page: Page, selector?: string): Promise<void> {
  const root = selector === undefined ? 'document' : `document.querySelector(${JSON.stringify(selector)})`;
  // In-page code is passed as text: the e2e sources compile without the DOM library.
  await page.waitForFunction(`(() => {
    const root = ${root};
    const animations = root === document ? document.getAnimations() : (root?.getAnimations({ subtree: true }) ?? []);
    return animations.every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);
  })()`);
}

/** Resolves once the page has drawn a frame: what the last input moved is on screen. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
}
