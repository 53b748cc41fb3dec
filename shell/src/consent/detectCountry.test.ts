import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STORAGE_KEYS } from 'shared-contracts';
import { detectCountry } from './detectCountry';

let server: Server;
let origin: string;
let lookups = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    lookups += 1;
    if (request.url === '/broken') return response.writeHead(502).end();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ country: request.url === '/india' ? 'IN' : null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  localStorage.clear();
  lookups = 0;
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('country detection', () => {
  it('caches the country under user_country and asks only once', async () => {
    expect(await detectCountry(`${origin}/india`, localStorage)).toBe('IN');
    expect(localStorage.getItem(STORAGE_KEYS.userCountry)).toBe('IN');
    expect(await detectCountry(`${origin}/india`, localStorage)).toBe('IN');
    expect(lookups).toBe(1);
  });

  it('answers null when the lookup fails, and caches nothing', async () => {
    expect(await detectCountry(`${origin}/broken`, localStorage)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userCountry)).toBeNull();
  });

  it('answers null for an unknown country', async () => {
    expect(await detectCountry(`${origin}/unknown`, localStorage)).toBeNull();
  });
});
