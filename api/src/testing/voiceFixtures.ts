import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatedUrl } from '../modules/personalization/previews/generatedImages.js';
import { newBookRequest, payForOrder } from './orderFixtures.js';
import { multipartBody } from './photoFixtures.js';
import { newVisitor, type StorefrontApp, type Visitor } from './testApp.js';

const run = promisify(execFile);

/** A file ffmpeg makes from its own test sources (`-f lavfi`) and `args`, as bytes. */
export async function ffmpegMade(file: string, sources: string[], args: string[]): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'voice-fixture-'));
  try {
    const out = path.join(folder, file);
    await run('ffmpeg', ['-v', 'error', '-y', ...sources.flatMap((source) => ['-f', 'lavfi', '-i', source]), ...args, out]);
    return await readFile(out);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * A faint voice-like sound (a low tone with a little noise, about -62 LUFS: a phone held far off) recorded as a browser would
 * save it (`file`'s extension and `codec`'s arguments), with a phone's name in its metadata.
 */
export const recordedSpeech = (file: string, codec: string[], seconds = 5) =>
  ffmpegMade(
    file,
    [`sine=frequency=180:duration=${seconds}`, `anoisesrc=color=pink:amplitude=0.02:duration=${seconds}`],
    ['-filter_complex', 'amix=inputs=2,volume=0.02', '-metadata', "title=Nani's phone", ...codec],
  );

/** What Chrome on Android records: WebM with Opus. */
export const chromeRecording = (seconds = 3) => recordedSpeech('chrome.webm', ['-c:a', 'libopus'], seconds);

/** The sandbox payments' secret the test storefronts that pay for books are started with (`SANDBOX_PAYMENT_SECRET`). */
export const SANDBOX_PAYMENT_SECRET = 's'.repeat(40);

/** A paid book whose parent chose pictures for pages 1 to 3, and the parent who owns it. */
export async function paidBookWithPages(app: StorefrontApp, paymentId: string) {
  const owner = await newVisitor(app);
  const requestUuid = await newBookRequest(app, owner, 1, { childFirstName: 'Kabir' });
  await payForOrder(owner, requestUuid, { secret: SANDBOX_PAYMENT_SECRET, paymentId });
  const pages = Object.fromEntries([1, 2, 3].map((page) => [page, generatedUrl(requestUuid, `${'v'.repeat(24)}-p${page}-o0.webp`)]));
  await app.db
    .updateTable('books')
    .set({ pages: JSON.stringify(pages) })
    .where('request_uuid', '=', requestUuid)
    .execute();
  return { owner, requestUuid };
}

/** Sends a page's recording as the flipbook does: a form with the file, who reads and in which language, and any link's header. */
export function recordPage(
  app: StorefrontApp,
  visitor: Visitor,
  url: string,
  bytes: Buffer,
  {
    fields = { reader: 'Mummy', language: 'en' },
    headers = {},
  }: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const { payload, contentType } = multipartBody(fields, { name: 'page.webm', type: 'audio/webm', bytes, field: 'recording' });
  return app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { cookie: visitor.cookie, 'x-csrf-token': visitor.token, 'content-type': contentType, ...headers },
  });
}
