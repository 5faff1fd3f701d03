import type { LanguageTag } from '@furlong/contract';

/**
 * The words of every push, in each language of the app (decision 091): the server has no other
 * catalogue. `{name}` is a value the sender fills: a race (`{venue} R{race}`), an amount already
 * written by `formatRupees` (₹1,00,000.00 in every language), a runner's number and name, a
 * day and an India clock. Where the web says the same thing (`notices.won`, `notices.lost`,
 * `runner.scratched`...), these are its words. Names of horses, jockeys and venues stay as the
 * card writes them; racing words may stay English (decisions 076, 087).
 */
const ENGLISH = {
  race: '{venue} R{race}',
  won: 'You won {amount}',
  refunded: '{amount} refunded',
  wonAndRefunded: 'You won {won} and {refunded} was refunded',
  lostOne: 'Your bet lost',
  lostMany: 'Your bets lost',
  scratched: '{number} {horse}, which you backed, is scratched.',
  followDeclared: 'Declared: {runner} in {race}, {day} at {time}.',
  followStartingSoon: 'Off in {minutes} minutes: {runner} in {race} at {time}.',
  followResult: 'Result of {race}: {outcome}.',
  followResultOf: 'Result of {race}: {outcome} ({runner}).',
  runnerJockey: '{jockey} rides {horse}',
  runnerTrainer: '{horse} (trainer {trainer})',
  outcomeVoid: 'the race was declared void',
  outcomeWon: '{horse} won',
  outcomeSecond: '{horse} finished 2nd',
  outcomeThird: '{horse} finished 3rd',
  outcomeUnplaced: '{horse} finished unplaced',
} as const;

export type PushWordKey = keyof typeof ENGLISH;

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a key's English template names, each required. */
export type PushWordValues<Key extends PushWordKey> = Record<
  Placeholders<(typeof ENGLISH)[Key]>,
  string | number
>;

