import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the partners' fakes have in common: a JSON answer, a request's body, a local port, and webhook deliveries. */
export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Serves `handle` on a free local port; a handler that throws answers 500 with its message. */
export async function serveLocally(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => sendJson(res, 500, { detail: error.message, message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Posts one delivery to each subscribed webhook; answers each one's status. */
export async function deliverToWebhooks(webhooks: readonly string[], headers: Record<string, string>, raw: string): Promise<number[]> {
  const answers: number[] = [];
  for (const webhook of webhooks) {
    const response = await fetch(webhook, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: raw });
    answers.push(response.status);
  }
  return answers;
}
