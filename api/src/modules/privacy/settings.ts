import { wholeNumber, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The retention section of the configuration: how long a request's files are kept. */
export const RETENTION_SETTINGS = {
  unpaidFilesHours: wholeNumber(
    'UNPAID_FILES_HOURS',
    48,
    "hours a request's photo and pictures are kept when no order was paid for it (the privacy policy says 48)",
  ),
  shippedImageRetentionDays: wholeNumber(
    'SHIPPED_IMAGE_RETENTION_DAYS',
    30,
    "days an order's chosen pictures are kept after it shipped (its book PDF stays for reprints)",
  ),
} satisfies SettingsSection;

export type RetentionSettings = SectionValues<typeof RETENTION_SETTINGS>;
