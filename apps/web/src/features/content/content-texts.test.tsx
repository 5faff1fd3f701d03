import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BonusSchemeText } from './bonus-scheme-text';
import BettingRulesText from './betting-rules-text';
import PrivacyText from './privacy-text';
import ResponsibleGamblingText from './responsible-gambling-text';
import TermsText from './terms-text';

const textOf = (element: React.ReactElement) =>
  render(element).container.textContent?.replace(/\s+/g, ' ') ?? '';

describe('content dialog texts', () => {
  it('betting rules state every rule of spec section 9', () => {
    const text = textOf(<BettingRulesText />);
    for (const rule of [
      'minimum bet is Rs.100, including GST',
      'Win, Place, SHP and THP',
      'GST is 40% of the face value from 22 September 2025',
      'it was 28% before',
      'TDS (tax deducted at source) is 30% on cumulative net winnings above Rs.10,000 per fiscal year',
      "Liability beyond Rs.1,000 at the odds shown is accepted at the operator's discretion",
      'With 8 or more starters, Place pays on the first 3 horses',
      'With 4 to 7 starters, Place pays on the first 2 horses',
      'fewer than 4 starters there is no Place betting',
      'Win needs at least 2 runners; Place, SHP and THP need at least 4 runners',
      'evens or shorter: 50% deduction',
      'over evens and under 4-1: 25% deduction',
      '4-1 up to under 10-1: 12% deduction',
      '10-1 or longer: no deduction',
      'the liability is halved',
      'Betting opens 1 to 2 hours before the first race',
      'closes when the race starts',
      'after the off (the start of the race) are void',
    ]) {
      expect(text).toContain(rule);
    }
  });

  it('terms cover withdrawals, complaints, disputes, arbitration, claims and age', () => {
    const text = textOf(<TermsText />);
    for (const rule of [
      'You must be 21 years or older',
      'Only winnings can be withdrawn, not deposits',
      'Rs.25,000 per transaction, Rs.25,000 per day and 3 withdrawals per day',
      'instant withdrawal arrives within 30 minutes; a bank transfer may take up to 24 hours; a legacy withdrawal may take up to 3 working days',
      'we answer complaints within 48 hours',
      'it becomes a dispute',
      'goes to arbitration',
      'within 30 days',
      "Liability beyond Rs.1,000 at the odds shown is at the operator's discretion",
      'Deposits are disabled until further notice',
    ]) {
      expect(text).toContain(rule);
    }
  });

  it('responsible gambling states the age rule (21) and where to get help', () => {
    const text = textOf(<ResponsibleGamblingText />);
    expect(text).toContain('You must be 21 or over to register');
    expect(text).not.toMatch(/\b18\b/);
    expect(text).toContain('Tele-MANAS');
    expect(text).toContain('take a break or close your account');
  });

  it('the privacy policy names what is held and why', () => {
    const text = textOf(<PrivacyText />);
    expect(text).toContain('PAN');
    expect(text).toContain('We do not sell your details');
  });

  it('the bonus scheme gives its three figures and the deactivation date', () => {
    const text = textOf(<BonusSchemeText />);
    expect(text).toContain('66.66% of the tax deducted');
    expect(text).toContain('30% on net winnings above Rs 10,000');
    expect(text).toContain(
      'bonus wallet paid 20% of the ticket cost and your cash wallet the other 80%',
    );
    expect(text).toContain('Bonus wallets are deactivated from 1 April 2025');
  });
});
