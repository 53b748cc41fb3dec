import { countOrZero, hoursOrZero, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The orders section of the configuration: the paid book's review window. */
export const ORDER_SETTINGS = {
  reviewWindowHours: hoursOrZero(
    'REVIEW_WINDOW_HOURS',
    12,
    "hours after payment in which the parent may still change a picture, the child's name or the dedication; then the book goes to print by itself (0: at once)",
  ),
  reviewRedraws: countOrZero(
    'REVIEW_REDRAWS',
    3,
    "times a paid book's names may change in its review window: each change draws the whole book again (about 9 CPU-seconds), whoever asks, whatever session",
  ),
} satisfies SettingsSection;

export type OrderSettings = SectionValues<typeof ORDER_SETTINGS>;
