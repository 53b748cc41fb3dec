import { useMessages, type HeroLook, type PersonalPhotoResponse, type SkinTone } from 'shared-contracts';
import { creationMessages } from '../messages/creationMessages';
import { HeroChoices } from './HeroChoices';
import { HeroPortraits } from './HeroPortraits';

/**
 * "Is this your child?": the hero drawn from the photo beside it, and every attribute to change, each
 * change drawn at once. What is confirmed here is drawn on every page, the cover and the print.
 */
export function HeroConfirm({
  name,
  look,
  tones,
  photo,
  photoKept,
  onChoose,
}: {
  name: string;
  look: HeroLook;
  tones: readonly SkinTone[];
  photo: string | null;
  /** How long the shop keeps the photo (a server that does not say: nothing is said). */
  photoKept?: PersonalPhotoResponse['photoKept'];
  onChoose: <K extends keyof HeroLook>(key: K, value: HeroLook[K]) => void;
}) {
  const t = useMessages(creationMessages);
  return (
    <section aria-labelledby="hero-title" style={{ margin: '20px 0' }}>
      <h2 id="hero-title">{name ? t('hero.title', { name }) : t('hero.titleWithoutName')}</h2>
      <p>
        {name ? t('hero.intro', { name }) : t('hero.introWithoutName')}
        {photoKept && ' '}
        {photoKept === 'until-drawn' && (name ? t('hero.photoDeleted', { name }) : t('hero.photoDeletedWithoutName'))}
        {photoKept === 'until-made' && t('hero.photoKept')}
      </p>
      <HeroPortraits look={look} photo={photo} />
      <HeroChoices look={look} tones={tones} onChoose={onChoose} />
    </section>
  );
}
