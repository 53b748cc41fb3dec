import type { ServerConfig } from '../config.js';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy directives, opened only for the third parties that are configured. */
export function contentSecurityPolicy(config: ServerConfig): Record<string, string[]> {
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
  const geolocation = originOf(config.geolocationUrl);
  if (geolocation) connections.push(geolocation);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: scripts,
    // styled-components injects its rules in <style> elements
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: images,
    connectSrc: connections,
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}
