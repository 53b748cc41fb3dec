#!/usr/bin/env node
/**
 * Seconds from a page read aloud, as Chrome's MediaRecorder writes it (WebM/Opus, a live stream that does not
 * say its length), to the recording every phone plays
 * (checked by its content, its loudness evened out, AAC in MP4): for a 60 s recording, median of 5;
 * budget: 3 s. The same for Safari's MP4/AAC, for the figures.
 *
 *   npm run bench:voices -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:voices -w api    (a 10 s recording once, no budget, as CI runs it)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dist, percentile, smoke } from './benchKit.mjs';

const BUDGET_SECONDS = 3;
const SECONDS = smoke ? 10 : 60;
const ROUNDS = smoke ? 1 : 5;
const { playableRecording } = await import(path.join(dist, 'modules/voices/playableRecording.js'));

const folder = mkdtempSync(path.join(tmpdir(), 'bench-voices-'));
/** A voice-like sound for SECONDS, saved as a browser saves a recording. */
function recorded(file, codec) {
  const out = path.join(folder, file);
  const sound = [`sine=frequency=180:duration=${SECONDS}`, `anoisesrc=color=pink:amplitude=0.05:duration=${SECONDS}`];
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...sound.flatMap((input) => ['-f', 'lavfi', '-i', input]),
    '-filter_complex',
    'amix=inputs=2',
    ...codec,
    out,
  ]);
  return readFileSync(out);
}

try {
  let over = false;
  for (const [name, bytes] of [
    ['WebM/Opus (Chrome)', recorded('chrome.webm', ['-c:a', 'libopus', '-b:a', '48k', '-live', '1'])],
    ['MP4/AAC (Safari)', recorded('safari.m4a', ['-c:a', 'aac', '-b:a', '96k'])],
  ]) {
    const times = [];
    let made;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      made = await playableRecording(bytes);
      times.push((performance.now() - started) / 1000);
    }
    const median = percentile(times, 50);
    console.log(
      `${name}, ${SECONDS} s (${(bytes.length / 1024).toFixed(0)} KB) -> playable AAC (${(made.audio.length / 1024).toFixed(0)} KB): ` +
        `${times.map((t) => t.toFixed(2)).join(', ')} s; median ${median.toFixed(2)} s (budget ${BUDGET_SECONDS} s)`,
    );
    over ||= !smoke && name.startsWith('WebM') && median > BUDGET_SECONDS;
  }
  if (over) {
    console.error(`over budget: a ${SECONDS} s recording takes more than ${BUDGET_SECONDS} s to become playable`);
    process.exitCode = 1;
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
