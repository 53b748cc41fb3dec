import http from 'node:http';
import { gzipSync } from 'node:zlib';

/** Bytes on the wire for a gzip-only client (compressing ourselves if the server sent it plain). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve(response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
        });
      })
      .on('error', reject);
  });
}

/** The scripts a browser loads for a page (until the network is idle), each with its gzip bytes, largest first. */
export async function measureJavaScript(browser, url) {
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const { origin } = new URL(url);
  const files = [];
  for (const script of scripts) files.push({ url: script.replace(origin, ''), gzipBytes: await gzipBytes(script) });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { total: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}
