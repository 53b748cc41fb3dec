import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/**
 * Reads a JSON column into its declared shape. A value that does not fit is a fault in what was
 * written (a migration or a hand edit), reported with the column's first mismatch, not carried on.
 */
export function readJsonColumn<T extends TSchema>(schema: T, text: string): Static<T> {
  const value: unknown = JSON.parse(text);
  if (Value.Check(schema, value)) return value;
  const first = Value.Errors(schema, value).First();
  throw new Error(`A stored JSON value does not have its column's shape: ${first?.path ?? ''} ${first?.message ?? ''}`);
}
