#!/usr/bin/env node
/**
 * Can a few visitors push a new customer back? Seconds from a new customer's POST /bookpreviews/ until
 * their first batch (pages 1-2) is drawn, on the built server with its one page worker and the shop's
 * own limits: alone, then while 5 visitors on one network address (each with a book of their own) ask
 * for their whole book to be drawn again (a new hero each time, each from a fresh session with the
 * book's key), each as soon as the last is answered, 20 a second at most. The new customer comes from another address. Alone
 * and flooded rounds alternate (5 of each, fresh books each round); budget: the flooded median <= 1.3 x the alone median.
 *
 *   npm run bench:fairness -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:fairness -w api    (one round of each, no budget, as CI runs it)
 */
import { FIRST_VISIT_USAGE, PHOTO_CONSENT } from 'contracts/constants';
import { defaultHeroLook } from 'contracts/hero';
import { childPhoto, newVisitor, percentile, photoForm, smoke, startStorefront, untilPagesAvailable } from './benchKit.mjs';

const BUDGET = 1.3;
// A smoke run floods from 2 books, so CI's short run stays short.
const FLOODERS = smoke ? 2 : 5;
const ROUNDS = smoke ? 1 : 5;
/** How long the flood runs before the new customer arrives, as in the review that found it. */
const FLOOD_LEAD_MS = 300;
const FLOOD_PAUSE_MS = 50;

const photo = await childPhoto();
// The shop's limits as they are; the addresses are told by the bench, as a proxy in front of the shop tells them.
const storefront = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8197), env: { TRUSTED_PROXIES: '127.0.0.1' } });
const FLOOD_ADDRESS = '198.51.100.7';
let customers = 0;
const { origin } = storefront;
const child = { firstName: 'Anaya', gender: 'Girl', age: 5, birthMonth: 8, bookId: 1, character: 'child', consent: PHOTO_CONSENT.version };
const start = (requestUuid, hero) => ({ requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats: FIRST_VISIT_USAGE, hero });

/** A visitor from `address` with a checked photo for a new book. */
async function visitorWithBook(address) {
  const visitor = await newVisitor(origin, { address });
  const requestUuid = `29112026-${crypto.randomUUID()}`;
  const uploaded = await visitor.send('POST', '/api/personalphotos/', photoForm({ ...child, requestUuid }, photo));
  if (uploaded.status !== 'ok') throw new Error(`upload: ${JSON.stringify(uploaded)}`);
  return { visitor, requestUuid, requestKey: uploaded.requestKey, address };
}

/** A new customer's first batch: seconds from asking for the preview until pages 1 and 2 are drawn. */
async function firstBatchSeconds() {
  customers += 1;
  const { visitor, requestUuid } = await visitorWithBook(`203.0.113.${customers}`);
  const begun = performance.now();
  await visitor.send('POST', '/api/bookpreviews/', start(requestUuid, defaultHeroLook('Girl', 5)));
  await untilPagesAvailable(visitor, requestUuid, [1, 2]);
  return (performance.now() - begun) / 1000;
}

/**
 * Redraws each flooder's book with a new hero, one call after another, each from a fresh session carrying the
 * book's key (a session's weekly quota is no limit: sessions are free), until `stopped.done`; answers the redraws
 * taken and refused.
 */
async function flood(flooders, stopped) {
  const answers = { taken: 0, refused: 0 };
  await Promise.all(
    flooders.map(async ({ requestUuid, requestKey, address }) => {
      // Each call asks for the hero the book has not got: a whole redraw each time it is taken.
      let glasses = 'square';
      while (!stopped.done) {
        try {
          const session = await newVisitor(origin, { requestKey, address });
          await session.send('POST', '/api/bookpreviews/', start(requestUuid, { ...defaultHeroLook('Girl', 5), glasses }));
          answers.taken += 1;
          glasses = glasses === 'square' ? 'round' : 'square';
        } catch {
          answers.refused += 1;
        }
        // 20 calls a second from each: far beyond a person, without the bench's own process taking the cores.
        await new Promise((resolve) => setTimeout(resolve, FLOOD_PAUSE_MS));
      }
    }),
  );
  return answers;
}

/** Waits until nothing is being drawn, so a round starts from an empty queue. */
async function untilQueuesEmpty(flooders) {
  for (const { visitor, requestUuid } of flooders) {
    const preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    if (Object.values(preview.previewPagesStatus).some((status) => status === 'queued' || status === 'processing')) {
      await untilPagesAvailable(visitor, requestUuid, [1, 2]);
    }
  }
}

/** 5 books on the flood's address, each drawn once (their day's redraws still to spend), the queues empty. */
async function newFlooders() {
  const flooders = [];
  for (let i = 0; i < FLOODERS; i += 1) flooders.push(await visitorWithBook(FLOOD_ADDRESS));
  for (const { visitor, requestUuid } of flooders)
    await visitor.send('POST', '/api/bookpreviews/', start(requestUuid, defaultHeroLook('Girl', 5)));
  await untilQueuesEmpty(flooders);
  return flooders;
}

try {
  // The work pool warm before anything is measured.
  if (!smoke) await firstBatchSeconds();
  const [alone, flooded] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    const flooders = await newFlooders();
    alone.push(await firstBatchSeconds());
    const stopped = { done: false };
    const flooding = flood(flooders, stopped);
    await new Promise((resolve) => setTimeout(resolve, FLOOD_LEAD_MS));
    flooded.push(await firstBatchSeconds());
    stopped.done = true;
    const { taken, refused } = await flooding;
    console.log(
      `round ${round + 1}: alone ${alone.at(-1).toFixed(2)} s, flooded ${flooded.at(-1).toFixed(2)} s (${taken} redraws taken, ${refused} refused)`,
    );
    if (round < ROUNDS - 1) await untilQueuesEmpty(flooders);
  }
  const ratio = percentile(flooded, 50) / percentile(alone, 50);
  console.log(
    `\nFirst batch of a new customer: alone ${alone.map((t) => t.toFixed(2)).join(', ')} s; while ${FLOODERS} visitors redraw: ` +
      `${flooded.map((t) => t.toFixed(2)).join(', ')} s; medians ${ratio.toFixed(2)} x (budget ${BUDGET} x)`,
  );
  if (!smoke && ratio > BUDGET) {
    console.error(`over budget: a flood makes a new customer's first pages ${ratio.toFixed(2)} x slower`);
    process.exitCode = 1;
  }
} finally {
  await storefront.stop();
}
