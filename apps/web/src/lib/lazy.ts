import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withCompleteEnglish } from '../i18n/catalogues';

/**
 * React.lazy for every lazily loaded screen, dialog and panel: the component renders once its
 * code and the rest of the English catalogue (decision 088) are both in, fetched side by side,
 * so a lazy screen never shows a message key in place of its words.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazy<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  return reactLazy(() => withCompleteEnglish(load()));
}
