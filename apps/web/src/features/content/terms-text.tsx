/** Terms and conditions, in our own words, with the rules of spec section 9. */
export default function TermsText() {
  return (
    <>
      <p>
        These terms govern your use of Furlong, a fixed-odds horse-race betting service run under a
        race club for players in India. By registering you accept them in full, together with the
        Betting Rules and the Privacy Policy (both open from the links at the foot of every page).
      </p>
      <h3>Your account</h3>
      <ul>
        <li>You must be 21 years or older to register and play. We may ask for proof of age.</li>
        <li>
          One account per person. Keep your password secret; you are responsible for bets placed
          from your account.
        </li>
        <li>
          Withdrawals need a verified PAN; we may suspend an account whose details cannot be
          verified.
        </li>
      </ul>
      <h3>Bets</h3>
      <ul>
        <li>
          The minimum bet is Rs.100 including GST, on Win, Place, SHP and THP; a slip totals at most
          Rs.10,000.
        </li>
        <li>
          GST is included in every ticket: 40% from 22 September 2025, 28% before. TDS is 30% on net
          winnings above Rs.10,000 (see the Betting Rules).
        </li>
        <li>Liability beyond Rs.1,000 at the odds shown is at the operator&apos;s discretion.</li>
        <li>
          Accepted and pending bets are not yet confirmed: if your wallet was debited for a bet that
          is not confirmed, the amount is refunded. Confirmed tickets cannot be cancelled.
        </li>
        <li>
          Bets struck after the off are void. Place terms, minimum runners, withdrawn-horse
          deductions and dead heats are settled as the Betting Rules set out.
        </li>
      </ul>
      <h3>Deposits and withdrawals</h3>
      <ul>
        <li>
          Deposits are disabled until further notice. Bonus wallets are deactivated from 1 April
          2025.
        </li>
        <li>Only winnings can be withdrawn, not deposits.</li>
        <li>
          Withdrawals are limited to Rs.25,000 per transaction, Rs.25,000 per day and 3 withdrawals
          per day, to at most 2 bank accounts in your name.
        </li>
        <li>
          An instant withdrawal arrives within 30 minutes; a bank transfer may take up to 24 hours;
          a legacy withdrawal may take up to 3 working days.
        </li>
      </ul>
      <h3>Complaints, disputes and claims</h3>
      <ul>
        <li>Contact customer support with any complaint; we answer complaints within 48 hours.</li>
        <li>
          If a complaint is not settled, it becomes a dispute: both sides try to resolve it by
          discussion for 15 days.
        </li>
        <li>
          A dispute still open after that goes to arbitration by a single arbitrator under the
          Arbitration and Conciliation Act, 1996; the arbitrator&apos;s award is final and binding.
        </li>
        <li>
          Any claim about a bet or a transaction must be made within 30 days of it; later claims are
          not considered.
        </li>
      </ul>
      <h3>Responsible play</h3>
      <p>
        Betting should stay entertainment. If it stops being fun, read Responsible Gambling and
        contact customer support to pause or close your account.
      </p>
    </>
  );
}
