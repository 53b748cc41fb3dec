/** Conversions between sRGB (0-255) and CIELAB under D65. */

export interface Lab {
  L: number;
  a: number;
  b: number;
}

const WHITE = [0.95047, 1, 1.08883] as const;

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
const fInverse = (t: number) => (t ** 3 > 0.008856 ? t ** 3 : (t - 16 / 116) / 7.787);

export function rgbToLab(r: number, g: number, b: number): Lab {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / WHITE[0];
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / WHITE[2];
  return { L: 116 * f(Y) - 16, a: 500 * (f(X) - f(Y)), b: 200 * (f(Y) - f(Z)) };
}

export function labToRgb({ L, a, b }: Lab): [number, number, number] {
  const fy = (L + 16) / 116;
  const X = fInverse(fy + a / 500) * WHITE[0];
  const Y = fInverse(fy);
  const Z = fInverse(fy - b / 200) * WHITE[2];
  return [
    fromLinear(3.2406 * X - 1.5372 * Y - 0.4986 * Z),
    fromLinear(-0.9689 * X + 1.8758 * Y + 0.0415 * Z),
    fromLinear(0.0557 * X - 0.204 * Y + 1.057 * Z),
  ];
}

export function hexToLab(hex: string): Lab {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return rgbToLab(r, g, b);
}
