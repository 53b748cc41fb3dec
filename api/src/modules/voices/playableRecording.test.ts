import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { ffmpegMade, recordedSpeech } from '../../testing/voiceFixtures.js';
import { MAX_RECORDING_BYTES, playableRecording } from './playableRecording.js';

const run = promisify(execFile);
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'voices-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

/** What ffprobe reads of a file: container, codec, channels, length, title tag. */
async function read(bytes: Buffer) {
  const file = path.join(folder, `made-${Math.random()}`);
  await writeFile(file, bytes);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=format_name,duration:format_tags=title:stream=codec_name,channels',
    '-of',
    'json',
    file,
  ]);
  const probed = JSON.parse(stdout) as {
    format: { format_name: string; duration: string; tags?: { title?: string } };
    streams: { codec_name: string; channels: number }[];
  };
  // Integrated loudness, as a broadcaster measures it (EBU R128).
  const { stderr } = await run('ffmpeg', ['-v', 'info', '-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-']);
  const loudness = Number(/I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')))![1]);
  return {
    container: probed.format.format_name,
    codec: probed.streams[0].codec_name,
    channels: probed.streams[0].channels,
    seconds: Number(probed.format.duration),
    title: probed.format.tags?.title ?? null,
    loudness,
  };
}

describe("a page read aloud, as the family's browsers record it", () => {
  const sent: Record<string, () => Promise<Buffer>> = {
    'WebM/Opus (Chrome, Firefox)': () => recordedSpeech('chrome.webm', ['-c:a', 'libopus']),
    // MediaRecorder writes a live stream: no length in its header.
    'WebM/Opus as MediaRecorder writes it, without its length': () => recordedSpeech('live.webm', ['-c:a', 'libopus', '-live', '1']),
    'MP4/AAC (Safari)': () => recordedSpeech('safari.m4a', ['-c:a', 'aac']),
    'Ogg/Opus (Firefox)': () => recordedSpeech('firefox.ogg', ['-c:a', 'libopus']),
  };
  for (const [what, make] of Object.entries(sent)) {
    it(`is made playable everywhere from ${what}: AAC in MP4, mono, as loud as every other voice, without its metadata`, async () => {
      const made = await playableRecording(await make());
      expect(made.seconds).toBeCloseTo(5, 0);
      const probed = await read(made.audio);
      expect(probed).toMatchObject({ codec: 'aac', channels: 1, title: null });
      expect(probed.container).toContain('mp4');
      expect(probed.seconds).toBeCloseTo(5, 0);
      // From about -62 LUFS to the podcast loudness every recording is brought to.
      expect(Math.abs(probed.loudness - -16)).toBeLessThan(2);
    });
  }

  it('refuses what is not a recording, whatever it is called, with a message, and a recording too long or too large', async () => {
    const refusals: Record<string, [Buffer, RegExp]> = {
      'a photo': [await singleFacePhoto(), /^This file is not a recording we can play/],
      'a file that starts like Ogg and is not': [
        Buffer.concat([Buffer.from('OggS'), Buffer.alloc(2000, 7)]),
        /^This file is not a recording/,
      ],
      'the first bytes of a WebM recording only': [
        (await sent['WebM/Opus (Chrome, Firefox)']()).subarray(0, 300),
        /^This file is not a recording/,
      ],
      'a film with no sound': [
        await ffmpegMade('silent.webm', ['color=c=blue:s=64x64:d=1'], ['-c:v', 'libvpx']),
        /^This file is not a recording/,
      ],
      'a page read for 95 s': [
        await recordedSpeech('long.webm', ['-c:a', 'libopus', '-b:a', '12k'], 95),
        /^A page can be read for up to 90 seconds/,
      ],
      'a page read for 95 s, its length unsaid': [
        await recordedSpeech('long-live.webm', ['-c:a', 'libopus', '-b:a', '12k', '-live', '1'], 95),
        /^A page can be read for up to 90 seconds/,
      ],
      'more than 4 MB': [Buffer.alloc(MAX_RECORDING_BYTES + 1, 1), /^This recording is too large/],
    };
    for (const [what, [bytes, message]] of Object.entries(refusals)) {
      const refusal = await playableRecording(bytes).then(
        () => null,
        (error: Error & { text?: { en: string } }) => error.text?.en ?? error.message,
      );
      expect({ what, refusal }).toEqual({ what, refusal: expect.stringMatching(message) });
    }
  });
});
