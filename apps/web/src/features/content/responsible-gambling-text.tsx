/** Placeholder summary: the full responsible gambling text replaces this file. */
export default function ResponsibleGamblingText() {
  return (
    <>
      <p>
        Betting should be entertainment, never a way to make money or recover losses. Set yourself a
        budget and stop when you reach it.
      </p>
      <ul>
        <li>Betting is for adults only: you must be 21 or older to register with Furlong.</li>
        <li>Only bet money you can afford to lose, and never chase losses.</li>
        <li>Take regular breaks, and do not bet when upset, tired or under the influence.</li>
        <li>Each slip is limited to Rs.10,000 and each withdrawal to Rs.25,000.</li>
        <li>
          If betting stops being fun, contact customer support to pause or close your account.
        </li>
      </ul>
    </>
  );
}
