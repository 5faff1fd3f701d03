/** The betting rules of spec section 9, in our own words. */
export default function BettingRulesText() {
  return (
    <>
      <p>
        These rules apply to every bet placed on Furlong. All bets are single, fixed-odds bets on
        horse races; the odds shown when your bet is accepted are the odds it is settled at.
      </p>
      <h3>Stakes, markets and tax</h3>
      <ul>
        <li>The minimum bet is Rs.100, including GST. A bet slip totals at most Rs.10,000.</li>
        <li>You can bet on four markets: Win, Place, SHP and THP.</li>
        <li>
          GST is included in every ticket: the ticket price is the face value of the bet plus CGST
          and SGST of half the GST rate each. GST is 40% of the face value from 22 September 2025
          (CGST and SGST of 20% each); it was 28% before. A bet is taxed at the rate of the day it
          is placed, and the slip shows the figures at that rate.
        </li>
        <li>
          TDS (tax deducted at source) is 30% on cumulative net winnings above Rs.10,000 per fiscal
          year. From 1 April 2025 no TDS is deducted unless the winnings of a single transaction
          exceed Rs.10,000.
        </li>
        <li>
          Liability beyond Rs.1,000 at the odds shown is accepted at the operator&apos;s discretion:
          such a bet may wait for a trader&apos;s review and is refunded if it is not accepted.
        </li>
      </ul>
      <h3>Place terms and minimum runners</h3>
      <ul>
        <li>With 8 or more starters, Place pays on the first 3 horses.</li>
        <li>With 4 to 7 starters, Place pays on the first 2 horses.</li>
        <li>With fewer than 4 starters there is no Place betting.</li>
        <li>Win needs at least 2 runners; Place, SHP and THP need at least 4 runners.</li>
      </ul>
      <h3>Withdrawn horses</h3>
      <p>
        When a horse is withdrawn after your bet was struck, your bet on it is refunded, and the
        winnings of other bets on that race are reduced according to the withdrawn horse&apos;s
        odds:
      </p>
      <ul>
        <li>odds of evens or shorter: 50% deduction;</li>
        <li>odds over evens and under 4-1: 25% deduction;</li>
        <li>odds of 4-1 up to under 10-1: 12% deduction;</li>
        <li>odds of 10-1 or longer: no deduction.</li>
      </ul>
      <h3>Dead heats</h3>
      <p>
        When horses dead-heat for a paying place, the liability is halved: the stake is divided
        between the horses in the dead heat and paid at the full odds on each part.
      </p>
      <h3>When you can bet</h3>
      <ul>
        <li>Betting opens 1 to 2 hours before the first race of the day.</li>
        <li>Betting on a race closes when the race starts.</li>
        <li>
          Bets struck after the off (the start of the race) are void and the stake is returned.
        </li>
      </ul>
    </>
  );
}
