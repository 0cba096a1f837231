/** D-81..D-88: the vehicle page's share bar, as pure rules. */
import { vehicleHref } from '@/domain/cards/action-links';
import type { VehiclePageData } from './page-data';

/** D-86: share pop-ups open at this size. */
export const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** D-82: how long the copy link reads 'Copied'. */
export const COPIED_LABEL_MS = 1500;
/** D-83: how long the copy toast shows. */
export const COPY_TOAST_MS = 3000;
export const COPIED_LABEL = 'Copied';

/** D-83: the toast after copying the link. */
export function copiedToastText(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}

/**
 * D-84: the shared address is the site's URL plus a path ('/cars/x'), or null without a site URL (D-85: no
 * share bar then). Trailing slashes of the site URL and a missing leading slash of the path are normalised.
 */
export function shareUrl(site: { siteUrl: string | null }, path: string): string | null {
  const base = site.siteUrl?.trim().replace(/\/+$/, '');
  if (!base) return null;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

export type ShareKey = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export type ShareLink = {
  key: ShareKey;
  label: string;
  href: string;
  /** Opened in a 550×400 window (D-86); email and SMS hand over to the device's own app. */
  popup: boolean;
};

export type ShareOptions = { hideTwitter: boolean; twitterHashtags: string[]; twitterRelated: string[] };

const enc = encodeURIComponent;

/**
 * D-81/D-88: Facebook's sharer, Twitter's tweet intent (unless hidden; hashtags and related joined by commas,
 * D-87), WhatsApp's send link, a mailto whose subject is the car's name and an sms link, each carrying `url`.
 */
export function shareLinks(url: string, carName: string, options: ShareOptions): ShareLink[] {
  const links: ShareLink[] = [
    {
      key: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      popup: true,
    },
  ];
  if (!options.hideTwitter) {
    const query = new URLSearchParams({ url, text: carName });
    if (options.twitterHashtags.length > 0) query.set('hashtags', options.twitterHashtags.join(','));
    if (options.twitterRelated.length > 0) query.set('related', options.twitterRelated.join(','));
    links.push({
      key: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?${query.toString()}`,
      popup: true,
    });
  }
  links.push(
    {
      key: 'whatsapp',
      label: 'WhatsApp',
      href: `https://api.whatsapp.com/send?text=${enc(`${carName} ${url}`)}`,
      popup: true,
    },
    { key: 'email', label: 'Email', href: `mailto:?subject=${enc(carName)}&body=${enc(url)}`, popup: false },
    { key: 'sms', label: 'SMS', href: `sms:?body=${enc(`${carName} ${url}`)}`, popup: false },
  );
  return links;
}

/** The `features` argument of window.open for a share pop-up (D-86). */
export function shareWindowFeatures(): string {
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener,noreferrer`;
}

export type ShareBarView = { links: ShareLink[]; siteUrl: string; carName: string };

/** The share bar of a car's page from its data: null without a site URL (D-85). */
export function shareBarView(data: VehiclePageData): ShareBarView | null {
  const { siteUrl } = data.config;
  const url = shareUrl({ siteUrl }, vehicleHref(data.car.slug));
  if (!siteUrl || !url) return null;
  return { links: shareLinks(url, data.title, data.config.share), siteUrl, carName: data.title };
}
