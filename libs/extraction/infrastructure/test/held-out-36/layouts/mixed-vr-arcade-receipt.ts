import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, bi, dated, lr, row, taxIn, vid } from './extra';

const ID = 'mixed-vr-arcade-receipt';

const VENDORS = [
  {
    brand: 'VIRTUAL ZONE',
    he: 'אזור וירטואלי',
    legal: 'וירטואל זון בידור בע"מ',
    company: true,
    label: 'ח.פ. / Company No.',
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    num: (k: number) => `VZ${k}`,
    digits: [100000, 199999],
    color: '#7c3aed',
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
    head: true,
  },
  {
    brand: 'PIXEL CAVE',
    he: 'מערת הפיקסלים',
    legal: 'עידו ברגמן',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    num: (k: number) => `${k}`,
    digits: [3000, 9999],
    color: '#059669',
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    head: false,
  },
];

const ITEMS: [string, string, number][] = [
  ["משחק VR 30 דק'", 'VR game 30 min', 6900],
  ["זירת Free-Roam ל-45 דק'", 'Free-roam arena 45 min', 11900],
  ["סימולטור מרוצים 15 דק'", 'Racing simulator 15 min', 4500],
  ['חדר בריחה וירטואלי', 'Virtual escape room', 9900],
  ['כרטיס נקודות ארקייד 100', 'Arcade card 100 pts', 5000],
  ['שתייה קלה', 'Soft drink', 1200],
  ['פופקורן', 'Popcorn', 1500],
  ['כיסוי היגייני לקסדה', 'Headset hygiene cover', 500],
];

export const mixedVrArcadeReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const players = rng.int(1, 8);
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([he, en, p]) => ({ he, en, p, q: p >= 4500 ? players : rng.int(1, players) }));
    const gross = add(lines.map((l) => l.q * l.p));
    const birthday = players >= 6 && rng.chance(0.6);
    const disc = birthday ? Math.round(gross * 0.15) : rng.chance(0.3) ? Math.round(gross * 0.1) : 0;
    const total = gross - disc;
    const tax = taxIn(total, rate);
    const t = rng.int(11 * 60, 22 * 60);
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="bar"><div>${v.brand}</div><div class="heb">${esc(v.he)}</div></div>
<div class="c sm">${bi(v.company ? 'קניון הזהב, ראשון לציון' : "רח' הברזל 20, תל אביב", v.company ? 'Hazahav Mall, Rishon LeZion' : '20 HaBarzel St, Tel Aviv')} · ${lr(v.company ? '03-9511470' : cellular(rng))}</div>
${v.head ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(`${v.date(date)}, ${hhmm(t)}`))}
${row(bi('קופה', 'POS'), `${rng.int(1, 3)}`)}
${row(bi('משבצת משחק', 'Game slot'), lr(`${hhmm(t + 10)}–${hhmm(t + 70)}`))}
${row(bi('שחקנים', 'Players'), String(players))}
${rule}
${lines.map((l) => `${row(`${esc(l.he)} / ${lr(esc(l.en))}`, amount(l.q * l.p))}<div class="l">${lr(`${l.q} x ${amount(l.p)}`)}</div>`).join('')}
${rule}
${disc ? `${row(bi('סכום ביניים', 'Subtotal'), amount(gross))}${row(birthday ? bi('חבילת יום הולדת 15%', 'Birthday package 15%') : bi('הנחת סטודנט 10%', 'Student 10%'), lr(`-${amount(disc)}`))}` : ''}
${row(bi('סה"כ לתשלום', 'Total due'), amount(total), 'big')}
${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), amount(tax))}
${rule}
${rng.chance(0.3) ? `${row(bi('מזומן', 'Cash'), amount(Math.ceil(total / 10000) * 10000))}${row(bi('עודף', 'Change'), amount(Math.ceil(total / 10000) * 10000 - total))}` : `${row(bi('אשראי', 'Card'), lr(`XXXX${rng.digits(4)}`))}${row(bi('אישור', 'Approval'), rng.digits(7))}`}
${rule}
${v.head ? '' : vendor}
<div class="c sm">${bi('מגיל 10 ומעלה · חובה לחתום על הצהרת בריאות', 'Ages 10+ · health declaration required')}</div>
<div class="c code">*${rng.digits(12)}*</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.r{width:76mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.bar{background:${v.color};color:#fff;text-align:center;font-weight:bold;font-size:18px;padding:4px;border-radius:4px;font-family:'URW Gothic','FreeSans',sans-serif;letter-spacing:2px}.heb{font-size:12px;letter-spacing:0;font-family:${v.font}}.l{direction:ltr;text-align:left;font-size:9.5px;color:#444}.big{font-weight:bold;font-size:13.5px}.rule{border-top:2px dotted ${v.color};margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.code{font-family:'Liberation Mono',monospace;font-size:12px;letter-spacing:2px;margin-top:4px}`;
    const page = '84mm 230mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
