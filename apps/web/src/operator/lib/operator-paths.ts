/** Every console address and operator API path in one place. */
export const CONSOLE_BASE = '/operator';

export const consolePaths = {
  signIn: `${CONSOLE_BASE}/login`,
  board: (day?: string) => (day ? `${CONSOLE_BASE}/board?day=${day}` : `${CONSOLE_BASE}/board`),
  race: (uid: string) => `${CONSOLE_BASE}/races/${uid}`,
  newRace: `${CONSOLE_BASE}/races`,
  review: `${CONSOLE_BASE}/review`,
  players: `${CONSOLE_BASE}/players`,
  player: (uid: string) => `${CONSOLE_BASE}/players/${uid}`,
  audit: `${CONSOLE_BASE}/audit`,
  approvals: `${CONSOLE_BASE}/approvals`,
  legal: `${CONSOLE_BASE}/legal`,
} as const;

const api = '/api/operator';
const race = (uid: string) => `${api}/races/${encodeURIComponent(uid)}`;

export const operatorApiPaths = {
  login: `${api}/auth/login`,
  secondFactor: `${api}/auth/second-factor`,
  refreshToken: `${api}/auth/refresh-token`,
  logout: `${api}/auth/logout`,
  me: `${api}/me`,
  races: (day: string) => `${api}/races?day=${day}`,
  createRace: `${api}/races`,
  nextOff: `${api}/races/next-off`,
  race,
  runners: (uid: string) => `${race(uid)}/runners`,
  prices: (uid: string) => `${race(uid)}/prices`,
  raceAction: (uid: string, action: string) => `${race(uid)}/${action}`,
  exposure: (uid: string) => `${race(uid)}/exposure`,
  book: (uid: string) => `${race(uid)}/book`,
  priceModel: (uid: string) => `${race(uid)}/price-model`,
  moveField: (uid: string) => `${race(uid)}/prices/move`,
  liabilityLimits: (uid: string) => `${race(uid)}/liability-limits`,
  suspensions: (uid: string) => `${race(uid)}/suspensions`,
  runnerAction: (uid: string, horseNo: number, action: 'reinstate' | 'deduction-price') =>
    `${race(uid)}/runners/${horseNo}/${action}`,
  abandonMeeting: (meetingUid: string) =>
    `${api}/meetings/${encodeURIComponent(meetingUid)}/abandon`,
  palpableError: (betUid: string) => `${api}/bets/${encodeURIComponent(betUid)}/palpable-error`,
  palpableErrors: `${api}/palpable-errors`,
  palpableDecision: (uid: string, decision: 'approve' | 'reject') =>
    `${api}/palpable-errors/${encodeURIComponent(uid)}/${decision}`,
  reviewQueue: `${api}/review-queue`,
  reviewDecision: (betUid: string, decision: 'confirm' | 'reject') =>
    `${api}/review-queue/${encodeURIComponent(betUid)}/${decision}`,
  players: (query: string) => `${api}/players?query=${encodeURIComponent(query)}`,
  player: (uid: string) => `${api}/players/${encodeURIComponent(uid)}`,
  adjustments: (uid: string) => `${api}/players/${encodeURIComponent(uid)}/adjustments`,
  protections: (uid: string) => `${api}/players/${encodeURIComponent(uid)}/protections`,
  tradingProfile: (uid: string) => `${api}/players/${encodeURIComponent(uid)}/trading-profile`,
  stakeFactor: (uid: string) => `${api}/players/${encodeURIComponent(uid)}/stake-factor`,
  limitHits: `${api}/protections/limit-hits`,
  dayReport: (day: string) => `${api}/reports/day?day=${day}`,
  dayReportCsv: (day: string) => `${api}/reports/day/csv?day=${day}`,
  tdsReport: (fy: string) => `${api}/reports/tds?fy=${encodeURIComponent(fy)}`,
  tdsReportCsv: (fy: string) => `${api}/reports/tds/csv?fy=${encodeURIComponent(fy)}`,
  adjustmentRequests: `${api}/adjustment-requests`,
  legalStates: `${api}/legal/states`,
  legalState: (state: string) => `${api}/legal/states/${encodeURIComponent(state)}`,
  legalPayouts: (state: string) => `${api}/legal/states/${encodeURIComponent(state)}/payouts`,
  legalWindDownAll: `${api}/legal/wind-down-all`,
  legalChanges: `${api}/legal/changes`,
  dataRequests: (status: 'ACTIVE' | 'CLOSED') => `${api}/data-requests?status=${status}`,
  dataRequestActions: (uid: string) => `${api}/data-requests/${encodeURIComponent(uid)}/actions`,
  breachNotices: `${api}/breach-notices`,
  breachNotice: (uid: string) => `${api}/breach-notices/${encodeURIComponent(uid)}`,
  breachNoticeSend: (uid: string) => `${api}/breach-notices/${encodeURIComponent(uid)}/send`,
  breachBoardReport: (uid: string) =>
    `${api}/breach-notices/${encodeURIComponent(uid)}/board-report`,
  legalChangeDecision: (uid: string, decision: 'approve' | 'reject') =>
    `${api}/legal/changes/${encodeURIComponent(uid)}/${decision}`,
  adjustmentDecision: (uid: string, decision: 'approve' | 'reject') =>
    `${api}/adjustment-requests/${encodeURIComponent(uid)}/${decision}`,
  audit: (before: number | undefined, limit: number) =>
    before === undefined
      ? `${api}/audit?limit=${limit}`
      : `${api}/audit?before=${before}&limit=${limit}`,
} as const;
