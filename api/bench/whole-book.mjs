#!/usr/bin/env node
/**
 * The rest of the book after the deposit, against the built server with its embedded page worker: for each book,
 * the seconds from the deposit's confirmation to the last page's last option, asking for the remaining batches one
 * after another as the preview screen does (each call once the previous one answered, as 'Load More Pages' asks
 * for them). Reports the median and the slowest of 5 books; budget: median <= 10 s.
 *
 *   npm run bench:wholebook -w api                (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:wholebook -w api  (one book, no budget, as CI runs it)
 */
import { randomBytes } from 'node:crypto';
import { FIRST_VISIT_USAGE, PHOTO_CONSENT } from 'contracts/constants';
import { childPhoto, customer, newVisitor, paySandbox, percentile, photoForm, smoke, startStorefront, UNLIMITED } from './benchKit.mjs';

const BOOKS = smoke ? 1 : 5;
const BUDGET_MEDIAN_SECONDS = 10;
const SANDBOX_SECRET = randomBytes(24).toString('hex');

const photo = await childPhoto();
const storefront = await startStorefront({
  port: Number(process.env.BENCH_PORT ?? 8196),
  env: { ...UNLIMITED, SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET },
});
const { origin } = storefront;

/** The pages still pending, in the batches the preview screen asks for (docs/product.md#the-rest-of-the-book). */
function remainingBatches(preview) {
  const pending = Object.entries(preview.previewPagesStatus)
    .filter(([, status]) => status === 'pending')
    .map(([page]) => Number(page))
    .sort((a, b) => a - b);
  const batches = [];
  for (const page of pending) {
    if (!batches.length || page >= batches.at(-1).endPage) {
      batches.push({ startPage: page, endPage: page + preview.numberOfPagesPerGenerationBatch });
    }
  }
  return batches;
}

/** Polls every 250 ms until every page of the book has its options; throws when one failed. */
async function untilWholeBook(visitor, requestUuid) {
  for (;;) {
    const preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    const statuses = Object.values(preview.previewPagesStatus);
    if (statuses.includes('error')) throw new Error(`a page of ${requestUuid} failed`);
    if (statuses.every((status) => status === 'available')) return preview;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One book to its deposit; answers the seconds from the deposit's confirmation to its last page. */
async function wholeBook(index) {
  const visitor = await newVisitor(origin);
  const requestUuid = `29112026-${crypto.randomUUID()}`;
  const child = { requestUuid, firstName: `Anaya${index}`, gender: 'Girl', age: 5, birthMonth: 8, bookId: 1, character: 'child' };
  const upload = await visitor.send('POST', '/api/personalphotos/', photoForm({ ...child, consent: PHOTO_CONSENT.version }, photo));
  if (upload.status === 'error') throw new Error(`upload: ${upload.message}`);
  await visitor.send('POST', '/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats: FIRST_VISIT_USAGE });
  let preview = await freePagesDrawn(visitor, requestUuid);

  const { razorpayOrderId } = await visitor.send('POST', '/api/orders', customer(requestUuid, 'deposit'));
  await paySandbox(visitor, SANDBOX_SECRET, requestUuid, 'deposit', razorpayOrderId);
  const confirmed = performance.now();
  preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
  for (const batch of remainingBatches(preview)) {
    await visitor.send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, ...batch, usageStats: FIRST_VISIT_USAGE });
  }
  preview = await untilWholeBook(visitor, requestUuid);
  const seconds = (performance.now() - confirmed) / 1000;
  const options = preview.pages.at(-1).imageFileURL.length;
  console.log(
    `book ${index + 1}: ${preview.pages.length} pages, ${options} options each, last page ${seconds.toFixed(2)} s after the deposit`,
  );
  return seconds;
}

/** The free pages, asked for batch by batch as the parent does before the deposit; answers the preview then. */
async function freePagesDrawn(visitor, requestUuid) {
  for (;;) {
    const preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    const statuses = preview.previewPagesStatus;
    if (Object.values(statuses).includes('error')) throw new Error(`a page of ${requestUuid} failed`);
    const drawing = Object.values(statuses).some((status) => status !== 'available' && status !== 'pending');
    const [next] = remainingBatches(preview);
    if (!drawing && (!next || next.startPage > preview.depositDetails.depositTakenAfterPage)) return preview;
    if (!drawing) {
      await visitor.send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, {
        requestUuid,
        ...next,
        usageStats: FIRST_VISIT_USAGE,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  const times = [];
  for (let i = 0; i < BOOKS; i += 1) times.push(await wholeBook(i));
  const median = percentile(times, 50);
  const slowest = Math.max(...times);
  console.log(`\nThe rest of the book after the deposit, ${BOOKS} book(s): median ${median.toFixed(2)} s, slowest ${slowest.toFixed(2)} s`);
  if (!smoke && median > BUDGET_MEDIAN_SECONDS) {
    console.error(`over budget: median ${median.toFixed(2)} s > ${BUDGET_MEDIAN_SECONDS} s`);
    process.exitCode = 1;
  }
} finally {
  await storefront.stop();
}
