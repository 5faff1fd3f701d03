import Box from '@mui/material/Box';

/** The bonus scheme as it ran until bonus wallets were deactivated on 1 April 2025 (spec section 9). */
export function BonusSchemeText() {
  return (
    // Binding English whatever the page's language (WCAG 3.1.2: the reader's voice follows `lang`).
    <Box
      lang="en-IN"
      sx={{ '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 }, '& li': { mb: 0.5 } }}
    >
      <p>
        Tax was deducted at source at 30% on net winnings above Rs 10,000. To soften that deduction,
        Furlong paid part of the tax back to you as bonus money.
      </p>
      <ul>
        <li>66.66% of the tax deducted from your winnings was credited to your bonus wallet.</li>
        <li>
          When you placed a bet, your bonus wallet paid 20% of the ticket cost and your cash wallet
          the other 80%.
        </li>
        <li>Bonus money could be used for bets only; it could not be withdrawn.</li>
      </ul>
      <p>
        For example: on net winnings of Rs 20,000 the tax of 30% was Rs 6,000, and Rs 3,999.60
        (66.66% of it) was paid into your bonus wallet. A later ticket of Rs 1,000 then took Rs 200
        from the bonus wallet and Rs 800 from cash.
      </p>
      <p>
        Bonus wallets are deactivated from 1 April 2025: no new bonus is paid and tickets are paid
        from cash only. From the same day no tax is deducted unless a single transaction&apos;s
        winnings exceed Rs 10,000.
      </p>
    </Box>
  );
}
