/** Public address of a file the server serves from its media folder. */
export function mediaUrl(file: string): string {
  return `/media/${file}`;
}
