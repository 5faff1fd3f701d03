/** Prices travel as "to 1" decimals (4 = 4-1) and are stored in hundredths to stay exact. */
export const toHundredths = (price: number): number => Math.round(price * 100);
export const fromHundredths = (hundredths: number): number => hundredths / 100;
