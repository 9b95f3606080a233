/**
 * Notations this set prints beyond ../../generalisation/kit.ts and notation.ts: EAN-13 barcodes
 * with their check digit, euro amounts in the German and Portuguese ways, pounds and dollars,
 * airline dates ("14APR25"), batch and lot codes, and a drawn stand-in for a QR code.
 */
import { amount, EN_MONTHS, Rng } from '../../generalisation/kit';

/** A valid EAN-13 starting with `prefix` ("729" Israeli goods, "80" Italy, "3" France, "50" UK…). */
export function ean13(rng: Rng, prefix: string): string {
  const base = prefix + rng.digits(12 - prefix.length);
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return base + String((10 - (sum % 10)) % 10);
}

/** "1.234,56 €" / "€ 1.234,56" / "EUR 1.234,56" / "1 234,56 €" (Portuguese thin grouping) / "1.234,56". */
export function eur(cents: number, style: 'x €' | '€ x' | 'EUR x' | 'x EUR' | 'pt' | 'x'): string {
  if (style === 'pt') return `${amount(cents, { eu: true }).replace(/\./g, ' ')} €`;
  return style.replace('x', amount(cents, { eu: true }));
}

/** "£1,234.50" */
export const gbp = (cents: number) => `${cents < 0 ? '-' : ''}£${amount(Math.abs(cents))}`;

/** "$1,234.50" */
export const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${amount(Math.abs(cents))}`;

/** Airline style: "14APR25". */
export function airlineDate(iso: string): string {
  const [Y, m, d] = iso.split('-');
  return `${d}${EN_MONTHS[Number(m) - 1].slice(0, 3).toUpperCase()}${Y.slice(2)}`;
}

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Letters and digits, as batch numbers, booking references and validation codes are written. */
export function code(rng: Rng, n: number, alphabet = ALNUM): string {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[rng.int(0, alphabet.length - 1)];
  return s;
}

/** A seeded square of black and white cells that reads as a QR code from afar (it holds no data). */
export function qr(rng: Rng, mm = 24, cells = 25): string {
  let rects = '';
  const finder = (x: number, y: number) => {
    const fx = x < 7 ? x : x >= cells - 7 ? x - (cells - 7) : -1;
    const fy = y < 7 ? y : y >= cells - 7 ? y - (cells - 7) : -1;
    if (fx < 0 || fy < 0 || (x >= cells - 7 && y >= cells - 7)) return undefined;
    return fx === 0 || fx === 6 || fy === 0 || fy === 6 || (fx >= 2 && fx <= 4 && fy >= 2 && fy <= 4);
  };
  for (let y = 0; y < cells; y++)
    for (let x = 0; x < cells; x++) {
      const f = finder(x, y);
      const quiet = (x === 7 || y === 7 || x === cells - 8 || y === cells - 8) && f === undefined && (x < 8 || y < 8) && (x < 8 || x > cells - 9) && (y < 8 || y > cells - 9);
      const on = f !== undefined ? f : quiet ? false : rng.chance(0.48);
      if (on) rects += `<rect x="${x}" y="${y}" width="1" height="1"/>`;
    }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${cells} ${cells}" style="width:${mm}mm;height:${mm}mm" shape-rendering="crispEdges">${rects}</svg>`;
}

/** Vertical bars standing for a printed barcode (no symbology, only its look). */
export function bars(rng: Rng, widthMm = 50, heightMm = 9): string {
  let x = 0;
  let rects = '';
  while (x < 200) {
    const w = rng.int(1, 3);
    if (rng.chance(0.55)) rects += `<rect x="${x}" y="0" width="${w}" height="10"/>`;
    x += w + rng.int(1, 2);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} 10" preserveAspectRatio="none" style="width:${widthMm}mm;height:${heightMm}mm">${rects}</svg>`;
}
