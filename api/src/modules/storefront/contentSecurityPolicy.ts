import type { StorefrontSettings } from './settings.js';
import type { PaymentProvider } from '../payments/index.js';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy header value, opened only for the third parties that are configured. */
export function contentSecurityPolicy(config: StorefrontSettings, payments: Pick<PaymentProvider, 'name'>): string {
  const scripts = ["'self'"];
  const connections = ["'self'"];
  const images = ["'self'", 'data:', 'blob:'];
  if (config.ga4MeasurementId) {
    scripts.push('https://www.googletagmanager.com');
    connections.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
    images.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
  }
  if (config.adPixelId) {
    scripts.push('https://connect.facebook.net');
    connections.push('https://www.facebook.com');
    images.push('https://www.facebook.com');
  }
  if (config.behaviourAnalyticsProjectId) {
    scripts.push('https://www.clarity.ms', 'https://*.clarity.ms');
    connections.push('https://*.clarity.ms');
    images.push('https://*.clarity.ms');
  }
  const frames = ["'none'"];
  if (payments.name === 'razorpay') {
    scripts.push('https://checkout.razorpay.com');
    connections.push('https://api.razorpay.com', 'https://lumberjack.razorpay.com');
    images.push('https://cdn.razorpay.com');
    frames.splice(0, 1, 'https://api.razorpay.com', 'https://checkout.razorpay.com');
  }
  const geolocation = originOf(config.geolocationUrl);
  if (geolocation) connections.push(geolocation);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    'script-src-attr': ["'none'"],
    // styled-components injects its rules in <style> elements
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': images,
    'connect-src': connections,
    'font-src': ["'self'", 'data:'],
    // A page read aloud plays from the recording fetched with its link's header, or from the one just made: both blob: URLs.
    'media-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': frames,
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
