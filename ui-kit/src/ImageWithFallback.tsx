import { useState, type ImgHTMLAttributes } from 'react';

/** A plain picture saying why there is no picture. */
export function placeholderImage(text: string, width = 480, height = 360): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#efe9f5"/><text x="50%" y="50%" dominant-baseline="middle" font-family="sans-serif" font-size="${Math.round(width / 22)}" text-anchor="middle" fill="#5f5a66">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** An image that shows a placeholder with `fallbackText` when it cannot be loaded. */
export function ImageWithFallback({
  src,
  alt,
  fallbackText,
  width,
  height,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallbackText: string; width: number; height: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      src={failed ? placeholderImage(fallbackText, width, height) : src}
      alt={alt}
      width={width}
      height={height}
      onError={() => setFailed(true)}
    />
  );
}
