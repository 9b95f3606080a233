import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, notAnId } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'he-coin-stamp-dealer-till';

const ITEMS: [string, number, number][] = [
  ['מטבע חצי לירה 1963 – מצב UNC', 4500, 9000],
  ['מטבע זיכרון "חנוכה" כסף 1962', 16000, 26000],
  ['שטר 10 לירות 1958 – דמי', 9000, 18000],
  ['גיליון בולים "חגים" 1970 עם שובל', 3500, 7500],
  ['מעטפת יום ראשון – עצמאות 1948', 22000, 48000],
  ['סדרת בולי "פרחי ארץ ישראל"', 2800, 5200],
  ['מטבע 1 שקל חדש 1986 נדיר', 6000, 12000],
  ['אלבום בולים 64 דף', 11000, 16000],
  ['כמוסות מטבע 25 מ"מ (10 יח׳)', 1800, 2800],
  ['פינצטה לבולים נירוסטה', 2400, 3900],
  ['זכוכית מגדלת 10x עם תאורה', 6900, 9900],
  ['קטלוג בולי ישראל – מהדורה אחרונה', 14000, 17000],
];

const VENDORS = [
  {
    brand: 'בית הבול והמטבע',
    line: 'אספנות · הערכה · קנייה ומכירה',
    legal: 'בול ומטבע אספנות בע"מ',
    company: true,
    idLabel: 'ח.פ.',
    addr: 'רח׳ אלנבי 92, תל אביב',
    title: 'חשבונית מס/קבלה',
    num: (r: { int(a: number, b: number): number }) => `7-${r.int(10000, 69999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
    font: "'Frank Ruehl CLM','David CLM',serif",
    width: 70,
    page: '80mm 230mm',
    top: true,
  },
  {
    brand: 'נומיסמה',
    line: 'מטבעות ובולים לאספנים',
    legal: 'אליעזר פרידמן',
    company: false,
    idLabel: 'עוסק מורשה',
    addr: 'רח׳ חיים עוזר 18, פתח תקווה',
    title: 'קבלה / חשבונית מס',
    num: (r: { int(a: number, b: number): number }) => `${r.int(100000, 399999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'Ellinia CLM','Nachlieli CLM',sans-serif",
    width: 50,
    page: '58mm 240mm',
    top: false,
  },
];

export const heCoinStampDealerTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng
      .some(ITEMS, rng.int(2, 5))
      .map(([name, lo, hi]) => ({ name, qty: name.includes('כמוסות') ? rng.int(1, 4) : 1, unit: rng.int(lo / 100, hi / 100) * 100, cat: rng.int(100, 2400) }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const member = rng.chance(0.5);
    const disc = member ? Math.round(sub * 0.05) : 0;
    const total = sub - disc;
    const tax = taxIn(total, rate);
    const card = rng.chance(0.65);
    const paid = Math.ceil(total / 10000) * 10000;
    const t = hhmm(rng.int(9 * 60 + 30, 18 * 60 + 45));
    const row = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.idLabel} ${lr(id)}</div>`;
    const head = v.top
      ? `${row('תאריך:', lr(v.date(date)))}${row('שעה:', lr(t))}${row('קופה:', `${rng.int(1, 3)}`)}`
      : `<table class="hr"><tr><th>תאריך</th><th>שעה</th><th>קופה</th></tr><tr><td>${lr(v.date(date))}</td><td>${lr(t)}</td><td>${rng.int(1, 2)}</td></tr></table>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c sm">${v.line}</div><div class="c sm">${v.addr} · ${lr(cellular(rng))}</div>
${v.top ? vendor : ''}
<div class="rule"></div>
<div class="c b big">${v.title} ${v.top ? `מס׳ ${lr(number)}` : ''}</div>
${v.top ? '' : row('מס׳ מסמך:', lr(number), 'b')}
${head}
<div class="rule"></div>
${lines.map((l) => `<div>${esc(l.name)}</div><div class="sm">קט׳ ${l.cat}</div>${row(lr(`${l.qty} x ${amount(l.unit)}`), amount(l.qty * l.unit))}`).join('')}
<div class="rule"></div>
${member ? row('סכום ביניים', amount(sub)) + row('הנחת חבר מועדון 5%', lr(`-${amount(disc)}`)) + `<div class="sm">מס׳ חבר: ${notAnId(rng)}</div>` : ''}
${row('סה"כ לתשלום', lr(`${amount(total)} ₪`), 'big b')}
${row(`מזה מע"מ ${rate}%`, amount(tax))}
${row('סכום לפני מע"מ', amount(total - tax))}
<div class="rule"></div>
${card ? row('אשראי', lr(`**** ${rng.digits(4)}`)) + row('אישור', lr(rng.digits(7))) : row('מזומן', amount(paid)) + row('עודף', amount(paid - total))}
<div class="rule"></div>
${v.top ? '' : vendor}
<div class="c sm">פריטי אספנות אינם ניתנים להחזרה לאחר יציאה מהחנות</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.big{font-size:12px}.brand{font-size:17px;font-weight:bold}.rule{border-top:1px dashed #333;margin:4px 0}.rw{display:flex;justify-content:space-between;gap:4px}.hr{width:100%;text-align:center;border-collapse:collapse}.hr th{border-bottom:1px solid #333;font-weight:normal}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
