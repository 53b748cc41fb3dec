import { buildApp } from '../../app.js';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';
import { redactUrl } from './logRedaction.js';

describe('secrets in logs', () => {
  it('keeps an address but not the values of its credentials', () => {
    expect(redactUrl('/api/products?lang=hi&access=link.x.1.abc&staff_token=s3cret#access=frag')).toBe(
      '/api/products?lang=hi&access=[redacted]&staff_token=[redacted]',
    );
    expect(redactUrl('/photo.webp?X-Amz-Signature=abc&X-Amz-Credential=AKIA%2F&X-Amz-Date=20261125')).toBe(
      '/photo.webp?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&X-Amz-Date=20261125',
    );
    expect(redactUrl('/checkout?requestUuid=25112026-x')).toBe('/checkout?requestUuid=25112026-x');
    expect(redactUrl('/a?%E0%A4=1&access')).toBe('/a?%E0%A4=1&access');
  });

  it('redacts tokens, signatures and access keys in every log line of a request', async () => {
    const fixture = createStorefrontFixture({ LOG_LEVEL: 'info' });
    const lines: string[] = [];
    const app = await buildApp(fixture.config, { logStream: { write: (line) => void lines.push(line) } });
    try {
      const secrets = ['SECRET-ONE', 'SECRET-TWO', 'SECRET-THREE', 'SECRET-FOUR', 'SECRET-FIVE', 'SECRET-SIX'];
      await app.inject({ url: `/comfyui/?staff_token=${secrets[0]}` });
      await app.inject({
        url: `/api/products?lang=hi&access=${secrets[1]}&X-Amz-Signature=${secrets[2]}`,
        headers: { authorization: `Bearer ${secrets[3]}`, cookie: `sid=${secrets[4]}`, 'x-request-key': secrets[5] },
      });
      const log = lines.join('');
      expect(log).toContain('/api/products?lang=hi&access=[redacted]');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await app.close();
      fixture.cleanup();
    }
  });
});
