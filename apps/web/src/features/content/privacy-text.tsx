/** Placeholder summary: the full privacy policy replaces this file. */
export default function PrivacyText() {
  return (
    <>
      <p>
        Furlong keeps the personal details you give us to run your account, check your identity and
        age, and meet our tax and legal duties.
      </p>
      <ul>
        <li>
          We hold your name, email, mobile, date of birth, state, address and PAN, and the images
          you upload to verify your PAN.
        </li>
        <li>Your PAN is shown masked; only its last four characters are ever displayed.</li>
        <li>
          Your email and mobile are used for one-time codes and account notices. We do not sell your
          details.
        </li>
        <li>
          Records of bets and transactions are kept as tax rules require (TDS is reported on your
          PAN).
        </li>
        <li>Contact customer support to see or correct the details we hold about you.</li>
      </ul>
    </>
  );
}
