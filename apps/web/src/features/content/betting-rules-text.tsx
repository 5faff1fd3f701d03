/** Placeholder summary of spec section 9: the full betting rules replace this file. */
export default function BettingRulesText() {
  return (
    <>
      <p>These rules apply to every bet placed on Furlong.</p>
      <ul>
        <li>
          Minimum bet Rs.100 including GST, on Win, Place, SHP and THP. GST is 28% on every bet.
        </li>
        <li>A slip totals between Rs.100 and Rs.10,000.</li>
        <li>TDS is 30% on cumulative net winnings above Rs.10,000 per fiscal year.</li>
        <li>Liability beyond Rs.1,000 at the odds shown is at the operator&apos;s discretion.</li>
        <li>
          Place pays 3 horses with 8 or more starters and 2 horses with 4 to 7 starters; it does not
          run under 4 starters. Win needs at least 2 runners; Place, SHP and THP need at least 4.
        </li>
        <li>
          A withdrawn horse reduces liability by 50% at evens or shorter, 25% over evens and under
          4-1, 12% from 4-1 to under 10-1, and nothing at 10-1 or longer. A dead heat halves the
          liability.
        </li>
        <li>
          Betting opens 1 to 2 hours before the first race and closes at the race start. Bets after
          the off are void.
        </li>
      </ul>
    </>
  );
}
