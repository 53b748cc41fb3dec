import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import type { HeroLook } from 'contracts/hero';
import WebSocket from 'ws';
import { CONTENT_DIR } from '../../seed/index.js';
import { drawPage, optionsOf, withStoryWords } from './drawnPage.js';
import { PREVIEW_WIDTH } from './embeddedGenerator.js';
import { personaliseText, type DrawnOption, type PageGenerator, type PageRequest } from './pageGenerator.js';

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** A story page's workflow: its own template when the story names one, else the shop's storybook page. */
export function loadWorkflow(name = 'storybook-page'): Workflow {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`Invalid workflow name ${name}`);
  return JSON.parse(readFileSync(`${CONTENT_DIR}workflows/${name}.json`, 'utf8')) as Workflow;
}

/** Fills the template's {{placeholders}}; a whole-value placeholder keeps the value's type (numbers stay numbers). */
export function fillWorkflow(template: Workflow, values: Record<string, string | number>): Workflow {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const whole = /^\{\{(\w+)\}\}$/.exec(value);
      if (whole && whole[1] in values) return values[whole[1]];
      return value.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return fill(template) as Workflow;
}

/** The hero's look in words, as the prompt describes it: what the drawing's colours alone cannot say. */
function lookInWords(look: HeroLook): string {
  const hair =
    look.hairStyle === 'patka'
      ? 'wearing a patka'
      : `${look.hairLength} ${look.hairTexture} ${look.hairColour.replace('-', ' ')} hair${look.hairStyle === 'loose' ? '' : ` in ${look.hairStyle === 'plaits' ? 'two plaits' : `a ${look.hairStyle}`}`}`;
  const details = [
    look.glasses !== 'none' && `${look.glasses} glasses`,
    look.freckles && 'freckles',
    look.dimples && 'dimples',
    look.bindi && 'a bindi',
  ];
  return [`${look.skinTone.toLowerCase()} skin`, hair, `${look.eyeColour.replace('-', ' ')} eyes`, ...details].filter(Boolean).join(', ');
}

export function pagePrompt(request: PageRequest): string {
  const child = request.child.gender === 'Girl' ? 'a young girl' : 'a young boy';
  return `children's picture book illustration, warm soft colours, rounded shapes, ${child} with ${lookInWords(request.look)} as the hero. ${personaliseText(request.page.text, request.child)}`;
}

/** ComfyUI's binary message for an image: event 1 (an image), then its format (1 JPEG, 2 PNG), both 32-bit big-endian. */
const IMAGE_EVENT = 1;

interface SocketMessage {
  type?: string;
  data?: { prompt_id?: string; node?: string | null; exception_message?: string };
}

/** The images a prompt sends over its client's socket, until ComfyUI says the prompt is done. */
function collectImages(socket: WebSocket, promptIdOf: () => string | null, timeoutMs: number, page: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const images: Buffer[] = [];
    const timer = setTimeout(() => finish(new Error(`ComfyUI did not finish page ${page} in time`)), timeoutMs);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      if (error) reject(error);
      else resolve(images);
    };
    const onClose = () => finish(new Error(`ComfyUI closed the connection while drawing page ${page}`));
    const onMessage = (raw: WebSocket.RawData, isBinary: boolean) => {
      const bytes = Buffer.isBuffer(raw) ? raw : Buffer.concat(raw as Buffer[]);
      if (isBinary) {
        if (bytes.length > 8 && bytes.readUInt32BE(0) === IMAGE_EVENT) images.push(bytes.subarray(8));
        return;
      }
      const message = JSON.parse(bytes.toString('utf8')) as SocketMessage;
      if (!message.data?.prompt_id || message.data.prompt_id !== promptIdOf()) return;
      if (message.type === 'execution_error')
        finish(new Error(`ComfyUI could not draw page ${page}: ${message.data.exception_message ?? 'error'}`));
      else if (message.type === 'executing' && message.data.node === null) finish();
    };
    socket.on('message', onMessage);
    socket.on('close', onClose);
  });
}

/** The size the GPU draws at: SDXL's 4:3 bucket, near a megapixel. */
const GPU_WIDTH = 1216;

/**
 * The generator for a GPU server running ComfyUI with the external-tooling nodes
 * (comfyui-tooling-nodes). Each option is first drawn on the CPU (the scene, the pose, the framing,
 * the confirmed hero) and that drawing is the GPU's starting picture and control image, with the
 * photo as the identity reference (InstantID): the GPU paints over what the CPU decided instead of
 * inventing a composition, and the story's words are then placed as on a CPU page. The photo and the
 * drawing travel inside the prompt (ETN_LoadImageBase64), the pictures come back over the client's
 * socket (ETN_SendImageWebSocket), so nothing is written to the ComfyUI host's disk, and each prompt
 * is removed from its history. The node graph: docs/comfyui-workflow.md.
 */
export function comfyuiGenerator(baseUrl: string, { timeoutMs = 300_000 } = {}): PageGenerator {
  const base = baseUrl.replace(/\/$/, '');

  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`ComfyUI ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as T;
  }

  const openSocket = (clientId: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?clientId=${clientId}`, { maxPayload: 64 * 1024 * 1024 });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });

  /** One prompt: the workflow filled with the photo and the drawing; answers the picture it sends back. */
  async function paint(request: PageRequest, photo: Buffer, drawing: Buffer): Promise<Buffer> {
    const clientId = randomBytes(8).toString('hex');
    const socket = await openSocket(clientId);
    let promptId: string | null = null;
    try {
      // Listening starts before the prompt is queued, so no picture sent early is missed.
      const done = collectImages(socket, () => promptId, timeoutMs, request.page.pageNumber);
      done.catch(() => undefined); // awaited below; a failed queue call must not leave it unhandled
      const workflow = fillWorkflow(loadWorkflow(), {
        photo: photo.toString('base64'),
        drawing: drawing.toString('base64'),
        prompt: pagePrompt(request),
        seed: randomInt(0, 2 ** 31),
      });
      promptId = (
        await call<{ prompt_id: string }>('/prompt', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ prompt: workflow, client_id: clientId }),
        })
      ).prompt_id;
      const [picture] = await done;
      if (!picture) throw new Error(`ComfyUI answered no image for page ${request.page.pageNumber}`);
      return picture;
    } finally {
      socket.close();
      if (promptId) {
        await call('/history', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ delete: [promptId] }),
        });
      }
    }
  }

  return {
    name: 'comfyui',
    usesPhoto: true,
    async generate(request) {
      if (!request.photo) throw new Error(`ComfyUI needs the child's photo to draw page ${request.page.pageNumber}`);
      const photo = await sharp(request.photo.image).png().toBuffer();
      const images: DrawnOption[] = [];
      for (const variant of optionsOf(request)) {
        const drawn = await drawPage(request, variant, GPU_WIDTH);
        const picture = await paint(request, photo, await drawn.picture().png().toBuffer());
        const height = Math.round((drawn.height * PREVIEW_WIDTH) / drawn.width);
        const resized = sharp(picture).resize({ width: PREVIEW_WIDTH, height, fit: 'fill' });
        images.push(await withStoryWords(resized, PREVIEW_WIDTH, drawn, request));
      }
      return images;
    },
  };
}
