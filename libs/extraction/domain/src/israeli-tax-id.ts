/**
 * Israeli company, dealer and personal ids (ח.פ., ע.מ., ת.ז.) are nine digits whose last is a
 * check digit: digits weighted 1,2,1,2,… with two-digit products reduced to their digit sum, and
 * the total a multiple of ten.
 */
export function isValidIsraeliTaxId(id: string): boolean {
  if (!/^\d{9}$/.test(id) || /^0+$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(id[i]) * (i % 2 === 0 ? 1 : 2);
    if (d > 9) d -= 9;
    sum += d;
  }
  return sum % 10 === 0;
}
