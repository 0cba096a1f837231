import type { ImgHTMLAttributes } from 'react';

type PlainImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  /** Required: '' only for decorative images. */
  alt: string;
  width: number;
  height: number;
};

/** The page's largest paint: fetched at once, ahead of the scripts (and so decoded with the first frame). */
export const PRIORITY_IMAGE = { loading: 'eager', fetchPriority: 'high' } as const;

/**
 * A plain <img> with its size (no layout shift) and lazy loading by default. Demo media are small local SVGs,
 * which next/image would pass through unoptimised anyway. A high-priority image is the page's largest paint:
 * it is decoded with the frame that first shows the page, not in a later one after the scripts have run
 * (asynchronous decoding put the vehicle photo's paint seconds after the first paint in Lighthouse's trace).
 */
export function PlainImage({ alt, loading = 'lazy', decoding, ...props }: PlainImageProps) {
  const decode = decoding ?? (props.fetchPriority === 'high' ? 'sync' : 'async');
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img alt={alt} loading={loading} decoding={decode} {...props} />;
}
