import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The kinds of environment variable a part of the server declares in its section of the
 * configuration: each with its shape, its default, what it means (the operator's table is written
 * from it) and how it is decoded into the section's value.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Documented {
  /** What the variable does, for the operator's table. */
  meaning: string;
  /** What happens when it is unset, where the default is not a plain value. */
  unset?: string;
  /** What a refused value should have been, in the start-up message. */
  expected: string;
  /** A credential: a refused value is not repeated in the message. */
  secret?: boolean;
}

/** One variable: its name, its shape, and the value the configuration holds for it. */
export interface Setting<V> extends Documented {
  variable: string;
  schema: TSchema;
  /** The variable's value as the schema reads it (its default, or null, when unset) into the configuration's. */
  decode: (value: never) => V;
}

export function setting<T extends TSchema, V = Static<T> | null>(
  variable: string,
  schema: T,
  documented: Documented,
  decode: (value: Static<T> | null) => V = (value) => value as V,
): Setting<V> {
  return { variable, schema, ...documented, decode };
}

/** A variable with a default: never null. */
export const withDefault = <T extends TSchema>(variable: string, schema: T, documented: Documented) =>
  setting<T, Static<T>>(variable, schema, documented, (value) => value);

/** Text with no default: null when unset. */
export const text = (variable: string, meaning: string, unset: string, more: Partial<Documented> = {}) =>
  setting(variable, Type.String({ minLength: 1 }), { meaning, unset, expected: 'some text', ...more });
export const textOr = (variable: string, fallback: string, meaning: string) =>
  withDefault(variable, Type.String({ minLength: 1, default: fallback }), { meaning, expected: 'some text' });
export const wholeNumber = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 1, default: fallback }), { meaning, expected: 'a positive whole number' });
export const countOrZero = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 0, default: fallback }), { meaning, expected: 'a whole number of 0 or more' });
export const hoursOrZero = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Number({ minimum: 0, default: fallback }), { meaning, expected: 'hours, 0 or more (e.g. 12 or 0.5)' });
export const port = (variable: string, fallback: number, meaning: string) =>
  withDefault(variable, Type.Integer({ minimum: 0, maximum: 65535, default: fallback }), { meaning, expected: 'a port number' });
export const flag = (variable: string, fallback: boolean, meaning: string) =>
  withDefault(variable, Type.Boolean({ default: fallback }), { meaning, expected: 'true or false' });
export const secret = (variable: string, meaning: string, unset: string) =>
  setting(variable, Type.String({ minLength: 32 }), { meaning, unset, expected: 'at least 32 characters', secret: true });
export const choice = <T extends string>(variable: string, values: readonly [T, ...T[]], meaning: string, unset: string) =>
  setting(variable, Type.Union(values.map((value) => Type.Literal(value))), { meaning, unset, expected: values.join(' or ') });
/** A folder: resolved to an absolute path; `fallback`, inside the repository, when unset. */
export const folder = (variable: string, fallback: string, meaning: string, unset = `\`./${fallback}\``) =>
  setting(variable, Type.String({ minLength: 1 }), { meaning, unset, expected: 'some text' }, (value) =>
    path.resolve(value ?? path.join(repoRoot, fallback)),
  );

/** A section of the configuration: its settings by key. */
export type SettingsSection = Record<string, Setting<unknown>>;

/** A section's values, in the types its settings decode to. */
export type SectionValues<S> = { [Key in keyof S]: S[Key] extends Setting<infer V> ? V : never };

/** The configuration of some sections: each section's values. */
export type ConfigOf<Sections> = { [Section in keyof Sections]: SectionValues<Sections[Section]> };
