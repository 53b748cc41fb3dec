import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { RouteManifest } from 'contracts/routes';
import { readCached } from '../../platform/files/cachedFile.js';

/** The file a remote's build ships its pages in, beside its federation manifest. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

const PageWords = Type.Object({
  title: Type.String({ minLength: 1 }),
  description: Type.String({ minLength: 1 }),
  keywords: Type.Optional(Type.String()),
});

/** The shape a route manifest must have; one that does not is not served (see parseRouteManifest). */
export const RouteManifestSchema = Type.Object(
  {
    routes: Type.Array(
      Type.Object(
        {
          path: Type.String({ pattern: '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$' }),
          exposed: Type.String({ pattern: '^\\./[A-Za-z][A-Za-z0-9]*$' }),
          personal: Type.Optional(Type.Literal(true)),
          queryParameters: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$' }))),
          type: Type.Optional(Type.Union([Type.Literal('website'), Type.Literal('article')])),
          noIndex: Type.Optional(Type.Literal(true)),
          metadata: Type.Intersect([Type.Object({ en: PageWords }), Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), PageWords)]),
        },
        { additionalProperties: false },
      ),
    ),
    shared: Type.Optional(Type.Array(Type.String({ pattern: '^\\./[A-Za-z][A-Za-z0-9]*$' }))),
  },
  { additionalProperties: false },
);

/** A route manifest's text as the contract's type, or what is wrong with it (at most five problems, one line). */
export function parseRouteManifest(text: string): RouteManifest | string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return `${ROUTE_MANIFEST_FILE} is not JSON`;
  }
  if (!Value.Check(RouteManifestSchema, manifest)) {
    const problems = [...Value.Errors(RouteManifestSchema, manifest)].slice(0, 5);
    return `${ROUTE_MANIFEST_FILE}: ${problems.map((error) => `${error.path || '/'} ${error.message}`).join('; ')}`;
  }
  // Assigned to the contract's type: the schema and the contracts' RouteManifest must describe one shape.
  const typed: RouteManifest = manifest;
  const paths = typed.routes.map((route) => route.path);
  const twice = paths.filter((path, i) => paths.indexOf(path) !== i);
  return twice.length ? `${ROUTE_MANIFEST_FILE}: ${twice.map((path) => `${path} is declared twice`).join('; ')}` : typed;
}

/** A remote's manifest from its build folder, or null when it has none or it is not valid. */
export function readRouteManifest(file: string): RouteManifest | null {
  return readCached(file, (text) => {
    const manifest = parseRouteManifest(text);
    return typeof manifest === 'string' ? null : manifest;
  });
}
