import { FormatRegistry } from '@sinclair/typebox';

/** The email format as the request validator (ajv-formats) checks it, for schemas checked in code. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));
