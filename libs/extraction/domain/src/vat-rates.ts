/** Israel's standard VAT rates, percent, each from the day it came into force. */
const ISRAELI_VAT: readonly { from: string; rate: number }[] = [
  { from: '2010-01-01', rate: 16 },
  { from: '2012-09-01', rate: 17 },
  { from: '2013-06-02', rate: 18 },
  { from: '2015-10-01', rate: 17 },
  { from: '2025-01-01', rate: 18 },
];

/**
 * The rates a VAT line may have been charged at: the one in force on the document's date, or,
 * without a date, every rate of recent years.
 */
export function israeliVatRates(date?: string): number[] {
  if (!date) return [17, 18];
  let rate: number | undefined;
  for (const period of ISRAELI_VAT) if (date >= period.from) rate = period.rate;
  return rate === undefined ? [] : [rate];
}
