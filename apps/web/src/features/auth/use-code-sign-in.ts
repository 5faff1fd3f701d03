import { OTP_PATTERN, MESSAGES, type SecondFactorChallenge } from '@furlong/contract';
import { useState, type FormEvent } from 'react';
import { emptyOtp } from '../../components/otp-input';
import { useToast } from '../../components/toast/toast-context';
import { useT } from '../../i18n/use-t';
import { ApiError } from '../../lib/api-client';
import { isSecondFactorChallenge } from './api/login';

/** The address typed, or the product's words for why it is not one. */
export type ParsedAddress = { address: string } | { error: string };

interface CodeSignInSteps {
  parseAddress: (typed: string) => ParsedAddress;
  /** Sends a code to the address (the reply is the same whether or not an account matches). */
  requestCode: (address: string) => Promise<unknown>;
  /** Signs in with the address and the six digits. */
  signIn: (address: string, code: string) => Promise<unknown>;
  /** What a refused request or code says to the player (English; shown in their language). */
  failureMessage: (error: unknown) => string;
  onSignedIn: () => Promise<void>;
  /** A refused code empties the boxes for the next try. */
  clearsCodeOnRefusal?: boolean;
}

/**
 * "Send a code, then verify": the address, the code sent to it, the six boxes, Resend and the
 * refusals, as both the sign-in-with-code and forgot-password dialogs run them.
 */
export function useCodeSignIn(steps: CodeSignInSteps) {
  const showToast = useToast();
  const { t, words, refusal } = useT();
  // The server's own words (a lockout's wait) by their code; the product's fixed words as such.
  const describe = (error: unknown) => {
    const english = steps.failureMessage(error);
    return error instanceof ApiError && error.message === english ? refusal(error) : words(english);
  };
  const [typed, setTyped] = useState('');
  const [addressError, setAddressError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [digits, setDigits] = useState(emptyOtp);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Two-step sign-in on: the code proved the address, the authenticator's code comes next.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);

  const sendCode = async () => {
    const parsed = steps.parseAddress(typed);
    if ('error' in parsed) {
      setAddressError(parsed.error);
      return;
    }
    setAddressError(null);
    await steps.requestCode(parsed.address);
    setSentTo(parsed.address);
  };

  const verify = async (address: string) => {
    const code = digits.join('');
    if (!OTP_PATTERN.test(code)) {
      setCodeError(MESSAGES.otpInvalid);
      return;
    }
    setCodeError(null);
    let answer: unknown;
    try {
      answer = await steps.signIn(address, code);
    } catch (error) {
      if (steps.clearsCodeOnRefusal) setDigits(emptyOtp());
      throw error;
    }
    if (isSecondFactorChallenge(answer)) {
      setChallenge(answer);
      return;
    }
    await steps.onSignedIn();
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      if (sentTo === null) await sendCode();
      else await verify(sentTo);
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };

  const handleResend = async () => {
    if (sentTo === null) return;
    setFailure(null);
    try {
      await steps.requestCode(sentTo);
      setDigits(emptyOtp());
      showToast(t('auth.otpResent'));
    } catch (error) {
      setFailure(describe(error));
    }
  };

  return {
    typed,
    setTyped,
    addressError: addressError && words(addressError),
    sentTo,
    digits,
    setDigits,
    codeError: codeError && words(codeError),
    failure,
    isBusy,
    handleSubmit: (event: FormEvent) => void handleSubmit(event),
    handleResend: () => void handleResend(),
    challenge,
    /** Back to the address: a challenge that took too long asks for a new code. */
    startAgain: () => {
      setChallenge(null);
      setSentTo(null);
      setDigits(emptyOtp());
    },
  };
}
