import { describe, expect, it } from 'vitest';
import { storeLinkFor } from './MobileAppBanner';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
const app = {
  NAME: 'vitrin',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=com.vitrin.app',
  APP_STORE_URL: 'https://apps.apple.com/tr/app/vitrin/id1',
};

describe('storeLinkFor', () => {
  it('sends iPhones to the App Store and other phones to Google Play', () => {
    expect(storeLinkFor(app, IPHONE)).toBe(app.APP_STORE_URL);
    expect(storeLinkFor(app, ANDROID)).toBe(app.GOOGLE_PLAY_URL);
  });

  it('has no link (so no banner) when the app is not in that store or not configured', () => {
    expect(storeLinkFor({ ...app, APP_STORE_URL: '' }, IPHONE)).toBe('');
    expect(storeLinkFor({ ...app, GOOGLE_PLAY_URL: '' }, ANDROID)).toBe('');
    expect(storeLinkFor(null, ANDROID)).toBe('');
    expect(storeLinkFor(undefined, IPHONE)).toBe('');
  });
});
