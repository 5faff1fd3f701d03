import { ERROR_MESSAGES, indiaDayOf, MESSAGES } from '@furlong/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockRequest } from '../../../test/mock-api';
import { sessionReply } from '../../../test/account-data';
import { SignUpForm } from './sign-up-form';

const REGISTERED = 'Registration received. Please sign in to continue.';

type Verify = (identifier: string, otp: string) => Promise<unknown>;

function renderForm({
  asksForPan = false,
  verifyAddress = vi.fn<Verify>(async () => ({})),
}: { asksForPan?: boolean; verifyAddress?: Verify } = {}) {
  const onRegistered = vi.fn();
  const onSignedIn = vi.fn(async () => {});
  render(
    <SignUpForm
      asksForPan={asksForPan}
      onRegistered={onRegistered}
      onSignedIn={onSignedIn}
      verifyAddress={verifyAddress}
      onOpenTerms={vi.fn()}
      onOpenPrivacy={vi.fn()}
    />,
  );
  return { onRegistered, onSignedIn };
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

  it('shows the server message, then asks for the email code and the mobile code on one step', async () => {
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
    expect(
      screen.getByText(
        'We have sent a 6-digit code to your email asha@example.in and another to your mobile 9876543210. Enter both.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email code')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    // Left for later: sign-in opens filled in with the email just registered.
    fireEvent.click(screen.getByRole('button', { name: 'Verify later' }));
    expect(onRegistered).toHaveBeenCalledWith('asha@example.in');
  });

  describe('the two-code step', () => {
    /** The verify call is the account feature's, handed in: here a stand-in that records it. */
    const registerThenCodes = async (isRight: (identifier: string, otp: string) => boolean) => {
      const requests: { path: string; body: unknown }[] = [];
      mockApi({
        'POST /api/customer/self/register': { status: 201, body: { message: REGISTERED } },
        'POST /api/aic/auth/login': (request: MockRequest) => {
          requests.push({ path: request.path, body: request.body });
          return sessionReply();
        },
      });
      const verifyAddress = async (identifier: string, otp: string) => {
        requests.push({ path: 'verify', body: { identifier, otp } });
        if (!isRight(identifier, otp)) throw new Error('OTP_INVALID');
        return {};
      };
      const form = renderForm({ verifyAddress });
      fillForm();
      submit();
      await screen.findByLabelText('Email code');
      return { ...form, requests };
    };
    const validate = () => fireEvent.click(screen.getByRole('button', { name: 'Validate' }));

    it('signs in with the details registered and verifies both codes', async () => {
      const { requests, onSignedIn } = await registerThenCodes(() => true);
      fireEvent.change(screen.getByLabelText('Email code'), { target: { value: '12 34 56' } });
      fireEvent.change(screen.getByLabelText('Mobile code'), { target: { value: '654321' } });
      validate();

      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(requests).toEqual([
        {
          path: '/api/aic/auth/login',
          body: {
            identifier: 'asha@example.in',
            value: 'Strong@2026',
            type: 'PASSWORD',
            tenant: 'furlong',
          },
        },
        { path: 'verify', body: { identifier: 'asha@example.in', otp: '123456' } },
        { path: 'verify', body: { identifier: '9876543210', otp: '654321' } },
      ]);
    });

    it('asks for both codes before calling the server', async () => {
      const { requests } = await registerThenCodes(() => true);
      fireEvent.change(screen.getByLabelText('Email code'), { target: { value: '123456' } });
      validate();

      expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
      expect(requests).toEqual([]);
    });

    it('says the generic failure for a wrong code and checks only that one again', async () => {
      const { requests, onSignedIn } = await registerThenCodes((_, otp) => otp !== '000000');
      fireEvent.change(screen.getByLabelText('Email code'), { target: { value: '123456' } });
      fireEvent.change(screen.getByLabelText('Mobile code'), { target: { value: '000000' } });
      validate();

      expect(await screen.findByText(MESSAGES.generic)).toBeInTheDocument();
      expect(onSignedIn).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Email code')).toBeDisabled();
      fireEvent.change(screen.getByLabelText('Mobile code'), { target: { value: '654321' } });
      validate();

      await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
      expect(requests.map(({ path, body }) => `${path} ${JSON.stringify(body)}`)).toEqual([
        expect.stringMatching(/^\/api\/aic\/auth\/login /),
        'verify {"identifier":"asha@example.in","otp":"123456"}',
        'verify {"identifier":"9876543210","otp":"000000"}',
        'verify {"identifier":"9876543210","otp":"654321"}',
      ]);
    });
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
