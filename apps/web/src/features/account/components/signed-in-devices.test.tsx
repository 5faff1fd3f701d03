import type { SignedInDevice, SignedInDevices as DeviceList } from '@furlong/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storeTokens } from '../../../lib/auth-tokens';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SignedInDevices } from './signed-in-devices';

const device = (id: string, overrides: Partial<SignedInDevice>): SignedInDevice => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  browser: 'Chrome',
  os: 'Android',
  place: { kind: 'NETWORK', network: '203.0.113.0/24' },
  signedInAt: '2031-03-01T05:00:00.000Z',
  lastSeenAt: '2031-03-01T06:30:00.000Z',
  current: false,
  ...overrides,
});
const phone = device('1', { current: true });
const iphone = device('2', {
  browser: 'Safari',
  os: 'iOS',
  place: { kind: 'LOCAL_NETWORK', network: null },
  lastSeenAt: '2031-02-28T20:05:00.000Z',
});
const unknown = device('3', { browser: null, os: null, place: { kind: 'UNKNOWN', network: null } });

function renderSection(replies: Record<string, unknown>) {
  storeTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  mockApi(replies);
  renderRoute(<SignedInDevices />, { path: '/devices', pattern: '/devices' });
  return userEvent.setup();
}
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Signed-in devices' }))
    .getAllByTestId('signed-in-device')
    .map((row) => row.textContent);

describe('Profile › Signed-in devices', { timeout: 30_000 }, () => {
  it('lists each device with its browser, place and last seen in India time, this one labelled', async () => {
    renderSection({ 'GET /api/customer/self/sessions': { sessions: [phone, iphone, unknown] } });
    expect(await rows()).toEqual([
      'Chrome on AndroidThis deviceNetwork 203.0.113.0/24Last seen 01-MAR-2031, 12:00 India time',
      'Safari on iOSLocal networkLast seen 01-MAR-2031, 01:35 India timeSign out',
      'Unknown browserPlace unknownLast seen 01-MAR-2031, 12:00 India timeSign out',
    ]);
    // This device signs out with the top bar's Logout, not from the list.
    expect(
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Sign out Safari on iOS', 'Sign out Unknown browser', null]);
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveStyle({ minHeight: '44px' });
    }
  });

  it('signs one device out and shows the devices still signed in', async () => {
    const sent: MockRequest[] = [];
    const user = renderSection({
      'GET /api/customer/self/sessions': { sessions: [phone, iphone] },
      [`DELETE /api/customer/self/sessions/${iphone.id}`]: (request: MockRequest): DeviceList => {
        sent.push(request);
        return { sessions: [phone] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
    expect(sent.map((request) => request.token)).toEqual(['access-1']);
    expect(screen.queryByRole('button', { name: 'Sign out of all other devices' })).toBeNull();
  });

  it('signs out of all other devices and keeps this one', async () => {
    const sent: MockRequest[] = [];
    const user = renderSection({
      'GET /api/customer/self/sessions': { sessions: [phone, iphone, unknown] },
      'DELETE /api/customer/self/sessions': (request: MockRequest): DeviceList => {
        sent.push(request);
        return { sessions: [phone] };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByText('No other device is signed in.')).toBeInTheDocument();
    expect(await rows()).toEqual([expect.stringContaining('This device')]);
    expect(sent).toHaveLength(1);
  });

  it("says so when a sign-out is refused, in the API's words", async () => {
    const user = renderSection({
      'GET /api/customer/self/sessions': { sessions: [phone, iphone] },
      'DELETE /api/customer/self/sessions': {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many requests.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out of all other devices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
  });
});
