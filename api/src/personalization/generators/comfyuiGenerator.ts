import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { CONTENT_DIR } from '../../seed/contentFiles.js';
import { personaliseText, type PageGenerator, type PageRequest } from './pageGenerator.js';

type Workflow = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

interface HistoryEntry {
  status?: { status_str?: string; completed?: boolean; messages?: unknown[] };
  outputs?: Record<string, { images?: { filename: string; subfolder: string; type: string }[] }>;
}

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

export function pagePrompt(request: PageRequest): string {
  const child = request.child.gender === 'Girl' ? 'a young girl' : 'a young boy';
  return `children's picture book illustration, warm soft colours, rounded shapes, ${child} with ${request.skinToneHex} skin as the hero. ${personaliseText(request.page.text, request.child)}`;
}

/**
 * The generator for a GPU server running ComfyUI: uploads the child's photo, queues the page's
 * workflow, follows it through /history, fetches the images from /view and removes its history.
 */
export function comfyuiGenerator(baseUrl: string, { pollMs = 500, timeoutMs = 300_000 } = {}): PageGenerator {
  const base = baseUrl.replace(/\/$/, '');
  const clientId = randomBytes(8).toString('hex');

  async function call<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`ComfyUI ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    return (await response.json()) as T;
  }

  return {
    name: 'comfyui',
    async generate(request) {
      const photo = await sharp(request.photo.image).jpeg({ quality: 92 }).toBuffer();
      const upload = new FormData();
      upload.append('image', new Blob([photo], { type: 'image/jpeg' }), `herotales-${randomBytes(9).toString('hex')}.jpg`);
      upload.append('type', 'input');
      upload.append('overwrite', 'true');
      const uploaded = await call<{ name: string; subfolder?: string }>('/upload/image', { method: 'POST', body: upload });

      const workflow = fillWorkflow(loadWorkflow(), {
        photo: uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name,
        prompt: pagePrompt(request),
        seed: randomInt(0, 2 ** 31),
        options: request.options,
      });
      const { prompt_id: promptId } = await call<{ prompt_id: string }>('/prompt', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prompt: workflow, client_id: clientId }),
      });

      const deadline = Date.now() + timeoutMs;
      let entry: HistoryEntry | undefined;
      while (Date.now() < deadline) {
        entry = (await call<Record<string, HistoryEntry>>(`/history/${encodeURIComponent(promptId)}`))[promptId];
        if (entry?.status?.status_str === 'error') throw new Error(`ComfyUI could not draw page ${request.page.pageNumber}`);
        if (entry?.status?.completed) break;
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      if (!entry?.status?.completed) throw new Error(`ComfyUI did not finish page ${request.page.pageNumber} in time`);

      const files = Object.values(entry.outputs ?? {}).flatMap((output) => output.images ?? []);
      const images: Buffer[] = [];
      for (const file of files.slice(0, request.options)) {
        const query = new URLSearchParams({ filename: file.filename, subfolder: file.subfolder, type: file.type });
        const response = await fetch(`${base}/view?${query}`, { signal: AbortSignal.timeout(30_000) });
        if (!response.ok) throw new Error(`ComfyUI /view answered ${response.status}`);
        images.push(await sharp(Buffer.from(await response.arrayBuffer())).resize({ width: 960 }).webp({ quality: 82 }).toBuffer());
      }
      await call('/history', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delete: [promptId] }) });
      if (images.length === 0) throw new Error(`ComfyUI answered no image for page ${request.page.pageNumber}`);
      return images;
    },
  };
}
