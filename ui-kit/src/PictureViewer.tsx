import styled from 'styled-components';
import { Picture, type CarouselImage } from './ImageCarousel';
import { useModalDialog } from './useModalDialog';

const Dialog = styled.dialog`
  width: 100vw;
  height: 100vh;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: 0;
  border: none;
  background: #17121f;
  color: #fff;
  &::backdrop {
    background: #17121f;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  button {
    position: absolute;
    top: 12px;
    right: 12px;
    min-width: 44px;
    min-height: 44px;
    padding: 0 16px;
    border: none;
    border-radius: 22px;
    background: rgba(255, 255, 255, 0.92);
    color: #17121f;
    font-size: 1rem;
    font-weight: 700;
    cursor: pointer;
  }
`;

/**
 * A picture over the whole screen, as a modal dialog: its close button takes the focus, Escape and the
 * button close it, and the focus goes back where it was.
 */
export function PictureViewer({ image, closeLabel, onClose }: { image: CarouselImage; closeLabel: string; onClose: () => void }) {
  const dialog = useModalDialog();
  return (
    <Dialog ref={dialog} aria-label={image.alt} onClose={onClose} onCancel={onClose}>
      <Picture image={image} eager />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal's close button takes the focus as it opens */}
      <button type="button" autoFocus onClick={onClose}>
        {closeLabel}
      </button>
    </Dialog>
  );
}
