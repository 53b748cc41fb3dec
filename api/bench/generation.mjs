#!/usr/bin/env node
/**
 * Personalization benchmark against the built server with its embedded page worker:
 *   - quick preview answer time (three options of the featured story's first page);
 *   - seconds from POST /bookpreviews/ until the first batch of preview pages is available;
 *   - time per page and per option, pages per minute; the server's peak memory;
 *   - the first batch with two companions (Nani and a dog) against the same book without, interleaved,
 *     medians of 3 rounds; budget: with companions <= 1.3 x without.
 * With BENCH_EXAMPLES_DIR set, the first pages are also written there as examples; BENCH_LANGUAGE=hi makes the
 * book a Hindi one, for अनाया.
 *
 *   npm run bench:generation -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:generation -w api    (one quick preview and one round, no budget, as CI runs it)
 *   BENCH_LANGUAGE=hi BENCH_EXAMPLES_DIR=../docs/examples npm run bench:generation -w api
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newPerson } from 'contracts/companions';
import { FIRST_VISIT_USAGE, PHOTO_CONSENT } from 'contracts/constants';
import { childPhoto, newVisitor, percentile, photoForm, smoke, startStorefront, UNLIMITED, untilPagesAvailable } from './benchKit.mjs';

/** The most the first batch may take with two companions, against the same book without them. */
const COMPANIONS_BUDGET = 1.3;
const COMPANIONS = [newPerson('nani', 'en'), { kind: 'pet', animal: 'dog', coat: 'golden', name: 'Bruno' }];

const photo = await childPhoto();
const storefront = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8193), env: UNLIMITED });
const { origin } = storefront;
const language = process.env.BENCH_LANGUAGE ?? 'en';

try {
  const visitor = await newVisitor(origin);

  const quickTimes = [];
  for (let i = 0; i < (smoke ? 1 : 3); i += 1) {
    const started = performance.now();
    const quick = await visitor.send(
      'POST',
      '/api/quickpreviews/',
      photoForm({ gender: 'Girl', age: 5, usageStats: JSON.stringify(FIRST_VISIT_USAGE), consent: PHOTO_CONSENT.version }, photo),
    );
    if (quick.status !== 'ok') throw new Error(`quick preview: ${JSON.stringify(quick)}`);
    quickTimes.push((performance.now() - started) / 1000);
  }
  console.log(`\nQuick preview (3 options): ${quickTimes.map((t) => t.toFixed(2)).join(' s, ')} s (first includes loading the face model)`);

  const requestUuid = `22112026-${crypto.randomUUID()}`;
  const firstName = language === 'hi' ? 'अनाया' : 'Anaya';
  const child = { requestUuid, firstName, gender: 'Girl', age: 5, birthMonth: 8, bookId: 1, character: 'child', language };
  const upload = await visitor.send('POST', '/api/personalphotos/', photoForm({ ...child, consent: PHOTO_CONSENT.version }, photo));
  if (upload.status !== 'ok') throw new Error(`upload: ${JSON.stringify(upload)}`);
  let started = performance.now();
  await visitor.send('POST', '/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats: FIRST_VISIT_USAGE });
  const firstBatch = await untilPagesAvailable(visitor, requestUuid, [1, 2]);
  const firstBatchSeconds = (performance.now() - started) / 1000;
  console.log(
    `First batch (pages 1-2, ${firstBatch.pages[0].imageFileURL.length} options each) available after ${firstBatchSeconds.toFixed(2)} s`,
  );

  started = performance.now();
  const more = { requestUuid, startPage: 3, endPage: 5, usageStats: FIRST_VISIT_USAGE };
  await visitor.send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, more);
  const preview = await untilPagesAvailable(visitor, requestUuid, [3, 4]);
  const perPage = (performance.now() - started) / 1000 / 2;
  const options = preview.pages[0].imageFileURL.length;
  console.log(
    `Per page: ${perPage.toFixed(2)} s (${(perPage / options).toFixed(2)} s per option); ${(60 / perPage).toFixed(1)} pages per minute with one worker`,
  );
  console.log(`Server peak memory (VmHWM): ${storefront.peakMemoryMb().toFixed(0)} MB`);

  // The first batch of a new book, alone and with two companions, in turn (page 1 brings them along).
  const firstBatchOf = async (companions) => {
    const book = { ...child, requestUuid: `22112026-${crypto.randomUUID()}` };
    const uploaded = await visitor.send('POST', '/api/personalphotos/', photoForm({ ...book, consent: PHOTO_CONSENT.version }, photo));
    if (uploaded.status !== 'ok') throw new Error(`upload: ${JSON.stringify(uploaded)}`);
    const begun = performance.now();
    const body = { requestUuid: book.requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats: FIRST_VISIT_USAGE, companions };
    await visitor.send('POST', '/api/bookpreviews/', body);
    await untilPagesAvailable(visitor, book.requestUuid, [1, 2]);
    return (performance.now() - begun) / 1000;
  };
  const [alone, together] = [[], []];
  for (let round = 0; round < (smoke ? 1 : 3); round += 1) {
    alone.push(await firstBatchOf([]));
    together.push(await firstBatchOf(COMPANIONS));
  }
  const ratio = percentile(together, 50) / percentile(alone, 50);
  console.log(
    `First batch with Nani and a dog: ${together.map((t) => t.toFixed(2)).join(', ')} s; without: ${alone.map((t) => t.toFixed(2)).join(', ')} s; ` +
      `medians ${ratio.toFixed(2)} x (budget ${COMPANIONS_BUDGET} x)`,
  );
  if (!smoke && ratio > COMPANIONS_BUDGET) {
    console.error(`over budget: companions make the first batch ${ratio.toFixed(2)} x slower`);
    process.exitCode = 1;
  }

  if (process.env.BENCH_EXAMPLES_DIR) {
    mkdirSync(process.env.BENCH_EXAMPLES_DIR, { recursive: true });
    for (const page of preview.pages.slice(0, 4)) {
      for (const [option, url] of page.imageFileURL.entries()) {
        const bytes = Buffer.from(await (await fetch(`${origin}${url}`, { headers: { cookie: visitor.cookie } })).arrayBuffer());
        writeFileSync(
          path.join(
            process.env.BENCH_EXAMPLES_DIR,
            `jungle-explorer${language === 'en' ? '' : `-${language}`}-page-${page.pageNumber}-option-${option + 1}.webp`,
          ),
          bytes,
        );
      }
    }
    console.log(`Examples written to ${process.env.BENCH_EXAMPLES_DIR}`);
  }
} finally {
  storefront.stop();
}
