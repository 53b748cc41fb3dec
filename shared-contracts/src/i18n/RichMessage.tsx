import type { ReactElement } from 'react';
import { Trans } from '@lingui/react';
import { useMessages, type Catalog, type MessageValues } from './catalogs.js';

/**
 * A message with elements in it, e.g. "Read our <0>Cookie Policy</0>.": each numbered tag is drawn
 * with the element given for its number, around the words the message puts in it.
 */
export function RichMessage<Key extends string>({
  catalog,
  id,
  values,
  components,
}: {
  catalog: Catalog<Key>;
  id: Key;
  values?: MessageValues;
  components: Record<number, ReactElement>;
}) {
  useMessages(catalog);
  return <Trans id={`${catalog.namespace}.${id}`} values={values} components={components} />;
}
