/** Privacy policy, in our own words. */
export default function PrivacyText() {
  return (
    <>
      <p>
        Furlong keeps the personal details you give us to run your account, check your identity and
        age, and meet our tax and legal duties. This policy says what we hold, why, and your
        choices.
      </p>
      <h3>What we hold</h3>
      <ul>
        <li>Your name, email, mobile, date of birth, state, address and PAN.</li>
        <li>The images you upload to verify your PAN.</li>
        <li>Your bets, wallet transactions, withdrawals and bank accounts you add.</li>
        <li>Technical records of sign-ins (time and network address) to keep your account safe.</li>
      </ul>
      <h3>Why we use it</h3>
      <ul>
        <li>To confirm you are 21 or over and that the account is yours.</li>
        <li>To take bets, pay winnings and send withdrawals to your bank account.</li>
        <li>To deduct and report TDS on your PAN as tax law requires.</li>
        <li>To send one-time codes and account notices to your email and mobile.</li>
        <li>To deal with complaints, disputes and claims, and to prevent fraud.</li>
      </ul>
      <h3>Sharing and keeping</h3>
      <ul>
        <li>
          We do not sell your details. We share them only with payment providers that move your
          money, and with authorities where the law requires.
        </li>
        <li>Your PAN is shown masked; only its last four characters are ever displayed.</li>
        <li>
          Records of bets and transactions are kept as long as tax and betting rules require, then
          deleted.
        </li>
      </ul>
      <h3>Your choices</h3>
      <p>
        Contact customer support to see or correct the details we hold about you, or to close your
        account. We answer requests within 48 hours.
      </p>
    </>
  );
}
