import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DomainError } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { RECORDED_CODECS, sniffRecording } from './recordingFormat.js';

const run = promisify(execFile);

/** A page read aloud is at most this long. */
export const MAX_RECORDING_SECONDS = 90;
/** 90 s from a phone is under 3 MB in any of the browsers' formats; more is not a page read aloud. */
export const MAX_RECORDING_BYTES = 4 * 1024 * 1024;
/** Speech at about the loudness of a podcast, so every voice in a book plays as loud as the others. */
const LOUDNESS = 'loudnorm=I=-16:TP=-1.5:LRA=11';

export interface PlayableRecording {
  /** AAC in MP4 (`audio/mp4`), the moov first: plays in Chrome on Android and Safari on iPhone as it loads. */
  audio: Buffer;
  seconds: number;
}

const refused = (key: 'voices.notARecording' | 'voices.tooLong' | 'voices.tooLarge', kind: 'unsupported-type' | 'invalid' | 'too-large') =>
  new DomainError(kind, visitorText(key, { seconds: MAX_RECORDING_SECONDS }));

/**
 * What ffprobe reads of a file: its first audio stream's codec and its length, or null when it is not audio.
 * The length is NaN when the file does not say it: a browser's recording is written as a live stream, without one.
 */
async function probe(file: string): Promise<{ codec: string; seconds: number } | null> {
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-select_streams',
      'a:0',
      '-show_entries',
      'stream=codec_name:format=duration',
      '-of',
      'json',
      file,
    ]);
    const read = JSON.parse(stdout) as { streams?: { codec_name?: string }[]; format?: { duration?: string } };
    const codec = read.streams?.[0]?.codec_name;
    return codec ? { codec, seconds: Number(read.format?.duration ?? NaN) } : null;
  } catch {
    return null;
  }
}

/**
 * A recording as a browser sent it, checked by its content (a recording container, an audio codec a browser
 * records, at most 90 s and 4 MB) and made playable everywhere, its loudness evened out, by Debian's ffmpeg.
 * Anything else is refused with a message, and nothing is kept.
 */
export async function playableRecording(bytes: Buffer): Promise<PlayableRecording> {
  if (bytes.length > MAX_RECORDING_BYTES) throw refused('voices.tooLarge', 'too-large');
  if (!sniffRecording(bytes)) throw refused('voices.notARecording', 'unsupported-type');
  const folder = await mkdtemp(path.join(tmpdir(), 'voice-'));
  try {
    const sent = path.join(folder, 'sent');
    const made = path.join(folder, 'voice.m4a');
    await writeFile(sent, bytes);
    const read = await probe(sent);
    if (!read || !RECORDED_CODECS.has(read.codec)) throw refused('voices.notARecording', 'unsupported-type');
    if (read.seconds > MAX_RECORDING_SECONDS) throw refused('voices.tooLong', 'invalid');
    // A recording that does not say its length is measured as it is made: never more than a second past the limit.
    try {
      // Mono speech at 64 kbit/s; metadata (a device's name, a place) is not carried over.
      await run('ffmpeg', [
        '-v',
        'error',
        '-i',
        sent,
        '-vn',
        '-map_metadata',
        '-1',
        '-af',
        LOUDNESS,
        '-ac',
        '1',
        '-ar',
        '44100',
        '-c:a',
        'aac',
        '-b:a',
        '64k',
        '-t',
        String(MAX_RECORDING_SECONDS + 1),
        '-movflags',
        '+faststart',
        made,
      ]);
    } catch {
      // A file that starts like a recording but cannot be decoded to its end.
      throw refused('voices.notARecording', 'unsupported-type');
    }
    const seconds = (await probe(made))?.seconds ?? NaN;
    if (!(seconds > 0)) throw refused('voices.notARecording', 'unsupported-type');
    // The made file's own length, AAC's few milliseconds of priming aside.
    if (seconds > MAX_RECORDING_SECONDS + 0.1) throw refused('voices.tooLong', 'invalid');
    return { audio: await readFile(made), seconds };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
