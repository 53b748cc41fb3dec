import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { DomainError, type VisitorText } from '../../platform/errors/domainError.js';
import type { BookContent, PrintSettings, PrintFiles } from '../printing/index.js';
import type { DrawnOption, PageRequest } from '../imaging/index.js';
import type { PhotoAnalysis, PhotoWork } from '../personalization/index.js';
import type { PhotoTask, Refusal } from './tasks.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

export const BUSY_MESSAGE: VisitorText = visitorText('work.busy');

export interface WorkPool extends PhotoWork {
  printBook(task: { content: BookContent; print: PrintSettings; width: number; comfyuiUrl: string | null }): Promise<PrintFiles>;
  /** Tasks waiting for a thread, and the threads started. */
  load(): { waiting: number; threads: number };
  close(): Promise<void>;
}

/** Running from the TypeScript sources (tests, dev) the threads need a loader; the build runs as it is. */
function taskFile(): string {
  const own = fileURLToPath(import.meta.url);
  return own.endsWith('.ts') ? own.replace(/workPool\.ts$/, 'tasks.source.mjs') : own.replace(/workPool\.js$/, 'tasks.js');
}

/**
 * The worker threads that do the shop's CPU-heavy work (photo checks, drawing, printing), so the
 * event loop stays free for every other visitor. `threads` caps the work done at once on this
 * instance; beyond `maxQueue` waiting tasks a new one is refused at once (503) rather than left to
 * wait minutes.
 */
export function createWorkPool({ threads, maxQueue = 64 }: { threads: number; maxQueue?: number }): WorkPool {
  const pool = new Piscina({
    filename: taskFile(),
    minThreads: 0,
    maxThreads: threads,
    maxQueue,
    idleTimeout: 60_000,
    // The source loader reads the shared contracts from their sources too.
    execArgv: taskFile().endsWith('.mjs') ? ['--conditions=source'] : [],
  });

  const run = async <T>(name: string, task: unknown, transferList?: ArrayBuffer[]): Promise<T> => {
    try {
      return (await pool.run(task, { name, transferList })) as T;
    } catch (error) {
      if ((error as Error).message.includes('Task queue is at limit')) throw new DomainError('busy', BUSY_MESSAGE);
      throw error;
    }
  };

  return {
    async analysePhoto(bytes, face, { grownUp } = {}) {
      const copy = new Uint8Array(bytes);
      const task: PhotoTask = { bytes: copy, face, grownUp };
      const answer = await run<PhotoAnalysis | Refusal>('analysePhoto', task, [copy.buffer]);
      if ('refused' in answer) throw new DomainError(answer.refused.kind, answer.refused.text);
      return answer;
    },
    generator(width) {
      return {
        name: 'embedded',
        usesPhoto: false,
        generate: async (request: PageRequest) =>
          (await run<DrawnOption[]>('drawPage', { request, width })).map(({ withWords, picture }) => ({
            withWords: Buffer.from(withWords),
            picture: Buffer.from(picture),
          })),
      };
    },
    printBook: (task) => run('printBook', task),
    load: () => ({ waiting: pool.queueSize, threads: pool.threads.length }),
    close: () => pool.destroy(),
  };
}
