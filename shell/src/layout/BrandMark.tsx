/** The shop's mark: an open storybook with a star. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M3 8c4-2 8-2 13 1v17c-5-3-9-3-13-1z" fill="#ff8a3d" />
      <path d="M29 8c-4-2-8-2-13 1v17c5-3 9-3 13-1z" fill="#6c4ab6" />
      <path d="M16 2.5l1.3 2.7 3 .4-2.2 2 .6 2.9-2.7-1.5-2.7 1.5.6-2.9-2.2-2 3-.4z" fill="#ffc93c" />
    </svg>
  );
}
