import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * en-XA, the pseudo-locale: every English message with its letters accented and the whole
 * bracketed (⟦Ŝîĝñ îñ⟧). Text a player reads with a plain ASCII word in it did not come through
 * the catalogue. No app module here, so the browser journeys can build it in Node too.
 */
export const PSEUDO_LOCALE = 'en-XA';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'àƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
);

export function accent(text: string): string {
  return [...text].map((character) => ACCENTED[character] ?? character).join('');
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: accent(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options };
    }
    if (element.type === TYPE.tag)
      return { ...element, children: pseudoElements(element.children) };
    return element;
  });
}

/** The pseudo catalogue: each English message parsed, accented and bracketed. */
export function pseudoCatalogue(
  english: Readonly<Record<string, string | MessageFormatElement[]>>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => {
      const elements = typeof message === 'string' ? parse(message) : message;
      return [
        id,
        [
          { type: TYPE.literal, value: PSEUDO_OPEN },
          ...pseudoElements(elements),
          { type: TYPE.literal, value: PSEUDO_CLOSE },
        ] as MessageFormatElement[],
      ];
    }),
  );
}
