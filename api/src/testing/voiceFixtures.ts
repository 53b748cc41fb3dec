import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

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
