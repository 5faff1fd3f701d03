/** Responsible gambling, in our own words; the age rule is the registration rule (21). */
export default function ResponsibleGamblingText() {
  return (
    <>
      <p>
        Betting should be entertainment, never a way to make money or to win back losses. Decide
        what you can afford before you start, and stop when you reach it.
      </p>
      <h3>Adults only</h3>
      <p>
        You must be 21 or over to register and bet with Furlong. We check your date of birth when
        you sign up and your PAN before you withdraw, and we close accounts held by anyone under 21.
      </p>
      <h3>Keeping control</h3>
      <ul>
        <li>Only bet money you can afford to lose, and never chase losses.</li>
        <li>Set yourself a budget and a time limit for each race day, and keep to them.</li>
        <li>Take regular breaks; do not bet when upset, tired or under the influence.</li>
        <li>Do not borrow to bet, and do not let betting crowd out work, family or friends.</li>
        <li>Each slip is limited to Rs.10,000, and each withdrawal to Rs.25,000.</li>
      </ul>
      <h3>Signs of a problem</h3>
      <ul>
        <li>You spend more money or time on betting than you meant to.</li>
        <li>You bet to escape worries, or feel restless when you are not betting.</li>
        <li>You hide your betting from people close to you.</li>
      </ul>
      <h3>Getting help</h3>
      <ul>
        <li>
          Contact customer support to take a break or close your account; we will not send you
          offers while it is paused.
        </li>
        <li>
          Talk to someone you trust, or to a counsellor: the national mental health helpline
          Tele-MANAS (14416 or 1-800-891-4416) is free, confidential and open all day, every day.
        </li>
        <li>
          Gamblers Anonymous meetings in many Indian cities offer support from people who have been
          there.
        </li>
      </ul>
    </>
  );
}
