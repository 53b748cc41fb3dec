import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useInterval } from './useInterval';

export interface CarouselImage {
  src: string;
  alt: string;
  /** The picture for a narrow screen (a page's picture without its words, which are then shown as text). */
  narrowSrc?: string;
}

/** Where a narrow screen begins: the width of a large phone held upright. */
export const NARROW_SCREEN = '(max-width: 599px)';

/** The controls' words, in the visitor's language (the shop's pages pass `useCarouselControls()`). */
export interface CarouselControls {
  previous: string;
  next: string;
  show: (number: number) => string;
  counter: (number: number, count: number) => string;
}

const ENGLISH_CONTROLS: CarouselControls = {
  previous: 'Previous image',
  next: 'Next image',
  show: (number) => `Show image ${number}`,
  counter: (number, count) => `${number} of ${count}`,
};

interface Props {
  images: readonly CarouselImage[];
  /** Intrinsic size of the images: fixes the frame's shape so nothing shifts while they load. */
  width: number;
  height: number;
  /** Advance by itself every so many milliseconds (paused while hovered or focused). */
  autoAdvanceMs?: number;
  /** Show 'n of total' under the image. */
  showCounter?: boolean;
  /** Controlled position; without it the carousel keeps its own. */
  index?: number;
  onIndexChange?: (index: number) => void;
  /** Name for the group, read by screen readers, e.g. 'Page 3 options'. */
  label: string;
  /** The first image is the page's main picture: fetch it early. */
  eager?: boolean;
  controls?: CarouselControls;
  /** Tapping the picture opens it whole (e.g. full screen); the words say so to a screen reader. */
  open?: { label: string; onOpen: (index: number) => void };
}

const Frame = styled.div`
  position: relative;
  border-radius: var(--radius);
  overflow: hidden;
  background: var(--color-border);
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 8px;
  transform: translateY(-50%);
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: none;
  background: rgba(255, 255, 255, 0.9);
  box-shadow: var(--shadow);
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  color: var(--color-text);
`;

const Dots = styled.div`
  position: absolute;
  bottom: 8px;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: 4px;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 24px;
  height: 24px;
  border: none;
  background: transparent;
  padding: 0;
  cursor: pointer;
  &::after {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: 7px;
    border-radius: 50%;
    background: ${({ $active }) => ($active ? 'var(--color-primary)' : 'rgba(255, 255, 255, 0.85)')};
    box-shadow: 0 0 0 1px rgba(45, 42, 50, 0.3);
  }
`;

const Counter = styled.p`
  text-align: center;
  margin: 6px 0 0;
  font-size: 0.9rem;
  color: var(--color-muted);
`;

const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: none;
  background: none;
  cursor: zoom-in;
`;

/** An image, with its narrow-screen picture where it has one. */
export function Picture({ image, width, height, eager }: { image: CarouselImage; width?: number; height?: number; eager?: boolean }) {
  const img = <img src={image.src} alt={image.alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  if (!image.narrowSrc) return img;
  return (
    <picture>
      <source media={NARROW_SCREEN} srcSet={image.narrowSrc} />
      {img}
    </picture>
  );
}

/**
 * One image at a time with previous/next arrows that wrap around. Arrows and indicators appear
 * only when there is more than one image.
 */
export function ImageCarousel({
  images,
  width,
  height,
  autoAdvanceMs,
  showCounter,
  index,
  onIndexChange,
  label,
  eager,
  controls = ENGLISH_CONTROLS,
  open,
}: Props) {
  const [ownIndex, setOwnIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = images.length;
  const current = count ? Math.min(index ?? ownIndex, count - 1) : 0;
  const several = count > 1;
  // The position as last set, so two ticks before a re-render still advance twice.
  const position = useRef(current);
  useEffect(() => {
    position.current = current;
  }, [current]);

  const show = (next: number) => {
    const wrapped = (next + count) % count;
    position.current = wrapped;
    setOwnIndex(wrapped);
    onIndexChange?.(wrapped);
  };

  useInterval(() => show(position.current + 1), several && autoAdvanceMs && !paused ? autoAdvanceMs : null);

  if (!count) return null;
  const image = images[current];
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label}>
      <Frame
        style={{ aspectRatio: `${width} / ${height}` }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {open ? (
          <OpenButton type="button" aria-label={`${open.label}: ${image.alt}`} onClick={() => open.onOpen(current)}>
            <Picture image={image} width={width} height={height} eager={eager} />
          </OpenButton>
        ) : (
          <Picture image={image} width={width} height={height} eager={eager} />
        )}
        {several && (
          <>
            <Arrow type="button" $side="left" aria-label={controls.previous} onClick={() => show(current - 1)}>
              ‹
            </Arrow>
            <Arrow type="button" $side="right" aria-label={controls.next} onClick={() => show(current + 1)}>
              ›
            </Arrow>
            <Dots>
              {images.map((img, i) => (
                <Dot
                  key={img.src}
                  type="button"
                  $active={i === current}
                  aria-label={controls.show(i + 1)}
                  aria-current={i === current}
                  onClick={() => show(i)}
                />
              ))}
            </Dots>
          </>
        )}
      </Frame>
      {showCounter && several && <Counter aria-live="polite">{controls.counter(current + 1, count)}</Counter>}
    </div>
  );
}
