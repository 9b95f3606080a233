import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, mul, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-satellite-phone-monthly-bill';

const CUSTOMERS: [string, boolean][] = [
  ['סיורי מדבר יהודה בע"מ', true],
  ['ספינות דייג אשדוד בע"מ', true],
  ['משק רביבים - נדב שרעבי', false],
  ['חברת חיפושי נפט נגב בע"מ', true],
  ['מדריכת טיולים אורנה לוי', false],
];

const VENDORS = [
  {
    brand: 'קו רקיע',
    legal: 'קו רקיע תקשורת לוויינית בע"מ',
    company: true,
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    color: '#1e3a8a',
    num: (iso: string, r: { int(a: number, b: number): number }) => `SP${iso.slice(2, 4)}${iso.slice(5, 7)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'סאט-נט',
    legal: 'גיל אוחנה',
    company: false,
    font: "'David CLM','Liberation Serif',serif",
    color: '#7c2d12',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heSatellitePhoneMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([10, 15, 21]));
    const [cust, firm] = rng.pick(CUSTOMERS);
    const custId = firm ? taxId(rng, true) : personalId(rng);
    const minutes = rng.int(12, 240);
    const perMin = rng.pick([390, 450, 520]);
    const lines = [
      { name: 'מנוי חודשי - מסלול שטח', q: '1', sum: rng.pick([8900, 11900, 14900]) },
      { name: 'שיחות לוויין (דקות)', q: String(minutes), sum: mul(minutes, perMin), unit: perMin },
      { name: 'הודעות SMS', q: String(rng.int(5, 80)), sum: 0 },
      { name: 'השכרת מכשיר Iridium', q: '1', sum: rng.pick([6900, 7900]) },
      ...(rng.chance(0.6) ? [{ name: 'נתונים (MB)', q: String(rng.int(2, 40)), sum: rng.int(10, 90) * 100 }] : []),
      ...(rng.chance(0.5) ? [{ name: 'ביטוח מכשיר', q: '1', sum: 2500 }] : []),
    ];
    lines[2].sum = Number(lines[2].q) * 120;
    const net = add(lines.map((l) => l.sum));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const last = rng.int(20000, 90000);
    const sub = notAnId(rng);
    const hdr = (cells: [string, string][]) =>
      `<table class="hdr"><tr>${cells.map(([a]) => `<th>${a}</th>`).join('')}</tr><tr>${cells.map(([, b]) => `<td>${b}</td>`).join('')}</tr></table>`;
    const meta: [string, string][] = [
      ['מספר חשבונית', lr(number)],
      ['תאריך הפקה', lr(v.date(date))],
      ['תקופת החיוב', lr(`${v.date(from)} - ${v.date(to)}`)],
      ['לתשלום עד', lr(v.date(due))],
      ['מס׳ מנוי', lr(sub)],
    ];
    const side = v.company
      ? ''
      : `<aside><div class="brand">${v.brand}</div><div>שירותי טלפון לווייני</div><div>${esc(v.legal)}</div><div>עוסק מורשה</div><div>${lr(id)}</div><div>ת.ד. ${rng.int(100, 999)}, ערד</div><div>${lr(landline(rng))}</div></aside>`;
    const table = `<table class="items"><tr><th>תיאור</th><th>כמות</th><th>מחיר ליחידה</th><th>סכום</th></tr>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${l.q}</td><td>${l.unit ? lr(amount(l.unit)) : ''}</td><td>${lr(amount(l.sum))}</td></tr>`)
      .join('')}</table>`;
    const totals = `<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr></table>`;
    const main = `<main>
${v.company ? `<header><div><div class="brand">${v.brand}</div><div>טלפונים לווייניים לים, למדבר ולשטח</div></div><div class="co">${esc(v.legal)}<br>ח.פ. ${lr(hyphenId(id))}<br>רח׳ המלאכה 7, ראש העין<br>${lr(landline(rng))}</div></header>` : ''}
<h1>חשבונית מס - חיוב חודשי ${heMonth(from)}</h1>
${v.company ? hdr(meta) : `<div class="pairs">${meta.map(([a, b]) => `<div><b>${a}:</b> ${b}</div>`).join('')}</div>`}
<div class="cust"><b>לכבוד:</b> ${esc(cust)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(custId)}</div>
${table}
${totals}
<div class="acct">התשלום האחרון: ${lr(amount(last))} ש"ח, התקבל ב-${lr(v.date(shift(from, rng.int(2, 9))))} · הוראת קבע פעילה, כרטיס ${lr(`****${rng.digits(4)}`)}</div>
<div class="note">שיחות לוויין מחויבות לפי דקה מלאה. שיחה נכנסת אינה מחויבת.</div>
</main>`;
    const body = `<div class="sheet">${side}${main}</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.sheet{width:210mm;min-height:296mm;display:flex;box-sizing:border-box}aside{width:45mm;background:${v.color};color:#fff;padding:12mm 5mm;line-height:1.9}main{flex:1;padding:12mm 14mm}header{display:flex;justify-content:space-between;border-bottom:4px solid ${v.color};padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:${v.company ? v.color : '#fff'}}.co{text-align:left;line-height:1.5}h1{font-size:17px;margin:12px 0}.hdr{width:100%;border-collapse:collapse;margin-bottom:10px}.hdr th{background:${v.color};color:#fff;padding:4px;font-size:10px}.hdr td{border:1px solid ${v.color};padding:4px;text-align:center}.pairs{display:grid;grid-template-columns:1fr 1fr;gap:4px;margin-bottom:10px}.cust{margin:8px 0;padding:6px;background:#f3f4f6}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{width:55%;margin:10px auto 0 0;font-size:12px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid #111}.acct{margin-top:16px;padding:6px;border:1px dashed #888}.note{margin-top:10px;font-size:9px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
