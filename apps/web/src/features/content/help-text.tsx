/** Placeholder help: the full help text replaces this file. */
export default function HelpText() {
  return (
    <>
      <p>Quick answers to the questions players ask most.</p>
      <ul>
        <li>
          Sign up with your name, email, mobile, date of birth and state; you must be 21 or older.
        </li>
        <li>
          Verify your email and mobile from My Account, Profile, with the six-digit codes we send.
        </li>
        <li>
          Upload a copy of your PAN card from Edit profile. Verifying your PAN may take up to 24
          hours; withdrawals open once it is verified.
        </li>
        <li>
          Bets: Rs.100 to Rs.10,000 per slip. Betting opens 1 to 2 hours before the first race and
          closes at the race start.
        </li>
        <li>
          Withdrawals: up to Rs.25,000 per transaction. Instant withdrawals arrive within 30
          minutes; a bank transfer may take up to 24 hours.
        </li>
        <li>
          Forgot your password? Use Forgot password on the sign-in screen to get a one-time code.
        </li>
      </ul>
    </>
  );
}
