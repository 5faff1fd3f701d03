import { formatRaceDateIn, formatRupees, indiaClockOf, indiaDayOf } from '@furlong/contract';
import { useContext, useMemo, type ReactNode } from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import type { MessageId } from './catalogues';
import { intlFor } from './intl';
import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  languageOfLocale,
  type LanguageTag,
} from './languages';
import { translatePlayerWords, translateRefusal } from './player-words';

type Values = Record<string, string | number | Date | null | undefined>;
type RichValues = Record<
  string,
  string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

export interface Translator {
  language: LanguageTag;
  /** A catalogue message; values fill its ICU arguments (plurals, names, amounts). */
  t: (id: MessageId, values?: Values) => string;
  /** A message with markup (`<b>…</b>`) or elements among its values. */
  rich: (id: MessageId, values: RichValues) => ReactNode;
  /** Paise as ₹1,00,000.00 in every language: Latin digits, lakh and crore grouping. */
  money: (paise: number | bigint) => string;
  /** A race day (YYYY-MM-DD) as 26-NOV-2026 in English, the language's own short date (Latin digits) else. */
  raceDate: (day: string) => string;
  /** An instant as players in India read it (14-NOV-2025 14:30), the day in the language's words. */
  dateTime: (instant: string | number | Date) => string;
  /** A country (ISO 3166 code) in the language's words; the server's English name in English. */
  country: (code: string, englishName: string) => string;
  /** The contract's or the server's English words for a player, in the player's language. */
  words: (english: string) => string;
  /** A refusal from the API: its own words in English, else the catalogue's words for its code. */
  refusal: (error: { code: string; message: string }) => string;
  intl: IntlShape;
}

export function toTranslator(intl: IntlShape): Translator {
  const language = languageOfLocale(intl.locale);
  const raceDate = (day: string) => formatRaceDateIn(language, day);
  return {
    language,
    t: (id, values) => intl.formatMessage({ id }, values),
    rich: (id, values) => intl.formatMessage({ id }, values),
    money: formatRupees,
    raceDate,
    dateTime: (instant) => {
      const at = new Date(instant);
      return `${raceDate(indiaDayOf(at))} ${indiaClockOf(at)}`;
    },
    country: (code, englishName) => {
      if (language === DEFAULT_LANGUAGE) return englishName;
      try {
        const names = new Intl.DisplayNames([formattingLocale(language)], { type: 'region' });
        return names.of(code) ?? englishName;
      } catch {
        // A code Intl does not know (not ISO 3166) keeps the server's name.
        return englishName;
      }
    },
    words: (english) => translatePlayerWords(intl, english),
    refusal: (error) => translateRefusal(intl, error),
    intl,
  };
}

/**
 * The player's language. Outside the app's providers (a component tested alone) it is English,
 * the words every existing test reads.
 */
export function useT(): Translator {
  const intl = useContext(IntlContext) ?? intlFor(DEFAULT_LANGUAGE);
  return useMemo(() => toTranslator(intl), [intl]);
}
