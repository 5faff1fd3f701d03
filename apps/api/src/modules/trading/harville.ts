/**
 * Harville's model of finishing orders (D. A. Harville, "Assigning Probabilities to the Outcomes
 * of Multi-Entry Competitions", JASA 68 (1973) 312-316): the chance that a runner finishes
 * second, given another won, is its Win chance shared among the runners left. Every chance here
 * is a probability (0 to 1); prices never pass through floats on their way to a bet (decision 073).
 */

/**
 * Win chances from Win "to 1" prices in hundredths: each runner's implied chance 1 / (price + 1),
 * scaled so they sum to 1 (the overround taken out in proportion).
 */
export function winChances(winPricesHundredths: readonly number[]): number[] {
  const implied = winPricesHundredths.map((hundredths) => 100 / (hundredths + 100));
  const book = implied.reduce((sum, chance) => sum + chance, 0);
  return book > 0 ? implied.map((chance) => chance / book) : implied;
}

/** Chance that each runner finishes exactly 1st, 2nd and 3rd: `[runner][position - 1]`. */
export function finishingChances(win: readonly number[]): [number, number, number][] {
  const rest = (...taken: number[]) => 1 - taken.reduce((sum, chance) => sum + chance, 0);
  return win.map((chanceOfI, i) => {
    let second = 0;
    let third = 0;
    win.forEach((chanceOfJ, j) => {
      if (j === i || rest(chanceOfJ) <= 0) return;
      second += (chanceOfJ * chanceOfI) / rest(chanceOfJ);
      win.forEach((chanceOfK, k) => {
        if (k === i || k === j || rest(chanceOfJ, chanceOfK) <= 0) return;
        third +=
          ((chanceOfJ * chanceOfK) / rest(chanceOfJ)) * (chanceOfI / rest(chanceOfJ, chanceOfK));
      });
    });
    return [chanceOfI, second, third];
  });
}
