/** The few notations this set adds to ../../generalisation/kit.ts and notation.ts. */
import { addDays, Rng, seedOf, taxId } from '../../generalisation/kit';

export const add = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
/** VAT contained in a gross sum / added to a net sum, at a whole-percent rate, to the agora or cent. */
export const taxIn = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));
export const taxOn = (net: number, rate: number) => Math.round((net * rate) / 100);
/** A vendor's Israeli id, drawn from its name: the same on each of its receipts. */
export const vid = (name: string, company: boolean) => taxId(new Rng(seedOf(`h25#${name}`)), company);
/** A left-to-right island in a right-to-left line. */
export const lr = (s: string) => `<bdi dir="ltr">${s}</bdi>`;
export const bi = (he: string, en: string, sep = ' / ') => `${he}${sep}<bdi dir="ltr">${en}</bdi>`;
/** A date from June 2023 to March 2026 whose month lies in `months` (1-12) when given. */
export function day(rng: Rng, months?: number[]): string {
  for (;;) {
    const d = addDays('2023-06-01', rng.int(0, 1030));
    if (!months || months.includes(Number(d.slice(5, 7)))) return d;
  }
}
export const rows = (cells: string[][]) => cells.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
export const head = (cells: string[]) => `<tr>${cells.map((c) => `<th>${c}</th>`).join('')}</tr>`;
