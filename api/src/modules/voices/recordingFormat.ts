/** The containers current browsers' MediaRecorder writes: WebM (Chrome, Firefox), MP4 (Safari), Ogg (Firefox). */
export type RecordingContainer = 'webm' | 'mp4' | 'ogg';

/** The audio codecs those containers carry from a browser's microphone. */
export const RECORDED_CODECS = new Set(['opus', 'aac', 'vorbis']);

/** The container from the file's first bytes, whatever its name or declared type says; null for anything else. */
export function sniffRecording(bytes: Buffer): RecordingContainer | null {
  // EBML's magic number; a WebM file names its doctype within the header's first bytes.
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return bytes.subarray(0, 64).includes('webm') ? 'webm' : null;
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  return null;
}
