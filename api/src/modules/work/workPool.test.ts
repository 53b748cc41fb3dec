import { defaultHeroLook } from 'contracts/hero';
import sharp from 'sharp';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { BUSY_MESSAGE, createWorkPool, type WorkPool } from './workPool.js';

jest.setTimeout(60_000);

let pool: WorkPool;
beforeAll(() => {
  pool = createWorkPool({ threads: 1, maxQueue: 1 });
});
afterAll(() => pool.close());

describe('the work pool', () => {
  it("checks a photo on one of its own threads, not the server's", async () => {
    const analysis = await pool.analysePhoto(await singleFacePhoto());
    expect(analysis).toMatchObject({
      status: 'ok',
      skinTone: expect.any(String),
      photo: { width: expect.any(Number), face: { box: expect.any(Object) } },
    });
    const kept = await sharp(Buffer.from(analysis.photo!.jpeg)).metadata();
    expect(kept.format).toBe('jpeg');
    expect(kept.exif).toBeUndefined();
    expect(pool.load().threads).toBe(1);
  });

  it("brings a refusal back as the visitor's error", async () => {
    await expect(pool.analysePhoto(Buffer.from('not a picture at all'))).rejects.toMatchObject({
      kind: 'unsupported-type',
      message: 'Please upload a photo in JPEG, PNG or WEBP format.',
    });
  });

  it('draws pages in the pool', async () => {
    const photo = await pool.analysePhoto(await singleFacePhoto());
    const [image] = await pool.generator(320).generate({
      productSlug: 'jungle-explorer',
      page: { pageNumber: 1, pageTitle: 'Meet Kabir', text: '', scene: 'scene-01' },
      child: { firstName: 'Kabir', gender: 'Boy' },
      look: defaultHeroLook('Boy', 6),
      photo: { image: Buffer.from(photo.photo!.jpeg), face: photo.photo!.face },
      options: 1,
    });
    expect(await sharp(image.picture).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('refuses new work at once when its line is full, rather than keeping visitors waiting', async () => {
    const bytes = await singleFacePhoto();
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => pool.analysePhoto(bytes)));
    const refused = answers.filter((answer) => answer.status === 'rejected').map((answer) => answer.reason);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused[0]).toMatchObject({ kind: 'busy', message: BUSY_MESSAGE.en });
  });
});
