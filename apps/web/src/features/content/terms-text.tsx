/** Placeholder summary: the full terms and conditions replace this file. */
export default function TermsText() {
  return (
    <>
      <p>
        These terms govern your use of Furlong, a fixed-odds horse-race betting service run under a
        race club for players in India. By registering you accept them in full.
      </p>
      <ul>
        <li>You must be 21 years or older to register and play.</li>
        <li>
          Accepted and pending bets are not confirmed bets: if your wallet was debited for one that
          is not confirmed, the amount is refunded. Confirmed tickets cannot be cancelled.
        </li>
        <li>A bet slip totals between Rs.100 and Rs.10,000, including 28% GST.</li>
        <li>
          Only winnings can be withdrawn, not deposits: at most Rs.25,000 a day and 3 times a day,
          to at most 2 bank accounts. Withdrawals need a verified PAN.
        </li>
        <li>TDS of 30% applies to cumulative net winnings above Rs.10,000 in a fiscal year.</li>
        <li>
          Complaints are answered within 48 hours. Disputes go to discussion for 15 days and then to
          arbitration. Claims must be filed within 30 days.
        </li>
        <li>
          Deposits are disabled until further notice. Bonus wallets are deactivated from 1 April
          2025.
        </li>
      </ul>
    </>
  );
}
