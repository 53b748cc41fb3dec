import { inkedFeatures } from './inkedFeatures.js';

/** 68 landmarks of a face looking straight ahead in a 256 x 287 box, mouth closed. */
function landmarks(mouthGap = 0) {
  const p = (x: number, y: number) => ({ x, y });
  const jaw = Array.from({ length: 17 }, (_, i) => p(40 + i * 11, 120 + Math.sin((i / 16) * Math.PI) * 130));
  const brows = [...[50, 62, 74, 86, 98].map((x) => p(x, 95)), ...[158, 170, 182, 194, 206].map((x) => p(x, 95))];
  const nose = [p(128, 110), p(128, 125), p(128, 140), p(128, 155), p(112, 165), p(120, 168), p(128, 170), p(136, 168), p(144, 165)];
  const eye = (cx: number) => [p(cx - 18, 120), p(cx - 8, 114), p(cx + 8, 114), p(cx + 18, 120), p(cx + 8, 125), p(cx - 8, 125)];
  const outerLips = Array.from({ length: 12 }, (_, i) =>
    p(128 + Math.cos((i / 12) * 2 * Math.PI + Math.PI) * 28, 205 + Math.sin((i / 12) * 2 * Math.PI) * 10),
  );
  const innerLips = [
    p(104, 205),
    p(116, 204 - mouthGap),
    p(128, 204 - mouthGap),
    p(140, 204 - mouthGap),
    p(152, 205),
    p(140, 206 + mouthGap),
    p(128, 206 + mouthGap),
    p(116, 206 + mouthGap),
  ];
  return [...jaw, ...brows, ...nose, ...eye(88), ...eye(168), ...outerLips, ...innerLips];
}

describe('inked features', () => {
  it('draws both eyes with an iris and a catch-light, brows in the hair colour, nose and lips', () => {
    const svg = inkedFeatures(landmarks(), 2, '#6b4a2e');
    expect(svg.match(/<clipPath/g)).toHaveLength(2);
    expect(svg.match(/fill="#fff"/g)).toHaveLength(2);
    expect(svg.match(/stroke="#6b4a2e"/g)).toHaveLength(2);
    expect(svg).toContain('fill="#c65a67"');
  });

  it('draws an open mouth filled, a closed one as a line', () => {
    expect(inkedFeatures(landmarks(8), 2, '#000')).toContain('fill="#7a2f3f"');
    expect(inkedFeatures(landmarks(0), 2, '#000')).not.toContain('fill="#7a2f3f"');
  });

  it('closes the eyes of a sleeping hero', () => {
    const svg = inkedFeatures(landmarks(), 2, '#000', { closedEyesSkin: '#b88160' });
    expect(svg).not.toContain('<clipPath');
    expect(svg.match(/fill="#b88160"/g)).toHaveLength(2);
  });

  it('draws nothing without the 68 landmarks', () => {
    expect(inkedFeatures([], 2, '#000')).toBe('');
  });
});
