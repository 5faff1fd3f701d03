import {
  firstScreenApiPaths,
  replayPath,
  SEARCH_PATH,
  PLAYER_SECOND_FACTOR_PATH,
  PLAYER_SECOND_FACTOR_SIGN_IN_PATH,
  RACE_RESULTS_PATH,
} from '@furlong/contract';

/** Every in-app address in one place, so links and route definitions cannot drift apart. */
export const routePatterns = {
  raceDay: '/races/:day',
  raceResults: '/races/:day/results',
  multiRace: '/races/:day/jackpot',
  fixture: '/fixtures/:day/:id',
  horse: '/horses/:participant',
  replay: '/replays/:fixture',
} as const;

export const paths = {
  home: '/',
  raceDay: (day: string) => `/races/${day}`,
  /** A race day's results with the winning price of every market. */
  raceResults: (day: string) => `/races/${day}/results`,
  /** The day's Trebles, Mini Jackpots and Jackpots; `pool` opens one of them. */
  multiRace: (day: string, poolUid?: string) =>
    `/races/${day}/jackpot${poolUid === undefined ? '' : `?pool=${encodeURIComponent(poolUid)}`}`,
  fixture: (day: string, fixtureUid: string) => `/fixtures/${day}/${fixtureUid}`,
  /** A horse's form guide, as of the card a search found it on. */
  horse: (participantUid: string) => `/horses/${encodeURIComponent(participantUid)}`,
  /** A run race's recording. */
  replay: (fixtureUid: string) => `/replays/${encodeURIComponent(fixtureUid)}`,
  /** The race page with a bet from My Bets back on the slip: market, horse number, rupees. */
  repeatBet: (
    day: string,
    fixtureUid: string,
    market: string,
    horseNumber: number,
    amount: number,
  ) => `/fixtures/${day}/${fixtureUid}?repeat=${market}-${horseNumber}&amount=${amount}`,
  promotions: '/promotions',
  bonus: '/promotions/bonus',
  registration: '/retail/registration',
  /** The "not you?" link of security notices (FREEZE_ACCOUNT_PATH in the contract). */
  freezeAccount: '/freeze-account',
  myAccount: '/myaccount',
  profile: '/myaccount/profile',
  deposit: '/myaccount/deposit',
  depositDetail: (id: string) => `/myaccount/deposit/${id}`,
  accountBonus: '/myaccount/bonus',
  withdraw: '/myaccount/withdraw',
  withdrawal: (id: string) => `/myaccount/withdraw/${id}`,
  withdrawLegacy: '/myaccount/withdraw-legacy',
  withdrawalLegacy: (id: string) => `/myaccount/withdraw-legacy/${id}`,
  history: '/myaccount/history',
  myBets: '/myaccount/my-bets',
  saferGambling: '/myaccount/safer-gambling',
  statements: '/myaccount/statements',
  following: '/myaccount/following',
  myData: '/myaccount/my-data',
  notifications: '/myaccount/notifications',
} as const;

export const apiPaths = {
  // The first screen's reads are the contract's: the server embeds their answers by path.
  raceDay: firstScreenApiPaths.raceDay,
  fixture: firstScreenApiPaths.raceCard,
  priceHistory: (fixtureUid: string) =>
    `/api/mc/sport-fixture/${encodeURIComponent(fixtureUid)}/price-history`,
  formGuide: (participantUid: string) =>
    `/api/mc/participants/${encodeURIComponent(participantUid)}/form`,
  search: (text: string) => `${SEARCH_PATH}?q=${encodeURIComponent(text)}`,
  replay: replayPath,
  raceDays: (from: string, to: string) => `/api/mc/race-days?from=${from}&to=${to}`,
  raceResults: (day: string) => `${RACE_RESULTS_PATH}?date=${day}`,
  reference: firstScreenApiPaths.reference,
  login: '/api/aic/auth/login',
  /** The second call of a sign-in answered 202: the challenge and the authenticator's code. */
  secondFactorSignIn: PLAYER_SECOND_FACTOR_SIGN_IN_PATH,
  refreshToken: '/api/aic/auth/refresh-token',
  logout: '/api/aic/auth/logout',
  requestOtp: '/api/aic/auth/request-otp',
  requestVerification: '/api/aic/identity/self/request-verification',
  verifyAddress: '/api/aic/identity/self/verify',
  changePassword: '/api/aic/identity/self/change-password',
  freezeAccount: '/api/aic/auth/freeze-account',
  stepUp: '/api/aic/identity/self/step-up',
  stepUpCode: '/api/aic/identity/self/step-up/otp',
  register: '/api/customer/self/register',
  customerSelf: '/api/customer/self',
  language: '/api/customer/self/language',
  /** The player's signed-in devices; DELETE signs all others out, `/{id}` one. */
  sessions: '/api/customer/self/sessions',
  /** Two-step sign-in: GET whether on, POST to start, `/confirm` to turn on, DELETE to turn off. */
  secondFactor: PLAYER_SECOND_FACTOR_PATH,
  kycUpload: '/api/customer/self/upload',
  wallet: '/api/customer/self/wallet',
  protections: '/api/customer/self/protections',
  follows: '/api/customer/self/follows',
  consent: '/api/customer/self/consent',
  myData: '/api/customer/self/data',
  dataExport: (format: 'json' | 'csv') => `/api/customer/self/data-export?format=${format}`,
  dataRequests: '/api/customer/self/data-requests',
  /** The player's newest 50 notices; `/{uid}/dismiss` dismisses one (204). */
  notices: '/api/customer/self/notices',
  /** The server's VAPID public key, for PushManager.subscribe (decision 081). */
  pushKey: '/api/customer/self/push/key',
  /** This player's browsers that receive pushes: PUT saves one, `/{uid}` DELETE removes it. */
  pushSubscriptions: '/api/customer/self/push/subscriptions',
  streamUrl: (fixtureUid: string) =>
    `/api/r2w-adapter/sis/${encodeURIComponent(fixtureUid)}/stream-url`,
} as const;
