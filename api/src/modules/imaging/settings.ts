import { Type } from '@sinclair/typebox';
import { availableParallelism } from 'node:os';
import {
  setting,
  text,
  wholeNumber,
  countOrZero,
  secret,
  type SectionValues,
  type SettingsSection,
} from '../../platform/config/settingKinds.js';

/** Threads for heavy work: every core but one, which stays with the server's event loop; at least one. */
const defaultWorkThreads = () => Math.max(1, availableParallelism() - 1);

/** The generation section of the configuration: where pages are drawn, how many options, and how much is drawn at once. */
export const GENERATION_SETTINGS = {
  comfyuiUrl: text(
    'COMFYUI_URL',
    "the image-generation server's own (private) address: the server and workers draw pages through it, and staff reach its interface at `/comfyui/*`",
    'unset: the embedded generator draws the pages',
  ),
  comfyuiStaffToken: secret(
    'COMFYUI_STAFF_TOKEN',
    '`/comfyui/*` answers only to it, sent as `Authorization: Bearer <token>` or posted once to the form at `/comfyui/sign-in` (a staff cookie for 8 hours, signed with the staff key, void once the token changes; `POST /comfyui/sign-out` clears it), and 404 to anyone else',
    'unset: `/comfyui/*` answers 404 to everyone',
  ),
  pageOptions: wholeNumber('PAGE_OPTIONS', 3, 'picture options drawn for every page'),
  pageWorkers: countOrZero(
    'PAGE_WORKERS',
    1,
    'pages the server draws at once; `0`: this instance runs no jobs at all, separate workers (`npm run worker -w api`) draw the pages, build the print PDFs, send the emails and run the sweep',
  ),
  workerConcurrency: wholeNumber(
    'WORKER_CONCURRENCY',
    1,
    'pages a separate worker process draws at once (its print PDFs, emails and sweeps come beside them)',
  ),
  workThreads: setting(
    'WORK_THREADS',
    Type.Integer({ minimum: 1 }),
    {
      meaning:
        'worker threads for the heavy work inside the server (photo checks, drawing, printing): the most done at once on this instance',
      unset: 'every core but one (at least 1)',
      expected: 'a positive whole number',
    },
    (value) => value ?? defaultWorkThreads(),
  ),
} satisfies SettingsSection;

export type GenerationSettings = SectionValues<typeof GENERATION_SETTINGS>;
