import { defaultHeroLook } from 'contracts/hero';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { WebSocketServer, type WebSocket } from 'ws';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { comfyuiGenerator, fillWorkflow, loadWorkflow } from './comfyuiGenerator.js';

/**
 * A small ComfyUI-compatible server: the real one needs a GPU and model weights. It speaks the same
 * HTTP calls and socket messages, and records what it was asked and what a real one would have
 * written to its disk (a LoadImage reads an uploaded file, a SaveImage writes one).
 */
let server: Server;
let baseUrl: string;
type Prompt = Record<string, { class_type: string; inputs: Record<string, unknown> }>;
const seen: { paths: string[]; prompts: Prompt[]; deleted: string[]; filesWritten: string[] } = {
  paths: [],
  prompts: [],
  deleted: [],
  filesWritten: [],
};
const clients = new Map<string, WebSocket>();
let failNext = false;

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Runs a queued prompt the way ComfyUI reports it to the prompt's client. */
async function run(prompt: Prompt, promptId: string, client: WebSocket, picture: Buffer) {
  const send = (type: string, data: object) => client.send(JSON.stringify({ type, data: { ...data, prompt_id: promptId } }));
  for (const node of Object.values(prompt)) {
    if (node.class_type === 'LoadImage') seen.filesWritten.push(`input/${String(node.inputs.image)}`);
    if (node.class_type === 'SaveImage') seen.filesWritten.push('output/herotales_00001_.png');
  }
  send('executing', { node: '3' });
  if (failNext) return send('execution_error', { exception_message: 'CUDA out of memory' });
  const header = Buffer.alloc(8);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(2, 4);
  client.send(Buffer.concat([header, picture]));
  send('executing', { node: null });
}

beforeAll(async () => {
  const picture = await sharp({ create: { width: 1216, height: 912, channels: 3, background: '#ffcc88' } })
    .png()
    .toBuffer();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url!, 'http://x');
    seen.paths.push(`${request.method} ${url.pathname}`);
    const json = (value: unknown) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(value));
    };
    if (request.method === 'POST' && url.pathname === '/prompt') {
      const { prompt, client_id } = JSON.parse((await body(request)).toString()) as { prompt: Prompt; client_id: string };
      seen.prompts.push(prompt);
      const promptId = `p${seen.prompts.length}`;
      json({ prompt_id: promptId, number: 1 });
      setTimeout(() => void run(prompt, promptId, clients.get(client_id)!, picture), 5);
      return;
    }
    if (request.method === 'POST' && url.pathname === '/history') {
      seen.deleted.push(...(JSON.parse((await body(request)).toString()).delete as string[]));
      return json({});
    }
    response.statusCode = 404;
    response.end();
  };
  server = createServer((request, response) => void answer(request, response));
  const sockets = new WebSocketServer({ server, path: '/ws' });
  sockets.on('connection', (socket, request) => clients.set(new URL(request.url!, 'http://x').searchParams.get('clientId')!, socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const request = async (options = 2) => ({
  productSlug: 'jungle-explorer',
  page: {
    pageNumber: 3,
    pageTitle: 'Into the jungle',
    text: '{name} tiptoed into the jungle. {He} held {his} map tight.',
    scene: 'scene-03',
  },
  child: { firstName: 'Kabir', gender: 'Boy' as const },
  look: defaultHeroLook('Boy', 6),
  photo: { image: await singleFacePhoto(), face: { box: { x: 100, y: 100, width: 200, height: 240 }, landmarks: [] } },
  options,
});

describe('ComfyUI generator', () => {
  it('sends the photo inside the prompt, takes the pictures from the socket, and leaves nothing on the host', async () => {
    const images = await comfyuiGenerator(baseUrl).generate(await request(2));
    expect(images).toHaveLength(2);
    expect(await sharp(images[0].withWords).metadata()).toMatchObject({ format: 'webp', width: 960 });
    const prompt = seen.prompts.at(-1)!;
    expect(await sharp(Buffer.from(String(prompt['10'].inputs.image), 'base64')).metadata()).toMatchObject({ format: 'png' });
    expect(typeof prompt['3'].inputs.seed).toBe('number');
    expect(prompt['6'].inputs.text).toContain('Kabir tiptoed into the jungle. He held his map tight.');
    expect(seen.paths).toEqual(['POST /prompt', 'POST /history', 'POST /prompt', 'POST /history']);
    expect(seen.filesWritten).toEqual([]);
    expect(seen.deleted).toEqual(['p1', 'p2']);
  });

  it("gives the GPU each option's CPU drawing as its starting picture, control image and face position", async () => {
    const before = seen.prompts.length;
    await comfyuiGenerator(baseUrl).generate(await request(2));
    const [wide, closeUp] = seen.prompts.slice(before).map((prompt) => Buffer.from(String(prompt['12'].inputs.image), 'base64'));
    expect(await sharp(wide).metadata()).toMatchObject({ format: 'png', width: 1216, height: 912 });
    // Each option is its own drawing (another pose or framing), not the same picture again.
    const [a, b] = await Promise.all([wide, closeUp].map((png) => sharp(png).resize(64, 48).greyscale().raw().toBuffer()));
    expect(a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length).toBeGreaterThan(10);
    const prompt = seen.prompts.at(-1)!;
    const from = (node: string, input: string) => (prompt[node].inputs[input] as [string, number])[0];
    expect(prompt[from('3', 'latent_image')].class_type).toBe('VAEEncode');
    expect(from(from('3', 'latent_image'), 'pixels')).toBe('12');
    expect(from('11', 'image_kps')).toBe('12');
    expect(from(from('16', 'image'), 'image')).toBe('12');
  });

  it('places the story text on the GPU picture as on a drawn page', async () => {
    const [{ withWords, picture }] = await comfyuiGenerator(baseUrl).generate(await request(1));
    const grey = (image: Buffer) => sharp(image).greyscale().raw().toBuffer();
    const [a, b] = await Promise.all([grey(withWords), grey(picture)]);
    // The stub paints one flat colour: only the words' panel can make the two differ.
    expect(a.reduce((sum, v, i) => sum + (Math.abs(v - b[i]) > 40 ? 1 : 0), 0)).toBeGreaterThan(1000);
  });

  it('reports a failed workflow as an error of that page, and still removes its history', async () => {
    failNext = true;
    await expect(comfyuiGenerator(baseUrl).generate(await request(1))).rejects.toThrow('ComfyUI could not draw page 3: CUDA out of memory');
    failNext = false;
    expect(seen.deleted.at(-1)).toBe(`p${seen.prompts.length}`);
  });

  it('fills placeholders keeping numbers as numbers', () => {
    const filled = fillWorkflow(loadWorkflow(), { photo: 'iVBORw0KGgo=', drawing: 'UklGRg==', prompt: 'p', seed: 7 });
    expect(filled['3'].inputs.seed).toBe(7);
    expect(filled['10'].inputs.image).toBe('iVBORw0KGgo=');
    expect(filled['12'].inputs.image).toBe('UklGRg==');
  });
});
