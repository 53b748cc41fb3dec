import { wholeNumber, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The budgets section of the configuration: how much drawing and uploading one book or address may ask for in a day. */
export const BUDGET_SETTINGS = {
  redrawsPerBookPerDay: wholeNumber(
    'REDRAWS_PER_BOOK_PER_DAY',
    5,
    'times one book may be drawn again in a day (a new hero, companions or name: every page again), whoever asks, whatever session (then 429 until midnight UTC)',
  ),
  drawnPagesPerAddressPerDay: wholeNumber(
    'DRAWN_PAGES_PER_ADDRESS_PER_DAY',
    2000,
    'pages one address may have drawn in a day, whatever its sessions and books (then 429 until midnight UTC)',
  ),
  uploadsPerAddressPerDay: wholeNumber(
    'UPLOADS_PER_ADDRESS_PER_DAY',
    200,
    'photos and quick previews one address may upload in a day, whatever its sessions (then 429 until midnight UTC)',
  ),
} satisfies SettingsSection;

export type BudgetSettings = SectionValues<typeof BUDGET_SETTINGS>;
