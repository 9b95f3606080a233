/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: EAN-13 barcodes
 * with their check digit, ids of other Israeli registers (cooperative societies 57…, public bodies
 * 50…), Italian and Austrian amounts, and a drawn stand-in for a QR code.
 */
import { amount, checkDigit, Rng } from '../../generalisation/kit';

/** A valid EAN-13 starting with `prefix` (e.g. "978" for books, "729" for Israeli goods). */
export function ean13(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(12 - prefix.length);
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return base + String((10 - (sum % 10)) % 10);
}

/** A valid nine-digit Israeli id of a register starting with `prefix` ("57" cooperative societies, "50" public bodies). */
export function registeredId(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(8 - prefix.length);
  return base + checkDigit(base);
}

/** "€ 1.234,56" / "1.234,56 €" / "EUR 1.234,56" */
export function euro(cents: number, style: '€ x' | 'x €' | 'EUR x' | 'x'): string {
  return style.replace('x', amount(cents, { eu: true }));
}

/** A square of seeded black and white cells: what a receipt's QR code looks like from afar (no data in it). */
export function fakeQr(rng: Rng, cells = 21, size = 22): string {
  let rects = '';
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < cells; x++) {
      const finder = (x < 7 && y < 7) || (x >= cells - 7 && y < 7) || (x < 7 && y >= cells - 7);
      const lx = x < 7 ? x : x - (cells - 7);
      const ly = y < 7 ? y : y - (cells - 7);
      const on = finder ? lx === 0 || lx === 6 || ly === 0 || ly === 6 || (lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4) : rng.chance(0.5);
      if (on) rects += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cells} ${cells}" style="width:${size}mm;height:${size}mm" shape-rendering="crispEdges">${rects}</svg>`;
}
