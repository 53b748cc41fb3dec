import type { RemoteName } from 'contracts/routes';
import { parseStorageUrl } from '../storage/storageUrl.js';
import { readSettings, repoRoot, type Config } from './environment.js';

export { repoRoot, type Config };

/** Remote name -> entry URL served elsewhere (a dev server), from REMOTE_URL_<NAME>. */
export function remoteUrls(storefront: Config['storefront']): Partial<Record<RemoteName, string>> {
  const urls = {
    mf_catalogue: storefront.remoteUrlMfCatalogue,
    mf_creation: storefront.remoteUrlMfCreation,
    mf_ordering: storefront.remoteUrlMfOrdering,
    mf_content: storefront.remoteUrlMfContent,
  } satisfies Record<RemoteName, string | null>;
  return Object.fromEntries(Object.entries(urls).filter(([, url]) => url !== null));
}

/** The shop's address in links it sends (emails): SITE_ORIGIN, else this server's own. */
export const publicOrigin = (server: Config['server']) => server.siteOrigin || `http://${server.host}:${server.port}`;

/** Whether /api/openapi.json is served: always off production, in production only when asked for. */
export const servesApiDescription = (server: Config['server']) => server.publishApiDescription || !server.production;

/**
 * The rules between settings. A storefront with a public https origin must name its payment
 * provider, so it never takes test payments by a missing key; Razorpay's keys and Lulu's credentials
 * come together. In production everything a shop taking real money needs is named at once: it must
 * not come up on the sandbox, plain-http cookies or open metrics because one variable was forgotten.
 */
function checkSettings({ server, payments, printing, storefront, operations, storage }: Config): void {
  const { provider, razorpayKeyId, razorpayKeySecret } = payments;
  if (server.production) {
    const problems: string[] = [];
    if (!server.siteOrigin.startsWith('https://')) problems.push("SITE_ORIGIN (the shop's https address)");
    if (provider !== 'razorpay') problems.push('PAYMENT_PROVIDER=razorpay');
    // A shop that sells printed books says where they are printed: files for staff only when chosen.
    if (printing.provider === null) problems.push('PRINT_PROVIDER=partners (or PRINT_PROVIDER=files to send the print files by hand)');
    if (storefront.pseudoLocale) problems.push('PSEUDO_LOCALE=false (the pseudo-language is for tests)');
    const required = {
      RAZORPAY_KEY_ID: razorpayKeyId,
      RAZORPAY_KEY_SECRET: razorpayKeySecret,
      RAZORPAY_WEBHOOK_SECRET: payments.razorpayWebhookSecret,
      METRICS_TOKEN: operations.metricsToken,
    };
    for (const [name, value] of Object.entries(required)) if (!value) problems.push(name);
    if (problems.length) throw new Error(`NODE_ENV=production needs: ${problems.join(', ')}. The server did not start.`);
  }
  if (storage.storageUrl !== null) parseStorageUrl(storage.storageUrl);
  if (provider === null && server.siteOrigin.startsWith('https://')) {
    throw new Error(
      `SITE_ORIGIN ${server.siteOrigin} is public: set PAYMENT_PROVIDER=razorpay (with its keys), or PAYMENT_PROVIDER=sandbox to take test payments on purpose`,
    );
  }
  const razorpayWanted = provider === 'razorpay' || Boolean(razorpayKeyId || razorpayKeySecret);
  if (provider !== 'sandbox' && razorpayWanted && !(razorpayKeyId && razorpayKeySecret))
    throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay, or neither for the sandbox');
  // A partner's credentials come together: half of them is a typo, not a choice.
  const lulu = [printing.luluClientKey, printing.luluClientSecret, printing.luluWebhookSecret];
  if (lulu.some(Boolean) && !lulu.every(Boolean))
    throw new Error('Set all of LULU_CLIENT_KEY, LULU_CLIENT_SECRET and LULU_WEBHOOK_SECRET for Lulu, or none');
  if (Boolean(printing.gelatoApiKey) !== Boolean(printing.gelatoWebhookToken))
    throw new Error('Set both GELATO_API_KEY and GELATO_WEBHOOK_TOKEN for Gelato, or neither');
  if (printing.provider === 'partners' && !lulu.every(Boolean) && !printing.gelatoApiKey)
    throw new Error(
      "PRINT_PROVIDER=partners needs a partner's credentials: Lulu's (LULU_CLIENT_KEY, LULU_CLIENT_SECRET, LULU_WEBHOOK_SECRET) or Gelato's (GELATO_API_KEY, GELATO_WEBHOOK_TOKEN)",
    );
}

/** The configuration of a process about to serve: a setting it cannot start with is said in one line, and it stops. */
export function startupConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export function loadConfig(variables: NodeJS.ProcessEnv = process.env): Config {
  const config = readSettings(variables);
  checkSettings(config);
  return config;
}
