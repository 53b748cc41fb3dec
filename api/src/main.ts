import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.js';
import { useProjectFonts } from 'story-art';
import { startupConfig } from './shopSettings.js';
import { keepFilesPrivate } from './platform/files/privateFiles.js';

keepFilesPrivate();
// Before anything draws: the pictures' words in the project's own fonts, on every machine.
useProjectFonts();
const config = startupConfig();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Out of the load balancer's rotation first (it sees /api/ready fail), still answering what it sends meanwhile.
    app.stopServing();
    void sleep(config.server.shutdownGraceMs)
      .then(() => app.close())
      .then(() => process.exit(0));
  });
}

await app.listen({ host: config.server.host, port: config.server.port });
