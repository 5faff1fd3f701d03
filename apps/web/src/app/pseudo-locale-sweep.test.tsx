import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { INDIAN_STATES } from '@furlong/contract';
import { describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../lib/auth-tokens';
import { MONTH_NAMES } from '../lib/month-names';
import { buildPlayer, buildWallet } from '../test/account-data';
import { buildTransaction } from '../test/bet-data';
import { buildSummary, reference } from '../test/race-data';
import { mockApi } from '../test/mock-api';
import { PSEUDO_LOCALE, pseudoCatalogue, unmarkedTexts } from '../test/pseudo-locale';
import { renderRoute } from '../test/render';
import { stubScreenWidth } from '../test/screen-width';

// Every language reads the pseudo catalogue here: whatever shows unaccented did not come
// through it. Formats stay the app's (en-IN), so money and dates keep their Indian shapes.
vi.mock('../i18n/intl', () => {
  const intl = createIntl({
    locale: 'en-IN',
    defaultLocale: 'en-IN',
    messages: pseudoCatalogue(),
    timeZone: 'Asia/Kolkata',
  });
  return { intlFor: () => intl };
});

/** Data, money, numbers and brand words may stay as they are. */
const ALLOWED: (string | RegExp)[] = [
  /Furlong/g,
  /₹[\d,.]+/g,
  /\bWIN\b|\bPLACE\b/g,
  // English's own date shape: the pseudo-locale formats as en-IN (other languages use theirs).
  /\d{2}-[A-Z]{3}-\d{4}/g,
  // The language picker names each language in itself.
  /\bEnglish\b/g,
  // States are names the player picks; the server keeps them in English.
  ...INDIAN_STATES,
];

const page = (n: number) => `/api/customer/self/transactions?page=${n}&size=10`;

describe(`the player app in ${PSEUDO_LOCALE}`, { timeout: 30_000 }, () => {
  it('History shows no English of its own', async () => {
    storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    mockApi({
      'GET /api/customer/self': buildPlayer(),
      'GET /api/customer/self/wallet': buildWallet(100),
      [page(0)]: [
        buildTransaction({ description: 'Bet slip of 1 line(s)', txnType: 'DEBIT' }),
        buildTransaction({ description: 'Tote ticket P500123', txnGroup: 'sports' }),
        buildTransaction({ description: 'Withdrawal', txnGroup: 'cashier', status: 'PENDING' }),
      ],
    });
    renderRoute(null, { path: '/myaccount/history' });
    const history = await screen.findByTestId('history');
    expect(unmarkedTexts(history, [...ALLOWED, /P500123/g])).toEqual([]);
  });

  it('the sign-in and sign-up dialogs show no English of their own', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderRoute(null, { path: '/promotions' });
    const login = await screen.findAllByRole('button', { name: /⟦/ });
    expect(login.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: '⟦Ļöĝîñ⟧' }));
    const signIn = await screen.findByRole('dialog', { name: '⟦Šîĝñ îñ⟧' });
    expect(unmarkedTexts(signIn, ALLOWED)).toEqual([]);
    await user.click(within(signIn).getByRole('button', { name: '⟦Šîĝñ ûþ⟧' }));
    const signUp = await screen.findByRole('dialog', { name: '⟦Šîĝñ ûþ⟧' });
    expect(unmarkedTexts(signUp, ALLOWED)).toEqual([]);
  });

  it('the race day page and its header, venues and footer show no English of their own; venues and races are data', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-15T04:00:00.000Z'));
    try {
      mockApi({
        '/api/mc/sport-fixture?active=true&date=2025-11-15': [buildSummary()],
        '/api/mc/reference': reference,
      });
      renderRoute(null, { path: '/races/2025-11-15' });
      const main = await screen.findByRole('main');
      await within(main).findAllByTestId('race-row');
      expect(
        unmarkedTexts(document.body, [
          ...ALLOWED,
          /Maiden Plate|Bangalore|Mysore|Chantilly/g,
          /BLR|MYS|CHY/g,
        ]),
      ).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the Promotions page shows no English of its own', async () => {
    mockApi({
      '/api/content/promotions': [],
      '/api/content/banners': [],
      '/api/content/tips': [],
      '/api/mc/reference': reference,
    });
    renderRoute(null, { path: '/promotions' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1 });
    await within(main).findByText(/^⟦Ţĥéŕé àŕé ñö/);
    expect(unmarkedTexts(main, ALLOWED)).toEqual([]);
  });

  it("the phone's menu, its venues by country and Coming Soon show no English of their own", async () => {
    stubScreenWidth(360);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-11-15T04:00:00.000Z'));
    try {
      mockApi({
        '/api/mc/sport-fixture?active=true&date=2025-11-15': [buildSummary()],
        '/api/mc/reference': reference,
      });
      const user = userEvent.setup();
      renderRoute(null, { path: '/races/2025-11-15' });
      await user.click(await screen.findByRole('button', { name: '⟦Öþéñ ɱéñû⟧' }));
      const menu = await screen.findByRole('dialog', { name: '⟦Ṁéñû⟧' });
      await within(menu).findAllByText(/Bangalore/);
      expect(
        unmarkedTexts(menu, [
          ...ALLOWED,
          // The calendar's month and weekdays: English's own, as the date shape above.
          ...MONTH_NAMES,
          /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/g,
          // English keeps the server's country names; other languages name them (Intl).
          /India|France/g,
          /Bangalore|Mysore|Chantilly/g,
          /BLR|MYS|CHY/g,
        ]),
      ).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
