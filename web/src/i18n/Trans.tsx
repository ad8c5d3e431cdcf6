import { Trans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey, MessageValues } from './i18n';

/**
 * A message with markup inside it ("agree to our <0>Terms</0>"): each language places the links
 * where its grammar wants them, and `components` supplies the elements for <0>, <1>...
 */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageKey;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
