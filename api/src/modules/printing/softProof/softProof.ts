import sharp from 'sharp';

/**
 * A soft proof: how a picture drawn in sRGB comes off a CMYK press, and where it changes. The
 * conversion is LittleCMS's, through libvips (sharp), to and from the CMYK profile libvips ships
 * ("Chemical proof", ArgyllCMS, public domain): a generic offset press, the nearest the shop can ship
 * of the partners' presses, whose own profiles are not published for use.
 */

/**
 * A colour whose hue and colourfulness the press moves this far (CIELAB, a*b* only) is seen to dull
 * or shift: out of the press's gamut. Its lightness is left out: the press's tone curve darkens every
 * colour alike (a mid grey by 8 L), which the printer's own curves set.
 */
export const OUT_OF_GAMUT = 6;

/** Pixels in sRGB, 3 channels, row by row. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
}

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const lab = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);

/** An sRGB colour in CIELAB (D65). */
export function toLab(r: number, g: number, b: number): [number, number, number] {
  const [R, G, B] = [linear(r), linear(g), linear(b)];
  const x = lab((0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047);
  const y = lab(0.2126729 * R + 0.7151522 * G + 0.072175 * B);
  const z = lab((0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** How far apart two sRGB colours' hue and colourfulness are: their CIELAB distance in a* and b*. */
export function colourChange(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const [p, q] = [toLab(a[0], a[1], a[2]), toLab(b[0], b[1], b[2])];
  return Math.hypot(p[1] - q[1], p[2] - q[2]);
}

/** The picture as the press prints it, seen again in sRGB. */
export async function pressed({ data, width, height }: Pixels): Promise<Pixels> {
  const raw = { width, height, channels: 3 as const };
  const cmyk = await sharp(data, { raw }).withIccProfile('srgb').toColourspace('cmyk').withIccProfile('cmyk').tiff().toBuffer();
  const back = await sharp(cmyk).toColourspace('srgb').removeAlpha().raw().toBuffer();
  return { data: back, width, height };
}

/** What a soft proof finds: the share of the picture out of the press's gamut, the mean change, and each pixel's. */
export interface Proof {
  outOfGamut: number;
  meanChange: number;
  /** Each pixel's colour change, row by row. */
  changes: Float32Array;
}

/** A picture's soft proof against the press. */
export async function softProof(picture: Pixels): Promise<Proof> {
  const press = await pressed(picture);
  const changes = new Float32Array(picture.width * picture.height);
  let [sum, out] = [0, 0];
  for (let i = 0; i < changes.length; i += 1) {
    const change = colourChange(picture.data.subarray(i * 3, i * 3 + 3), press.data.subarray(i * 3, i * 3 + 3));
    changes[i] = change;
    sum += change;
    if (change > OUT_OF_GAMUT) out += 1;
  }
  return { outOfGamut: out / changes.length, meanChange: sum / changes.length, changes };
}

/** Colours (#rrggbb) as one row of pixels. */
export function swatches(colours: string[]): Pixels {
  const data = Uint8Array.from(colours.flatMap((hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))));
  return { data, width: colours.length, height: 1 };
}
