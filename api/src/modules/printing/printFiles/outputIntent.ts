import { PDFName, PDFString, type PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

let srgbProfile: Promise<Buffer> | null = null;

/** The sRGB ICC profile libvips ships, read back from a one-pixel image tagged with it. */
function srgb(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then(async (png) => {
      const { icc } = await sharp(png).metadata();
      if (!icc) throw new Error('libvips has no sRGB profile to embed');
      return icc;
    });
  return srgbProfile;
}

/**
 * Declares the colours sRGB for the printer: an output intent with the profile embedded, so every
 * picture and colour (all drawn in sRGB) is converted to the press's inks as it was seen on screen.
 */
export async function addSrgbOutputIntent(doc: PDFDocument): Promise<void> {
  const { context } = doc;
  const profile = context.register(context.flateStream(await srgb(), { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputCondition: PDFString.of('sRGB'),
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: profile,
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}
