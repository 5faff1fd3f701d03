import type { Protections } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, requestsOf, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SaferGambling } from './safer-gambling';

const HOUR = 60 * 60 * 1000;
const base: Protections = {
  limits: [],
  timeOutUntil: null,
  selfExcludedUntil: null,
  selfExclusionReturnFrom: null,
  realityCheckMinutes: null,
  priceChangePolicy: 'ASK',
  marketingConsent: false,
  closedAt: null,
};

/** The Safer gambling tab with the protections given; its account section is under test. */
function open(protections: Protections, replies: Record<string, unknown> = {}) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const fetchMock = mockApi({ '/api/customer/self/protections': protections, ...replies });
  renderRoute(<SaferGambling />, { path: '/', pattern: '/' });
  return fetchMock;
}

describe('account section of Safer gambling', () => {
  it('offers a return once an exclusion has ended, and sends it only after the confirmation', async () => {
    const ended = { ...base, selfExcludedUntil: new Date(Date.now() - HOUR).toISOString() };
    const returnFrom = new Date(Date.now() + 24 * HOUR).toISOString();
    const fetchMock = open(ended, {
      'POST /api/customer/self/protections/self-exclusion/return': {
        ...ended,
        selfExclusionReturnFrom: returnFrom,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask to return' }));
    expect(requestsOf(fetchMock)).not.toContain(
      'POST /api/customer/self/protections/self-exclusion/return',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(requestsOf(fetchMock)).not.toContain(
      'POST /api/customer/self/protections/self-exclusion/return',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask to return' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm return' }));
    expect(await screen.findByText(/You asked to return/)).toBeInTheDocument();
    expect(requestsOf(fetchMock)).toContain(
      'POST /api/customer/self/protections/self-exclusion/return',
    );
  });

  it('does not offer a return while the exclusion runs', async () => {
    open({ ...base, selfExcludedUntil: new Date(Date.now() + HOUR).toISOString() });
    await screen.findByRole('button', { name: 'Close my account' });
    expect(screen.queryByRole('button', { name: 'Ask to return' })).toBeNull();
  });

  it('says when betting resumes once the player asked to return', async () => {
    open({
      ...base,
      selfExcludedUntil: new Date(Date.now() - HOUR).toISOString(),
      selfExclusionReturnFrom: '2031-04-10T04:30:00.000Z',
    });
    expect(await screen.findByText(/You can bet again from 10/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to return' })).toBeNull();
  });

  it('closes the account after a confirmation with a reason', async () => {
    const sent: unknown[] = [];
    const fetchMock = open(base, {
      'POST /api/customer/self/protections/close-account': (request: MockRequest) => {
        sent.push(request.body);
        return { ...base, closedAt: new Date().toISOString() };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(within(dialog).getByText('Please tell us why.')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(
      'POST /api/customer/self/protections/close-account',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why are you closing it/ }),
      'Moving abroad',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account' }));
    expect(await screen.findByText(/Your account was closed on/)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'Moving abroad' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the account open when the player thinks again', async () => {
    const fetchMock = open(base);
    await userEvent.click(await screen.findByRole('button', { name: 'Close my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestsOf(fetchMock)).not.toContain(
      'POST /api/customer/self/protections/close-account',
    );
  });
});
