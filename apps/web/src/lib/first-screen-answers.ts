import { FIRST_SCREEN_ANSWERS_ID, firstScreenAnswersSchema } from '@furlong/contract';

/**
 * An answer embedded in the page counts as fresh for as long as a fetched one would (the query
 * client's staleTime): after that, a first read of its path goes to the network.
 */
const ANSWER_LIFE_MS = 30_000;

let answers: Map<string, unknown> | undefined;

/** The answers the server put in the page (decision 086), read once; none in tests or a bad block. */
function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const block =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_ANSWERS_ID);
  if (!block?.textContent) return answers;
  try {
    const parsed = firstScreenAnswersSchema.safeParse(JSON.parse(block.textContent));
    if (parsed.success) answers = new Map(Object.entries(parsed.data.answers));
  } catch {
    // A block that is not JSON is no answer: the reads go to the network as usual.
  }
  block.remove();
  return answers;
}

/**
 * The server's answer for this API path, taken once: the first screen's reads start from what
 * the page already shows instead of asking the API again; every later read of the path asks.
 */
export function takeFirstScreenAnswer(path: string): { body: unknown } | undefined {
  const embedded = embeddedAnswers();
  if (!embedded.has(path)) return undefined;
  const body = embedded.get(path);
  embedded.delete(path);
  const isYoung = typeof performance === 'undefined' || performance.now() < ANSWER_LIFE_MS;
  return isYoung ? { body } : undefined;
}