export const PUSH_WORDS: Record<LanguageTag, Record<PushWordKey, string>> = {
  'en-IN': ENGLISH,
  'hi-IN': {
    race: '{venue} R{race}',
    won: 'आप {amount} जीते',
    refunded: '{amount} वापस किए गए',
    wonAndRefunded: 'आप {won} जीते और {refunded} वापस किए गए',
    lostOne: 'आपकी बेट हार गई',
    lostMany: 'आपकी बेटें हार गईं',
    scratched: 'आपने जिस पर बेट लगाई, वह {number} {horse} स्क्रैच हो गया।',
    followDeclared: 'घोषित: {runner}, {race} में, {day} को {time} बजे।',
    followStartingSoon: '{minutes} मिनट में शुरू: {runner}, {race} में, {time} बजे।',
    followResult: '{race} का नतीजा: {outcome}।',
    followResultOf: '{race} का नतीजा: {outcome} ({runner})।',
    runnerJockey: '{horse} पर {jockey}',
    runnerTrainer: '{horse} (ट्रेनर {trainer})',
    outcomeVoid: 'रेस रद्द घोषित हुई',
    outcomeWon: '{horse} जीता',
    outcomeSecond: '{horse} दूसरे स्थान पर रहा',
    outcomeThird: '{horse} तीसरे स्थान पर रहा',
    outcomeUnplaced: '{horse} पहले तीन में नहीं आया',
  },
  'mr-IN': {
    race: '{venue} R{race}',
    won: 'तुम्ही {amount} जिंकले',
    refunded: '{amount} परत केले',
    wonAndRefunded: 'तुम्ही {won} जिंकले आणि {refunded} परत केले',
    lostOne: 'तुमचे बेट हरले',
    lostMany: 'तुमचे बेट हरले',
    scratched: 'तुम्ही बेट लावलेला {number} {horse} माघारी घेतला आहे.',
    followDeclared: 'जाहीर: {runner}, {race} मध्ये, {day} रोजी {time} वाजता.',
    followStartingSoon: '{minutes} मिनिटांत सुरू: {runner}, {race} मध्ये, {time} वाजता.',
    followResult: '{race} चा निकाल: {outcome}.',
    followResultOf: '{race} चा निकाल: {outcome} ({runner}).',
    runnerJockey: '{horse} वर {jockey}',
    runnerTrainer: '{horse} (ट्रेनर {trainer})',
    outcomeVoid: 'रेस रद्द जाहीर झाली',
    outcomeWon: '{horse} जिंकला',
    outcomeSecond: '{horse} दुसरा आला',
    outcomeThird: '{horse} तिसरा आला',
    outcomeUnplaced: '{horse} पहिल्या तिनांत आला नाही',
  },
  'kn-IN': {
    race: '{venue} R{race}',
    won: 'ನೀವು {amount} ಗೆದ್ದಿದ್ದೀರಿ',
    refunded: '{amount} ಮರುಪಾವತಿಸಲಾಗಿದೆ',
    wonAndRefunded: 'ನೀವು {won} ಗೆದ್ದಿದ್ದೀರಿ ಮತ್ತು {refunded} ಮರುಪಾವತಿಸಲಾಗಿದೆ',
    lostOne: 'ನಿಮ್ಮ ಬೆಟ್ ಸೋತಿದೆ',
    lostMany: 'ನಿಮ್ಮ ಬೆಟ್‌ಗಳು ಸೋತಿವೆ',
    scratched: 'ನೀವು ಬೆಟ್ ಮಾಡಿದ {number} {horse} ಹಿಂದೆ ಸರಿದಿದೆ.',
    followDeclared: 'ಘೋಷಿತ: {race} ನಲ್ಲಿ {runner}, {day} ರಂದು {time} ಕ್ಕೆ.',
    followStartingSoon: '{minutes} ನಿಮಿಷಗಳಲ್ಲಿ ಆರಂಭ: {race} ನಲ್ಲಿ {runner}, {time} ಕ್ಕೆ.',
    followResult: '{race} ಫಲಿತಾಂಶ: {outcome}.',
    followResultOf: '{race} ಫಲಿತಾಂಶ: {outcome} ({runner}).',
    runnerJockey: '{horse} ಮೇಲೆ {jockey}',
    runnerTrainer: '{horse} (ತರಬೇತುದಾರ {trainer})',
    outcomeVoid: 'ರೇಸ್ ರದ್ದು ಎಂದು ಘೋಷಿಸಲಾಗಿದೆ',
    outcomeWon: '{horse} ಗೆದ್ದಿತು',
    outcomeSecond: '{horse} 2ನೇ ಸ್ಥಾನ ಪಡೆಯಿತು',
    outcomeThird: '{horse} 3ನೇ ಸ್ಥಾನ ಪಡೆಯಿತು',
    outcomeUnplaced: '{horse} ಮೊದಲ ಮೂರರಲ್ಲಿ ಬರಲಿಲ್ಲ',
  },
  'te-IN': {
    race: '{venue} R{race}',
    won: 'మీరు {amount} గెలిచారు',
    refunded: '{amount} రీఫండ్ అయింది',
    wonAndRefunded: 'మీరు {won} గెలిచారు, {refunded} రీఫండ్ అయింది',
    lostOne: 'మీ బెట్ ఓడిపోయింది',
    lostMany: 'మీ బెట్‌లు ఓడిపోయాయి',
    scratched: 'మీరు బెట్ వేసిన {number} {horse} ఉపసంహరించబడింది.',
    followDeclared: 'ప్రకటించారు: {race} లో {runner}, {day} న {time} కు.',
    followStartingSoon: '{minutes} నిమిషాల్లో ప్రారంభం: {race} లో {runner}, {time} కు.',
    followResult: '{race} ఫలితం: {outcome}.',
    followResultOf: '{race} ఫలితం: {outcome} ({runner}).',
    runnerJockey: '{horse} పై {jockey}',
    runnerTrainer: '{horse} (ట్రైనర్ {trainer})',
    outcomeVoid: 'రేస్ రద్దు అయినట్లు ప్రకటించారు',
    outcomeWon: '{horse} గెలిచింది',
    outcomeSecond: '{horse} 2వ స్థానంలో నిలిచింది',
    outcomeThird: '{horse} 3వ స్థానంలో నిలిచింది',
    outcomeUnplaced: '{horse} మొదటి మూడు స్థానాల్లో లేదు',
  },
  'ta-IN': {
    race: '{venue} R{race}',
    won: 'நீங்கள் {amount} வென்றீர்கள்',
    refunded: '{amount} திருப்பியளிக்கப்பட்டது',
    wonAndRefunded: 'நீங்கள் {won} வென்றீர்கள், {refunded} திருப்பியளிக்கப்பட்டது',
    lostOne: 'உங்கள் பந்தயம் தோற்றது',
    lostMany: 'உங்கள் பந்தயங்கள் தோற்றன',
    scratched: 'நீங்கள் பந்தயம் கட்டிய {number} {horse} விலக்கப்பட்டது.',
    followDeclared: 'அறிவிப்பு: {race} இல் {runner}, {day} அன்று {time} மணிக்கு.',
    followStartingSoon: '{minutes} நிமிடங்களில் தொடக்கம்: {race} இல் {runner}, {time} மணிக்கு.',
    followResult: '{race} முடிவு: {outcome}.',
    followResultOf: '{race} முடிவு: {outcome} ({runner}).',
    runnerJockey: '{horse} மீது {jockey}',
    runnerTrainer: '{horse} (பயிற்சியாளர் {trainer})',
    outcomeVoid: 'ரேஸ் செல்லாது என அறிவிக்கப்பட்டது',
    outcomeWon: '{horse} வென்றது',
    outcomeSecond: '{horse} 2வது இடம் பெற்றது',
    outcomeThird: '{horse} 3வது இடம் பெற்றது',
    outcomeUnplaced: '{horse} முதல் மூன்றில் வரவில்லை',
  },
  'bn-IN': {
    race: '{venue} R{race}',
    won: 'আপনি {amount} জিতেছেন',
    refunded: '{amount} ফেরত দেওয়া হয়েছে',
    wonAndRefunded: 'আপনি {won} জিতেছেন এবং {refunded} ফেরত দেওয়া হয়েছে',
    lostOne: 'আপনার বেট হেরেছে',
    lostMany: 'আপনার বেটগুলি হেরেছে',
    scratched: 'আপনার বেট করা {number} {horse} সরে গেছে।',
    followDeclared: 'ঘোষিত: {race}-এ {runner}, {day} তারিখে {time}-এ।',
    followStartingSoon: '{minutes} মিনিট পরে শুরু: {race}-এ {runner}, {time}-এ।',
    followResult: '{race}-এর ফলাফল: {outcome}।',
    followResultOf: '{race}-এর ফলাফল: {outcome} ({runner})।',
    runnerJockey: '{horse}-এ {jockey}',
    runnerTrainer: '{horse} (ট্রেনার {trainer})',
    outcomeVoid: 'রেস অকার্যকর ঘোষণা করা হয়েছে',
    outcomeWon: '{horse} জিতেছে',
    outcomeSecond: '{horse} দ্বিতীয় হয়েছে',
    outcomeThird: '{horse} তৃতীয় হয়েছে',
    outcomeUnplaced: '{horse} প্রথম তিনে আসেনি',
  },
};

type ValuesOf<Key extends PushWordKey> =
  Placeholders<(typeof ENGLISH)[Key]> extends never ? [] : [PushWordValues<Key>];

/** A push's words in the language, its values filled in. */
export function pushWords<Key extends PushWordKey>(
  language: LanguageTag,
  key: Key,
  ...values: ValuesOf<Key>
): string {
  const filled: Record<string, string | number> = values[0] ?? {};
  return PUSH_WORDS[language][key].replace(/\{(\w+)\}/g, (_, name: string) =>
    String(filled[name] ?? ''),
  );
}

/** `pushWords` in one language: what a sender words its push with (`queuePushes`). */
export interface SayPush {
  <Key extends PushWordKey>(key: Key, ...values: ValuesOf<Key>): string;
  /** The language it speaks, for what the catalogue does not hold (a day: `formatRaceDateIn`). */
  readonly language: LanguageTag;
}

export function sayIn(language: LanguageTag): SayPush {
  const say = <Key extends PushWordKey>(key: Key, ...values: ValuesOf<Key>) =>
    pushWords(language, key, ...values);
  return Object.assign(say, { language });
}
