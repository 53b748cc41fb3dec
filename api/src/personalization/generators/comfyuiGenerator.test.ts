import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { comfyuiGenerator, fillWorkflow, loadWorkflow } from './comfyuiGenerator.js';

/**
 * A small ComfyUI-compatible server: the real one needs a GPU and model weights. It speaks the same
 * HTTP calls (/upload/image, /prompt, /history, /view) and records what it was sent.
 */
let server: Server;
let baseUrl: string;
const seen: { uploads: number; prompts: Record<string, unknown>[]; deleted: string[]; historyPolls: number } = { uploads: 0, prompts: [], deleted: [], historyPolls: 0 };
let failNext = false;

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  const picture = await sharp({ create: { width: 1216, height: 912, channels: 3, background: '#ffcc88' } }).png().toBuffer();
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://x');
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && url.pathname === '/upload/image') {
      const raw = await body(request);
      seen.uploads += raw.includes(Buffer.from([0xff, 0xd8, 0xff])) ? 1 : 0;
      return json({ name: 'herotales-upload.jpg', subfolder: '', type: 'input' });
    }
    if (request.method === 'POST' && url.pathname === '/prompt') {
      seen.prompts.push(JSON.parse((await body(request)).toString()).prompt);
      return json({ prompt_id: `p${seen.prompts.length}`, number: 1 });
    }
    if (request.method === 'GET' && url.pathname.startsWith('/history/')) {
      const id = url.pathname.split('/')[2];
      seen.historyPolls += 1;
      if (failNext) return json({ [id]: { status: { status_str: 'error', completed: false } } });
      if (seen.historyPolls % 2 === 1) return json({});
      const batch = Number((seen.prompts.at(-1) as Record<string, { inputs: { batch_size?: number } }>)['5'].inputs.batch_size);
      const images = Array.from({ length: batch }, (_, i) => ({ filename: `herotales_${i}.png`, subfolder: '', type: 'output' }));
      return json({ [id]: { status: { status_str: 'success', completed: true }, outputs: { '9': { images } } } });
    }
    if (request.method === 'GET' && url.pathname === '/view') {
      response.setHeader('content-type', 'image/png');
      return response.end(picture);
    }
    if (request.method === 'POST' && url.pathname === '/history') {
      seen.deleted.push(...(JSON.parse((await body(request)).toString()).delete as string[]));
      return json({});
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = async (options = 2) => ({
  productSlug: 'jungle-explorer',
  page: { pageNumber: 3, pageTitle: 'Into the jungle', text: '{name} tiptoed into the jungle. {He} held {his} map tight.', scene: 'scene-03' },
  child: { firstName: 'Kabir', gender: 'Boy' as const },
  skinToneHex: '#d29e78',
  photo: { image: await singleFacePhoto(), face: { box: { x: 100, y: 100, width: 200, height: 240 }, landmarks: [] } },
  options,
});

describe('ComfyUI generator', () => {
  it('uploads the photo, queues the filled workflow, follows its history, fetches the images and removes its history', async () => {
    const images = await comfyuiGenerator(baseUrl, { pollMs: 10 }).generate(await request(2));
    expect(images).toHaveLength(2);
    expect(await sharp(images[0]).metadata()).toMatchObject({ format: 'webp', width: 960 });
    expect(seen.uploads).toBe(1);
    const prompt = seen.prompts.at(-1) as Record<string, { inputs: Record<string, unknown> }>;
    expect(prompt['10'].inputs.image).toBe('herotales-upload.jpg');
    expect(prompt['5'].inputs.batch_size).toBe(2);
    expect(typeof prompt['3'].inputs.seed).toBe('number');
    expect(prompt['6'].inputs.text).toContain('Kabir tiptoed into the jungle. He held his map tight.');
    expect(seen.deleted).toEqual(['p1']);
  });

  it('reports a failed workflow as an error of that page', async () => {
    failNext = true;
    await expect(comfyuiGenerator(baseUrl, { pollMs: 10 }).generate(await request(1))).rejects.toThrow('ComfyUI could not draw page 3');
    failNext = false;
  });

  it('fills placeholders keeping numbers as numbers', () => {
    const filled = fillWorkflow(loadWorkflow(), { photo: 'a.jpg', prompt: 'p', seed: 7, options: 3 });
    expect(filled['5'].inputs.batch_size).toBe(3);
    expect(filled['3'].inputs.seed).toBe(7);
    expect(filled['10'].inputs.image).toBe('a.jpg');
  });
});
