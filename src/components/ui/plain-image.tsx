import type { ImgHTMLAttributes } from 'react';

type PlainImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string;
  /** Required: '' only for decorative images. */
  alt: string;
  width: number;
  height: number;
};

/**
 * A plain <img> with its size (no layout shift) and lazy loading by default. Demo media are small local SVGs,
 * which next/image would pass through unoptimised anyway.
 */
export function PlainImage({ alt, loading = 'lazy', decoding = 'async', ...props }: PlainImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- see above
  return <img alt={alt} loading={loading} decoding={decoding} {...props} />;
}
