import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { ENGLISH, loadedCatalogue } from './catalogues';
import { DEFAULT_LANGUAGE, formattingLocale, type LanguageTag } from './languages';

const cache = createIntlCache();
const intls = new Map<LanguageTag, IntlShape>();

/** One formatter per language, built once its catalogue has loaded (English until then). */
export function intlFor(tag: LanguageTag): IntlShape {
  const catalogue = loadedCatalogue(tag);
  const key = catalogue ? tag : DEFAULT_LANGUAGE;
  let intl = intls.get(key);
  if (!intl) {
    intl = createIntl(
      {
        // Latin digits in plurals and `{n, number}` too: Marathi and Bengali default to their own.
        locale: formattingLocale(key),
        defaultLocale: DEFAULT_LANGUAGE,
        // Text in development, syntax trees in the build: never a mix within one catalogue.
        messages: (catalogue ?? ENGLISH) as Record<string, string>,
        timeZone: 'Asia/Kolkata',
      },
      cache,
    );
    intls.set(key, intl);
  }
  return intl;
}
