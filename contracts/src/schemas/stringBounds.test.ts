import * as schemas from './index';

/** Every string a schema admits, by where it sits, with no maximum length. */
function unboundedStrings(schema: unknown, at: string, found: string[]): string[] {
  if (!schema || typeof schema !== 'object') return found;
  const node = schema as Record<string, unknown>;
  if (node.type === 'string' && node.const === undefined && node.maxLength === undefined) found.push(at);
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) value.forEach((item, i) => unboundedStrings(item, `${at}.${key}[${i}]`, found));
    else if (value && typeof value === 'object') unboundedStrings(value, `${at}.${key}`, found);
  }
  return found;
}

describe('payload schemas', () => {
  it('bound every string field with a maximum length', () => {
    const found = Object.entries(schemas).flatMap(([name, schema]) => unboundedStrings(schema, name, []));
    expect(found).toEqual([]);
  });
});
