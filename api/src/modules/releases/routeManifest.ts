import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { RouteManifest } from 'shared-contracts/routes';
import { readCached } from '../../platform/files/cachedFile.js';

/** The file a remote's build ships its pages in, beside its federation manifest. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

const PageWords = Type.Object({
  title: Type.String({ minLength: 1 }),
  description: Type.String({ minLength: 1 }),
  keywords: Type.Optional(Type.String()),
});

/** The shape a route manifest must have; one that does not is not served (see routeManifestProblems). */
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

// The schema and the contract describe one shape: a change to either fails the type check here.
const sameShape = (manifest: Static<typeof RouteManifestSchema>): RouteManifest => manifest;
void sameShape;

/** What is wrong with a route manifest, one line per problem; empty when it can be served. */
export function routeManifestProblems(manifest: unknown): string[] {
  if (Value.Check(RouteManifestSchema, manifest)) {
    const paths = manifest.routes.map((route) => route.path);
    return paths.filter((path, i) => paths.indexOf(path) !== i).map((path) => `${path} is declared twice`);
  }
  return [...Value.Errors(RouteManifestSchema, manifest)].slice(0, 5).map((error) => `${error.path || '/'} ${error.message}`);
}

/** A remote's manifest from its build folder, or null when it has none or it is not valid. */
export function readRouteManifest(file: string): RouteManifest | null {
  return readCached(file, (text) => {
    const manifest: unknown = JSON.parse(text);
    return routeManifestProblems(manifest).length ? null : (manifest as RouteManifest);
  });
}
