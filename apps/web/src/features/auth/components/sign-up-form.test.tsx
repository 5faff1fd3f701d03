import { ERROR_MESSAGES, indiaDayOf, MESSAGES } from '@furlong/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { SIGN_UP_HAND_OFF_MS, SignUpForm } from './sign-up-form';

const REGISTERED = 'Registration received. Please sign in to continue.';

function renderForm({ asksForPan = false } = {}) {
  const onRegistered = vi.fn();
  render(
    <SignUpForm
      asksForPan={asksForPan}
      onRegistered={onRegistered}
      onOpenTerms={vi.fn()}
      onOpenPrivacy={vi.fn()}
    />,
  );
  return { onRegistered };
}

const field = (label: string) =>
  screen.getByLabelText(label, { exact: true, selector: 'input, select' });
const change = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

/** A complete, valid form; `overrides` change single fields afterwards. */
function fillForm(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'First Name': 'Asha',
    'Last Name': 'Rao',
    Email: 'asha@example.in',
    Mobile: '9876543210',
    Day: '17',
    Month: '5',
    Year: '1990',
    Password: 'Strong@2026',
    State: 'Karnataka',
    ...overrides,
  };
  Object.entries(values).forEach(([label, value]) => change(label, value));
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));

describe('sign-up form', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names every missing field with the product messages', async () => {
    mockApi({});
    renderForm();

    submit();

    expect(await screen.findByText(MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.lastName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobile)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.dateOfBirthParts)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordLength)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.state)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.terms)).toBeInTheDocument();
  });

  it('refuses a player under 21, an impossible date and a weak password', async () => {
    const fetchMock = mockApi({});
    renderForm();
    const newestYear = Number(indiaDayOf(Date.now()).slice(0, 4)) - 18;

    fillForm({ Day: '1', Month: '1', Year: String(newestYear), Password: 'password12' });
    submit();

    expect(await screen.findByText(MESSAGES.underAge)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordStrength)).toBeInTheDocument();

    change('Day', '31');
    change('Month', '2');
    change('Year', '1990');
    submit();
    expect(await screen.findByText(MESSAGES.dateOfBirthInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers 120 birth years, starting 18 years before this one', () => {
    renderForm();
    const thisYear = Number(indiaDayOf(Date.now()).slice(0, 4));
    const years = Array.from(field('Year').querySelectorAll('option'))
      .map((option) => option.value)
      .filter(Boolean);

    expect(years).toHaveLength(120);
    expect(years[0]).toBe(String(thisYear - 18));
    expect(years.at(-1)).toBe(String(thisYear - 137));
  });

  it('keeps the mobile to 10 digits as it is typed', () => {
    renderForm();

    change('Mobile', '+91 98765-43210');

    expect(field('Mobile')).toHaveValue('9198765432');
  });

  it('shows the server message and hands off to sign-in exactly 2 seconds later', async () => {
    // Fake time still follows the real clock, which Testing Library's waits rely on; the few
    // real milliseconds before the checks below are far inside the halves of the delay.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const bodies: unknown[] = [];
    mockApi({
      'POST /api/customer/self/register': (request: MockRequest) => {
        bodies.push(request.body);
        return { status: 201, body: { message: REGISTERED } };
      },
    });
    const { onRegistered } = renderForm();

    fillForm();
    submit();

    expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        customer: {
          traits: {
            firstname: 'Asha',
            lastname: 'Rao',
            email: 'asha@example.in',
            mobile: '9876543210',
            dateOfBirth: '1990-05-17',
            state: 'Karnataka',
          },
          brand: 'FURLONG',
          acceptances: { tnc: true, privacyPolicy: true },
        },
        password: 'Strong@2026',
      },
    ]);
    vi.advanceTimersByTime(SIGN_UP_HAND_OFF_MS / 2);
    expect(onRegistered).not.toHaveBeenCalled();
    vi.advanceTimersByTime(SIGN_UP_HAND_OFF_MS / 2);
    expect(onRegistered).toHaveBeenCalledTimes(1);
    // Sign-in opens filled in with the email just registered.
    expect(onRegistered).toHaveBeenCalledWith('asha@example.in');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('shows field issues from the server, or the generic failure', async () => {
    let reply: unknown = {
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid request',
        issues: [{ path: 'customer.traits.mobile', message: MESSAGES.mobile }],
      },
    };
    mockApi({ 'POST /api/customer/self/register': () => reply });
    renderForm();
    fillForm();

    submit();
    expect(await screen.findByText(MESSAGES.mobile)).toBeInTheDocument();

    reply = { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Boom' } };
    submit();
    await waitFor(() => expect(screen.getByText(MESSAGES.generic)).toBeInTheDocument());
  });

  describe('the retail registration page', () => {
    it('asks for the PAN there only, and needs it in the 5-4-1 pattern', async () => {
      renderForm();
      expect(screen.queryByLabelText('PAN Number')).not.toBeInTheDocument();
      cleanup();

      const fetchMock = mockApi({});
      renderForm({ asksForPan: true });
      fillForm();
      submit();
      expect(await screen.findByText(MESSAGES.panInvalid)).toBeInTheDocument();

      change('PAN Number', 'ABCDE12345');
      submit();
      expect(await screen.findByText(MESSAGES.panInvalid)).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('sends the PAN in capitals as traits.taxNumber and shows PAN_IN_USE on the field', async () => {
      const bodies: unknown[] = [];
      mockApi({
        'POST /api/customer/self/register': (request: MockRequest) => {
          bodies.push(request.body);
          return {
            status: 409,
            body: { statusCode: 409, code: 'PAN_IN_USE', message: ERROR_MESSAGES.PAN_IN_USE },
          };
        },
      });
      renderForm({ asksForPan: true });
      fillForm({ 'PAN Number': 'abcpr1234k' });
      submit();

      expect(await screen.findByText(ERROR_MESSAGES.PAN_IN_USE)).toBeInTheDocument();
      expect(bodies).toMatchObject([{ customer: { traits: { taxNumber: 'ABCPR1234K' } } }]);
      expect(field('PAN Number')).toHaveAttribute('aria-invalid', 'true');
    });
  });
});
