import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import type { Leaf } from 'contracts/book/leaves';
import { BookLeafFace, useModalDialog } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';

const Dialog = styled.dialog`
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 12px;
  box-sizing: border-box;
  border: none;
  background: #17121f;
  color: #fff;
  &[open] {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 12px;
  }
  &::backdrop {
    background: #17121f;
  }
  .leaf {
    /* A page in the book's shape, as large as the screen leaves room for above its controls. */
    width: min(100%, calc((100vh - 140px) * var(--page-aspect, 1)));
    aspect-ratio: var(--page-aspect, 1);
    background: #fff;
    color: var(--color-text);
    overflow: hidden;
    touch-action: pan-y;
  }
  .controls {
    display: flex;
    align-items: center;
    gap: 12px;
  }
  button {
    min-width: 44px;
    min-height: 44px;
    padding: 0 16px;
    border: none;
    border-radius: 22px;
    background: rgba(255, 255, 255, 0.92);
    color: #17121f;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: default;
  }
  .close {
    position: absolute;
    top: 12px;
    right: 12px;
  }
`;

/** How far a finger moves across the page before it turns it. */
const SWIPE_PX = 40;

interface Props {
  leaves: Leaf[];
  captions: string[];
  index: number;
  /** The pages' width over their height. */
  pageAspect: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * One page of the whole book over the whole screen, as a modal dialog: a swipe, the arrow keys or the
 * buttons turn to the page beside it; Escape and 'Close' close it, and the focus goes back where it was.
 */
export function BookLeafViewer({ leaves, captions, index, pageAspect, onMove, onClose }: Props) {
  const t = useMessages(creationMessages);
  const dialog = useModalDialog();
  const swipeFrom = useRef<number | null>(null);
  const move = (by: number) => {
    const next = index + by;
    if (next >= 0 && next < leaves.length) onMove(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    move(event.clientX < from ? 1 : -1);
  };
  const leaf = leaves[index];
  return (
    <Dialog
      ref={dialog}
      aria-label={captions[index]}
      onClose={onClose}
      onCancel={onClose}
      onKeyDown={onKeyDown}
      style={{ '--page-aspect': pageAspect }}
    >
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal's close button takes the focus as it opens */}
      <button type="button" className="close" autoFocus onClick={onClose}>
        {t('preview.page.closeFullScreen')}
      </button>
      <div className="leaf" onPointerDown={(event) => (swipeFrom.current = event.clientX)} onPointerUp={onPointerUp}>
        <BookLeafFace key={leaf.key} leaf={leaf} label={captions[index]} fallbackText={t('preview.wholeBook.missing')} />
      </div>
      <div className="controls">
        <button type="button" onClick={() => move(-1)} disabled={index === 0} aria-label={t('preview.wholeBook.previous')}>
          ‹
        </button>
        <span aria-live="polite">{captions[index]}</span>
        <button type="button" onClick={() => move(1)} disabled={index === leaves.length - 1} aria-label={t('preview.wholeBook.next')}>
          ›
        </button>
      </div>
    </Dialog>
  );
}
