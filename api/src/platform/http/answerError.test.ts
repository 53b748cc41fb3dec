import Fastify, { type FastifyInstance } from 'fastify';
import { DomainError } from '../errors/domainError.js';
import { visitorText } from '../i18n/visitorText.js';
import { BUSY_MESSAGE } from '../../modules/work/workPool.js';
import { answerError } from './answerError.js';

let app: FastifyInstance;
const lines: { level: number; msg: string; kind?: string; err?: { stack?: string } }[] = [];

beforeAll(async () => {
  app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  app.setErrorHandler(answerError);
  app.get('/busy', async () => {
    throw new DomainError('busy', BUSY_MESSAGE);
  });
  app.get('/fault', async () => {
    throw new Error('the database said something private');
  });
  app.get('/provider', async () => {
    throw new DomainError('provider-failed', visitorText('orders.payment.notFound'));
  });
  await app.ready();
});
afterAll(() => app.close());

const WARN = 40;
const ERROR = 50;

describe('the answer to an error', () => {
  it('a busy queue’s refusal lost its words: now 503 in its own words, in the page’s language, logged at warn', async () => {
    for (const [language, words] of Object.entries(BUSY_MESSAGE)) {
      const response = await app.inject({ url: '/busy', headers: { 'accept-language': language } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: words });
    }
    const logged = lines.filter((line) => line.msg === BUSY_MESSAGE.en);
    expect(logged.map((line) => [line.level, line.kind])).toEqual([
      [WARN, 'busy'],
      [WARN, 'busy'],
    ]);
  });

  it('a fault says only that it was ours, and is logged as an error with its stack', async () => {
    const response = await app.inject({ url: '/fault' });
    expect(response.statusCode).toBe(500);
    expect(response.json().detail).toBe('Something went wrong on our side. Please try again.');
    const logged = lines.find((line) => line.level === ERROR);
    expect(logged?.err?.stack).toContain('the database said something private');
  });

  it('a provider’s refusal keeps its words at 502', async () => {
    const response = await app.inject({ url: '/provider' });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe(visitorText('orders.payment.notFound').en);
  });
});
