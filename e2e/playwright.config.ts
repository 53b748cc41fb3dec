import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './support/chromium';
import { E2E_PAGE_OPTIONS } from './support/storefrontServer';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Set once in the runner and inherited by the workers, so tests can look into the server's database.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two spec files at a time: one alone keeps this 2-core machine about half idle (53 % busy),
  // waiting on the browser and the server in turn; two keep it 88 % busy. The tests of a file stay in order.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /.*\.phone\.spec\.ts/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /.*\.phone\.spec\.ts/ },
  ],
  webServer: {
    command: 'node ../api/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    // Book PDFs at a low resolution, two picture options a page and a short review window keep the
    // journeys quick; the layout is the same at 300 dpi, and the picker the same for any number of options.
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      PRINT_DPI: '40',
      // A paid book may change for 30 seconds, then goes to print: the journeys see both.
      REVIEW_WINDOW_HOURS: String(30 / 3600),
      PAGE_OPTIONS: String(E2E_PAGE_OPTIONS),
      GEO_COUNTRY_HEADER: 'x-visitor-country',
      // Every journey's customer comes from the loopback address: an address's day is one household's, not a
      // hundred customers'. The budgets themselves are tested in api/src/modules/abuse/workBudgets.test.ts.
      DRAWN_PAGES_PER_ADDRESS_PER_DAY: '100000',
      UPLOADS_PER_ADDRESS_PER_DAY: '10000',
    },
  },
});
