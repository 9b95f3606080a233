import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatIn } from './extra';

const ID = 'en-davsha-bike-shop-till';

/** Item or service, agorot with VAT in 2022 (approximate). */
const GOODS: [string, number][] = [
  ['INNER TUBE 29"', 3500],
  ['TYRE 700X28C', 14900],
  ['HELMET URBAN M', 22900],
  ['LED LIGHT SET', 8900],
  ['U-LOCK 16MM', 17900],
  ['CHAIN 11SP', 12900],
  ['BOTTLE CAGE', 3900],
  ['GLOVES GEL L', 7900],
  ['BRAKE PADS PAIR', 4500],
  ['FLOOR PUMP', 11900],
  ['SADDLE COMFORT', 16900],
];
const SERVICES: [string, number][] = [
  ['SERVICE - BASIC TUNE-UP', 15000],
  ['SERVICE - FULL OVERHAUL', 35000],
  ['PUNCTURE REPAIR', 4000],
  ['WHEEL TRUING', 8000],
];
const BIKES: [string, number][] = [
  ['CITY BIKE 7-SPEED', 189000],
  ['E-BIKE FOLDING 20"', 549000],
  ['GRAVEL BIKE ALU', 429000],
];

/**
 * A bicycle shop at Kfar Saba, the till's slip in English, 80 mm (URW Gothic for the name, DejaVu Sans Condensed,
 * DejaVu Sans Mono): a drawn bicycle over "DAVSHA CYCLES", "Davsha Cycles Ltd." with "Co. Reg." plain under it; "TAX
 * INVOICE / RECEIPT", "Doc" (CY- and six digits), dd-MON-yy and time, till, clerk and member number (distractors);
 * items in capitals with quantity, services, sometimes a bike with "TRADE-IN CREDIT" (negative); "TOTAL ILS", "VAT n%
 * INCL.", "NET"; the card slip's "AMOUNT" and installments, the bike's warranty date and the free check-up date
 * (distractors); not Saturday.
 */
export const enDavshaBikeShopTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const up = (p: number) => Math.round((p * rise) / 1000) * 1000 - 100;
    const lines: { name: string; q: number; unit: number; sum: number }[] = [];
    const bike = rng.chance(0.35) ? rng.pick(BIKES) : undefined;
    if (bike) lines.push({ name: bike[0], q: 1, unit: up(bike[1]), sum: up(bike[1]) });
    for (const [name, p] of rng.some(GOODS, rng.int(1, 4))) {
      const q = name.includes('TUBE') || name.includes('PADS') ? rng.int(1, 3) : 1;
      lines.push({ name, q, unit: up(p), sum: q * up(p) });
    }
    if (rng.chance(0.5)) {
      const [name, p] = rng.pick(SERVICES);
      lines.push({ name, q: 1, unit: Math.round((p * rise) / 1000) * 1000, sum: Math.round((p * rise) / 1000) * 1000 });
    }
    const tradeIn = bike && rng.chance(0.6) ? rng.int(20, 60) * 1000 : 0;
    const gross = total(lines.map((l) => l.sum)) - tradeIn;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'Davsha Cycles Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `CY-${rng.digits(6)}`;
    const installments = gross > 150000 ? rng.pick([3, 6, 10]) : 1;
    const cycle = `<svg width="90" height="46" viewBox="0 0 90 46"><g fill="none" stroke="#000" stroke-width="3"><circle cx="20" cy="30" r="14"/><circle cx="70" cy="30" r="14"/><path d="M20 30 L36 10 L60 10 L70 30 M36 10 L46 30 L60 10 M46 30 H20"/><path d="M32 6 H42 M56 4 L62 4"/></g></svg>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="c">${cycle}<div class="nm">DAVSHA CYCLES</div><div>${vendorName}</div><div>Co. Reg. ${taxId}</div><div>${rng.int(10, 180)} Weizmann St, Kfar Saba</div><div>Tel 09-76${rng.digits(5)}</div></div>
<div class="eq"></div><div class="c b">TAX INVOICE / RECEIPT</div>
${r('Doc', doc)}${r(dt(date, 'dd-Mon-yy'), hhmm(rng.int(9 * 60 + 30, 19 * 60 + 30)))}${r(`Till ${rng.int(1, 2)}`, `Clerk: ${rng.pick(['NOA', 'ELI', 'YAEL', 'TOMER'])}`)}${r('Member', `#${rng.digits(5)}`)}<div class="eq"></div>
${lines.map((l) => `<div>${l.name}</div>${r(`  ${l.q} @ ${amount(l.unit)}`, amount(l.sum))}`).join('')}
${tradeIn ? `<div>TRADE-IN CREDIT (OLD BIKE)</div>${r('', `-${amount(tradeIn)}`)}` : ''}<div class="eq"></div>
${r('TOTAL ILS', amount(gross), 'big')}${r(`VAT ${rate}% INCL.`, amount(vat))}${r('NET', amount(gross - vat))}<div class="eq"></div>
<div class="c b">CARD SLIP</div>${r('CARD', `${rng.pick(['VISA', 'MASTERCARD', 'AMEX'])} ****${rng.digits(4)}`)}${r('AMOUNT', amount(gross))}${r('INSTALLMENTS', String(installments))}${r('AUTH', rng.digits(6))}<div class="eq"></div>
${bike ? `<div class="sm">Frame warranty until ${dt(plus(date, 3 * 365), 'dd-Mon-yy')}. Free check-up by ${dt(plus(date, 60), 'dd-Mon-yy')}.</div>` : ''}<div class="c sm">Exchange within 14 days with this slip. Ride safe!</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed';font-size:12.5px;width:72mm;padding:4mm;color:#000}.r{display:flex;justify-content:space-between;gap:4px;font-family:'DejaVu Sans Mono';font-size:11.5px;white-space:pre}
.c{text-align:center}.b{font-weight:bold}.nm{font-family:'URW Gothic';font-size:24px;font-weight:bold;letter-spacing:2px}.eq{border-top:2px dotted #000;margin:5px 0}.big{font-size:15px;font-weight:bold}.sm{font-size:10.5px}`;
    const height = 170 + lines.length * 9;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
