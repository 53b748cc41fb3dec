import styled from 'styled-components';
import { useMessages, type FaceBox } from 'shared-contracts';
import { creationMessages } from '../messages/creationMessages';

const Frame = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
  margin: 8px 0 12px;
  img {
    display: block;
    max-width: 100%;
    max-height: 60vh;
    border-radius: var(--radius);
  }
`;

/** A ring over a face, larger than the face so that a small one is still easy to tap. */
const FaceButton = styled.button`
  position: absolute;
  transform: translate(-50%, -50%);
  min-width: 44px;
  min-height: 44px;
  border: 3px solid #fff;
  border-radius: 50%;
  background: transparent;
  box-shadow: 0 0 0 2px var(--color-primary);
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: var(--color-primary);
    outline: none;
  }
`;

/** "Which one is {name}?" (`title`, then `hint`): the photo with a ring over each face; the face tapped is the one checked. */
export function FaceChooser({
  id = 'which-face',
  heading: Heading = 'h2',
  title,
  hint,
  photo,
  faces,
  disabled,
  onChoose,
}: {
  /** The heading's id: one per chooser on the page. */
  id?: string;
  /** Its heading's level: a chooser inside a companion's card is under the card's own headings. */
  heading?: 'h2' | 'h4';
  title: string;
  hint: string;
  photo: string;
  faces: readonly FaceBox[];
  disabled: boolean;
  onChoose: (face: FaceBox) => void;
}) {
  const t = useMessages(creationMessages);
  return (
    <section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <p>{hint}</p>
      <Frame>
        <img src={photo} alt="" />
        {faces.map((face, index) => (
          <FaceButton
            key={`${face.left},${face.top}`}
            type="button"
            disabled={disabled}
            aria-label={t('uploadPhoto.whichFace.face', { number: index + 1, count: faces.length })}
            style={{
              left: `${(face.left + face.width / 2) * 100}%`,
              top: `${(face.top + face.height / 2) * 100}%`,
              width: `${face.width * 130}%`,
              height: `${face.height * 130}%`,
            }}
            onClick={() => onChoose(face)}
          />
        ))}
      </Frame>
    </section>
  );
}
