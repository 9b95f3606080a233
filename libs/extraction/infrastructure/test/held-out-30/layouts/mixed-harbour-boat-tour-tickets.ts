import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'mixed-harbour-boat-tour-tickets';
const OPERATORS = [
  { brand: '', legal: 'שייט יפו העתיקה בע"מ', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '', pier: 'נמל יפו, רציף 2 · Jaffa Port, Pier 2', boat: 'אנדרומדה' },
  {
    brand: 'גל כחול · BLUE WAVE',
    legal: 'מוטי אלבז',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'שייט תיירותי בכנרת · Sea of Galilee boat trips',
    pier: 'טיילת טבריה · Tiberias promenade',
    boat: 'נוגה',
  },
  { brand: 'SEA BREEZE CRUISES', legal: 'סי בריז שייט בע"מ', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '', pier: 'נמל עכו · Akko Harbour', boat: 'כרמלית' },
];
const TICKETS: [string, string, number, number][] = [
  ['מבוגר', 'Adult', 5500, 7500],
  ['ילד (3-12)', 'Child (3-12)', 3500, 4500],
  ['גמלאי', 'Senior', 4000, 5500],
  ['חייל/ת', 'Soldier', 3000, 4000],
];
const TOURS: [string, string, number][] = [
  ['שייט 45 דקות לאורך החוף', '45-min coastal cruise', 0],
  ['שייט שקיעה עם מוזיקה', 'Sunset cruise with music', 2000],
  ['שייט מהיר בסירת גומי', 'Speed-boat ride', 3000],
];

/** A harbour boat-tour operator's ticket receipt on 90 mm paper with every label in Hebrew and English: the tour, boat and sailing time, tickets by type, a group discount on some, VAT contained, card or cash. */
export const mixedHarbourBoatTourTickets: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tickets',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const o = OPERATORS[n % OPERATORS.length];
    const id = vid(o.legal, o.company);
    const rate = israeliRate(date);
    const [tourHe, tourEn, extra] = rng.pick(TOURS);
    const tickets = rng.some(TICKETS, rng.int(1, 3)).map(([he, en, lo, hi]) => {
      const q = rng.int(1, 5);
      const u = Math.round(rng.int(lo, hi) / 500) * 500 + extra;
      return { he, en, q, u, sum: q * u };
    });
    const count = add(tickets.map((t) => t.q));
    const gross = add(tickets.map((t) => t.sum));
    const group = count >= 8 ? Math.round(gross * 0.1) : 0;
    const total = gross - group;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(120000, 189999)), () => `BT-${rng.int(10000, 99999)}`, () => `${rng.int(1, 9)}-${rng.int(100000, 999999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick([
      ["'Liberation Sans','Noto Sans Hebrew'", 11.5],
      ["'Noto Sans Hebrew','Noto Sans'", 11],
      ["'Miriam CLM','DejaVu Sans'", 12],
    ] as const);
    const idText = o.company && rng.chance(0.5) ? hyphenId(id) : id;
    const bought = rng.int(9 * 60, 17 * 60);
    const sail = bought + rng.int(2, 8) * 15;
    const card = rng.chance(0.6);
    const tendered = Math.ceil(total / 5000) * 5000;
    const rows = tickets.map((t) => pair(`${esc(t.he)} · ${lr(esc(t.en))} ${lr(`${t.q} × ${amount(t.u)}`)}`, amount(t.sum))).join('');
    const wave = `<svg width="60" height="18" viewBox="0 0 60 18"><path d="M0 10c5-6 10-6 15 0s10 6 15 0 10-6 15 0 10 6 15 0" fill="none" stroke="#0a6aa1" stroke-width="3"/></svg>`;
    const body = `<div class="c">${wave}</div><div class="logo">${esc(o.brand || o.legal)}</div>${o.brand ? `<div class="c b">${esc(o.legal)}</div>` : ''}
${o.trade ? `<div class="c">${esc(o.trade)}</div>` : ''}<div class="c">${o.label} ${lr(idText)}</div><div class="c">${esc(o.pier)}</div><div class="c">${lr(cellular(rng))}</div>
<div class="bar">${bi('חשבונית מס קבלה', 'Tax invoice / receipt')}</div>
${pair(`${bi("מס' קבלה", 'Receipt no.')}`, lr(docNo), 'b')}${pair(bi('תאריך', 'Date'), lr(dt(date, fmt)))}${pair(bi('שעת רכישה', 'Issued'), hhmm(bought))}
<div class="ln"></div>${pair(bi('שייט', 'Tour'), `${esc(tourHe)}`)}<div class="en">${esc(tourEn)}</div>${pair(bi('סירה', 'Boat'), esc(o.boat))}${pair(bi('הפלגה', 'Sailing'), `<b>${hhmm(sail)}</b>`)}
<div class="ln"></div>${rows}
${group ? pair(bi('הנחת קבוצה 10%', 'Group 10%'), lr(`-${amount(group)}`)) : ''}
<div class="ln"></div>${pair(`${bi('סה"כ', 'Total')} ₪`, amount(total), 'big')}${pair(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), amount(vat))}
${card ? pair(bi('כרטיס אשראי', 'Credit card'), lr(`**${rng.digits(4)}`)) : pair(bi('מזומן', 'Cash'), amount(tendered)) + pair(bi('עודף', 'Change'), amount(tendered - total))}
<div class="ln"></div><div class="c sm">${bi('יש להגיע לרציף 15 דקות לפני ההפלגה', 'Please board 15 minutes before sailing')}<br>${bi('ההפלגה תלויה במזג האוויר', 'Sailings depend on the weather')}<br>${lr(`${count} pax`)}</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:80mm;padding:4mm;color:#000}
.logo{text-align:center;font-size:19px;font-weight:bold;color:#0a6aa1}.c{text-align:center}.b{font-weight:bold}.sm{font-size:0.85em}.en{direction:ltr;text-align:left;font-size:0.9em;color:#333}
.bar{background:#0a6aa1;color:#fff;text-align:center;font-weight:bold;padding:1mm;margin:2mm 0}.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:1.3em}.ln{border-top:1.5px solid #0a6aa1;margin:1.5mm 0}`;
    const page = '90mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
