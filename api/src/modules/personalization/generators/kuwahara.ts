/**
 * Kuwahara's edge-preserving smoothing of RGB pixels: each pixel takes the mean colour of whichever of
 * the four (radius + 1)² squares around it is the most even in lightness. Skin becomes flat strokes of
 * paint while the edges of eyes, brows and mouth stay where they are. Summed-area tables keep it
 * linear in the pixels, whatever the radius.
 */
export function kuwahara(rgb: Buffer, width: number, height: number, radius: number): Buffer {
  const stride = width + 1;
  // Summed-area tables of lightness, its square and the three channels, one row and column of zeros ahead.
  const tables = Array.from({ length: 5 }, () => new Float64Array(stride * (height + 1)));
  const [sumL, sumL2, sumR, sumG, sumB] = tables;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const [r, g, b] = [rgb[i], rgb[i + 1], rgb[i + 2]];
      const l = 0.299 * r + 0.587 * g + 0.114 * b;
      const at = (y + 1) * stride + x + 1;
      const values = [l, l * l, r, g, b];
      for (let t = 0; t < 5; t += 1) tables[t][at] = values[t] + tables[t][at - 1] + tables[t][at - stride] - tables[t][at - stride - 1];
    }
  }
  const area = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    table[(y1 + 1) * stride + x1 + 1] - table[y0 * stride + x1 + 1] - table[(y1 + 1) * stride + x0] + table[y0 * stride + x0];

  const out = Buffer.alloc(rgb.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let best = Infinity;
      let bestSquare = [0, 0, 0, 0];
      for (const [dx, dy] of [
        [-radius, -radius],
        [0, -radius],
        [-radius, 0],
        [0, 0],
      ]) {
        const x0 = Math.max(0, x + dx);
        const y0 = Math.max(0, y + dy);
        const x1 = Math.min(width - 1, x + dx + radius);
        const y1 = Math.min(height - 1, y + dy + radius);
        const count = (x1 - x0 + 1) * (y1 - y0 + 1);
        const mean = area(sumL, x0, y0, x1, y1) / count;
        const variance = area(sumL2, x0, y0, x1, y1) / count - mean * mean;
        if (variance < best) {
          best = variance;
          bestSquare = [x0, y0, x1, y1];
        }
      }
      const [x0, y0, x1, y1] = bestSquare;
      const count = (x1 - x0 + 1) * (y1 - y0 + 1);
      const o = (y * width + x) * 3;
      out[o] = Math.round(area(sumR, x0, y0, x1, y1) / count);
      out[o + 1] = Math.round(area(sumG, x0, y0, x1, y1) / count);
      out[o + 2] = Math.round(area(sumB, x0, y0, x1, y1) / count);
    }
  }
  return out;
}
