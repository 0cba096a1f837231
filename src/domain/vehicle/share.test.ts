import { describe, expect, it } from 'vitest';
import { shareSchema } from '@/config/schema/vehicle';
import { pageDataFixture } from './page-data-fixture';
import { copiedToastText, shareBarView, shareLinks, shareUrl, shareWindowFeatures } from './share';

const url = 'https://dealer.test/cars/2021-mazda-cx-5';
const name = '2021 Mazda CX-5 Touring';
const noTwitterExtras = { hideTwitter: false, twitterHashtags: [], twitterRelated: [] };

describe('shareUrl (D-84, D-85)', () => {
  it('is the site URL plus the path', () => {
    expect(shareUrl({ siteUrl: 'https://dealer.test' }, '/cars/a')).toBe('https://dealer.test/cars/a');
  });

  it('joins with exactly one slash', () => {
    expect(shareUrl({ siteUrl: 'https://dealer.test/' }, 'cars/a')).toBe('https://dealer.test/cars/a');
    expect(shareUrl({ siteUrl: 'https://dealer.test//' }, '/cars/a')).toBe('https://dealer.test/cars/a');
  });

  it('is null without a site URL', () => {
    expect(shareUrl({ siteUrl: null }, '/cars/a')).toBeNull();
    expect(shareUrl({ siteUrl: '' }, '/cars/a')).toBeNull();
  });
});

describe('shareLinks (D-81, D-88)', () => {
  it('offers Facebook, Twitter, WhatsApp, email and SMS carrying the share URL', () => {
    expect(shareLinks(url, name, noTwitterExtras)).toEqual([
      {
        key: 'facebook',
        label: 'Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5',
        popup: true,
      },
      {
        key: 'twitter',
        label: 'Twitter',
        href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5&text=2021+Mazda+CX-5+Touring',
        popup: true,
      },
      {
        key: 'whatsapp',
        label: 'WhatsApp',
        href: 'https://api.whatsapp.com/send?text=2021%20Mazda%20CX-5%20Touring%20https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5',
        popup: true,
      },
      {
        key: 'email',
        label: 'Email',
        href: 'mailto:?subject=2021%20Mazda%20CX-5%20Touring&body=https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5',
        popup: false,
      },
      {
        key: 'sms',
        label: 'SMS',
        href: 'sms:?body=2021%20Mazda%20CX-5%20Touring%20https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5',
        popup: false,
      },
    ]);
  });

  it('joins Twitter hashtags and related accounts with commas (D-87)', () => {
    const links = shareLinks(url, name, {
      hideTwitter: false,
      twitterHashtags: ['cars', 'mazda'],
      twitterRelated: ['dealer', 'mazda_au'],
    });
    expect(links.find((link) => link.key === 'twitter')?.href).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fdealer.test%2Fcars%2F2021-mazda-cx-5&text=2021+Mazda+CX-5+Touring&hashtags=cars%2Cmazda&related=dealer%2Cmazda_au',
    );
  });

  it('leaves Twitter out when the site hides it (D-81)', () => {
    const links = shareLinks(url, name, { ...noTwitterExtras, hideTwitter: true });
    expect(links.map((link) => link.key)).toEqual(['facebook', 'whatsapp', 'email', 'sms']);
  });
});

describe('share texts and window (D-83, D-86)', () => {
  it('names the car in the toast', () => {
    expect(copiedToastText(name)).toBe('Copied 2021 Mazda CX-5 Touring to your clipboard!');
  });

  it('opens pop-ups at 550×400', () => {
    expect(shareWindowFeatures()).toBe('width=550,height=400,noopener,noreferrer');
  });
});

describe('share config (D-87)', () => {
  it('takes Twitter hashtags and related as arrays', () => {
    expect(shareSchema.parse({ twitterHashtags: ['cars'], twitterRelated: ['dealer'] })).toEqual({
      hideTwitter: false,
      twitterHashtags: ['cars'],
      twitterRelated: ['dealer'],
    });
  });

  it('rejects a string for either', () => {
    expect(shareSchema.safeParse({ twitterHashtags: 'cars' }).success).toBe(false);
    expect(shareSchema.safeParse({ twitterRelated: 'dealer' }).success).toBe(false);
  });
});

describe('shareBarView (D-85)', () => {
  it("shares the car's page on the site URL, named by its title", () => {
    const view = shareBarView(
      pageDataFixture({}, { siteUrl: 'https://demo.test', share: { hideTwitter: true } }),
    );
    expect(view?.siteUrl).toBe('https://demo.test');
    expect(view?.carName).toBe('2021 Mazda CX-5 Touring KF');
    expect(view?.links.map((link) => link.key)).toEqual(['facebook', 'whatsapp', 'email', 'sms']);
    expect(view?.links[0]?.href).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.test%2Fcars%2F2021-mazda-cx-5-touring-ab12',
    );
  });

  it('is null without a site URL', () => {
    expect(shareBarView(pageDataFixture())).toBeNull();
  });
});
