import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, notAnId } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'mixed-mini-golf-receipt';

const EXTRAS: [string, string, number][] = [
  ['כדור זוהר למזכרת', 'Glow ball souvenir', 1500],
  ['ארטיק', 'Ice lolly', 1200],
  ['שתייה קלה', 'Soft drink', 1000],
  ['פופקורן', 'Popcorn', 1400],
  ['תמונה בגומה 18', 'Hole 18 photo', 2500],
];

const VENDORS = [
  {
    brand: 'גולף בחושך',
    brandEn: 'GLOW GOLF',
    site: bi('רח׳ משה בקר 11, ראשון לציון', '11 Moshe Beker St., Rishon LeZion', '<br>'),
    legal: 'גלואו פנאי ואטרקציות בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    num: (r: { int(a: number, b: number): number }) => `GG-${r.int(100000, 399999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    rounds: [
      ['סיבוב 18 גומות', '18-hole round', 5900],
      ['סיבוב כפול 36 גומות', 'Double round, 36 holes', 8900],
    ] as [string, string, number][],
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    color: '#6d28d9',
    page: '100mm 160mm',
    width: 88,
    top: true,
  },
  {
    brand: 'מיני גולף המרינה',
    brandEn: 'MARINA MINI GOLF',
    site: bi('טיילת המרינה, הרצליה', 'Marina promenade, Herzliya', '<br>'),
    legal: 'אורי שפירא',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (r: { int(a: number, b: number): number }) => `${r.int(10000, 49999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    rounds: [
      ['מסלול הפיראטים', 'Pirate course', 4500],
      ['מסלול הפיראטים + מסלול הים', 'Pirate + Sea courses', 7000],
    ] as [string, string, number][],
    font: "'David CLM','Liberation Serif',serif",
    color: '#0e7490',
    page: '100mm 160mm',
    width: 88,
    top: false,
  },
];

export const mixedMiniGolfReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const players = rng.int(2, 7);
    const round = rng.pick(v.rounds);
    const kids = rng.int(0, players - 1);
    const rows: [string, string, number, number][] = [[round[0], round[1], players, round[2]]];
    for (const e of rng.some(EXTRAS, rng.int(0, 3))) rows.push([e[0], e[1], rng.int(1, players), e[2]]);
    const gross = add(rows.map((r) => r[2] * r[3]));
    const disc = kids ? kids * 1000 : 0;
    const total = gross - disc;
    const tax = taxIn(total, rate);
    const cell = (he: string, en: string, val: string) => `<div class="cell"><div class="lh">${he}</div><div class="le">${en}</div><div class="v">${val}</div></div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${lr(id)}</div>`;
    const body = `<div class="r">
<div class="band"><div class="brand">${v.brand}</div><div class="en">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
<div class="grid">
${cell('מס׳ קבלה', 'Receipt no.', lr(number))}${cell('תאריך', 'Date', lr(v.date(date)))}
${cell('שעת משחק', 'Tee time', lr(hhmm(rng.int(10 * 60, 21 * 60))))}${cell('שחקנים', 'Players', `${players}`)}
${cell('כרטיס מנוי', 'Member card', lr(notAnId(rng)))}${cell('טלפון', 'Phone', lr(cellular(rng)))}
</div>
<table class="items">${rows.map((r) => `<tr><td>${bi(r[0], r[1], '<br>')}</td><td>${lr(`${r[2]} × ${amount(r[3])}`)}</td><td>${amount(r[2] * r[3])}</td></tr>`).join('')}
${kids ? `<tr><td>${bi(`הנחת ילד עד גיל 10 (${kids})`, `Child under 10 (${kids})`, '<br>')}</td><td></td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}</table>
<div class="rw big"><span>${bi('סה"כ לתשלום', 'Total to pay')}</span><span>${lr(`${amount(total)} ₪`)}</span></div>
<div class="rw"><span>${bi(`מזה מע"מ ${rate}%`, `VAT incl. ${rate}%`)}</span><span>${amount(tax)}</span></div>
<div class="rw"><span>${bi('אשראי', 'Card')}</span><span>${lr(`**** ${rng.digits(4)}`)}</span></div>
${v.top ? '' : vendor}
<div class="c sm">${bi('הכדורים והמחבטים יוחזרו בסיום', 'Return balls and putters at the end')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:5mm}.band{background:${v.color};color:#fff;border-radius:10px;padding:4px;text-align:center}.brand{font-size:17px;font-weight:bold}.en{letter-spacing:2px}.c{text-align:center}.b{font-weight:bold}.t{margin:5px 0}.sm{font-size:8px}.grid{display:grid;grid-template-columns:1fr 1fr;gap:3px;margin:4px 0}.cell{border:1px solid #bbb;padding:2px}.lh{font-size:8px;color:#555}.le{font-size:7.5px;color:#777;direction:ltr;text-align:right}.v{font-size:10.5px}.items{width:100%;border-collapse:collapse;margin:4px 0}.items td{border-bottom:1px solid #ddd;padding:2px}.items td:nth-child(n+2){text-align:left;white-space:nowrap}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:12px;border-top:2px solid ${v.color};margin-top:3px;padding-top:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
