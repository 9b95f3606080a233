import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-private-investigator-invoice';

const CLIENTS = ['כהן, רוזנברג ושות׳ - עורכי דין', 'ביטוח ישיר לעסקים בע"מ', 'א.ד. לוגיסטיקה בע"מ', 'משרד עו"ד ברק-שמעוני', 'מימון פלוס אשראי בע"מ', 'רשת מעדני השרון בע"מ'];
const SUBJECTS = ['חקירת תביעת ביטוח', 'איתור חייב ונכסים', 'בדיקת נאמנות עובד', 'בדיקת רקע עסקית לשותף', 'מעקב בתיק נזיקין', 'איתור עדים'];

interface Line {
  name: string;
  unit: string;
  qty: string;
  sum: number;
  price: number;
}

/** The services of one case, priced before VAT (hours in halves). */
function services(rng: Rng): Line[] {
  const out: Line[] = [];
  const hours = (name: string, lo: number, hi: number, hlo: number, hhi: number) => {
    const halves = rng.int(hlo * 2, hhi * 2);
    const price = rng.int(lo, hi) * 100;
    out.push({ name, unit: 'שעות', qty: `${Math.floor(halves / 2)}${halves % 2 ? '.5' : ''}`, price, sum: (halves * price) / 2 });
  };
  const once = (name: string, unit: string, lo: number, hi: number, qmax = 1) => {
    const q = rng.int(1, qmax);
    const price = rng.int(lo, hi) * 1000;
    out.push({ name, unit, qty: String(q), price, sum: q * price });
  };
  hours('מעקב ותצפית שטח', 180, 260, 4, 36);
  if (rng.chance(0.7)) hours('איסוף מידע ותחקיר משרדי', 160, 220, 2, 14);
  if (rng.chance(0.4)) once('איתור כתובת ופרטי התקשרות', 'איתור', 45, 90, 2);
  if (rng.chance(0.4)) once('בדיקת נכסים ומרשמים', 'בדיקה', 35, 70, 3);
  if (rng.chance(0.5)) once('תיעוד וידאו וצילום', 'יום', 40, 65, 4);
  once('ניסוח דו"ח חקירה מסכם', 'דו"ח', 80, 150);
  if (rng.chance(0.2)) hours('עדות בבית משפט', 350, 500, 1, 4);
  const km = rng.int(40, 650);
  const perKm = rng.int(240, 290);
  out.push({ name: 'נסיעות', unit: 'ק"מ', qty: String(km), price: perKm, sum: km * perKm });
  if (rng.chance(0.6)) {
    const p = rng.int(35, 180) * 100;
    out.push({ name: 'הוצאות חניה ואגרות', unit: 'כולל', qty: '1', price: p, sum: p });
  }
  return out;
}

/** A private investigator's A4 tax invoice for a case (Sunday-Thursday), VAT added, on some with an advance already paid. */
export const hePrivateInvestigatorInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = services(rng);
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const advance = rng.chance(0.4) ? Math.min(rng.pick([1500, 2000, 2500, 3000, 5000]) * 100, Math.floor(gross / 200000) * 100000) : 0;
    const vendorName = co ? 'אופק חקירות ומודיעין עסקי בע"מ' : 'יגאל מזרחי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}-${String(rng.int(1, 1800)).padStart(4, '0')}` : String(rng.int(1000, 9999));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'he'));
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const client = rng.pick(CLIENTS);
    const clientId = taxIdOfCustomer(rng);
    const caseNo = `${date.slice(2, 4)}/${rng.int(100, 480)}`;
    const licence = String(rng.int(1000, 4999));
    const advDate = plus(date, -rng.int(14, 60));
    const head = ['#', 'תיאור השירות', 'יחידה', 'כמות', 'מחיר', 'סה"כ'];
    const rows = lines.map((l, i) => [String(i + 1), l.name, l.unit, ltr(l.qty), ltr(money(l.price)), ltr(money(l.sum))]);
    const sums = `<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(money(net))}</td></tr><tr><th>מע"מ ${rate}%</th><td>${ltr(money(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(co ? money(gross) : `₪ ${money(gross)}`)}</td></tr>${
      advance
        ? `<tr><th>בניכוי מקדמה (קבלה ${ltr(String(rng.int(100, 999)))} מיום ${co ? ltr(f(advDate)) : f(advDate)})</th><td>${ltr(`-${money(advance)}`)}</td></tr><tr><th>יתרה לתשלום</th><td>${ltr(money(gross - advance))}</td></tr>`
        : ''
    }</table>`;
    const caseBlock = pairs(
      [
        ['לכבוד', client],
        ['ח.פ. לקוח', ltr(clientId)],
        ['תיק מס׳', ltr(caseNo)],
        ['נושא', rng.pick(SUBJECTS)],
      ],
      2,
    );
    const body = co
      ? `<div class="head"><div><div class="brand">אופק חקירות</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">מגדל אביב, דרך ז׳בוטינסקי 7, רמת גן · ${ltr(landline(rng))}</div></div><div class="lic">משרד חקירות מורשה<br>רישיון ${ltr(licence)}</div></div>
<h1>חשבונית מס ${ltr(doc)}</h1><div class="dt">תאריך: ${ltr(f(date))}</div>
${caseBlock}${items(head, rows)}${sums}
<p class="sm">תנאי תשלום: שוטף + 30 (עד ${ltr(f(plus(lastOfMonth(date), 30)))}). החומר שנאסף נמסר ללקוח בלבד ונשמר בסודיות.</p>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · בנק ${ltr(`${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(6)}`)}</div>`
      : `<div class="head2"><div class="brand2">יגאל מזרחי - חקירות</div><div class="sm">חוקר פרטי מורשה, רישיון ${ltr(licence)} · רח׳ יהושע חנקין 30, עפולה · ${ltr(cellular(rng))}</div></div>
<h2>חשבונית מס מס׳ ${ltr(doc)}</h2><div class="dt">תאריך ${f(date)}</div>
${caseBlock}${items(head, rows)}${sums}
<p class="sm">התשלום בהעברה בנקאית או בשיק לפקודת יגאל מזרחי, תוך 30 יום.</p>
<div class="foot">יגאל מזרחי · עוסק מורשה ${ltr(taxId)} · עפולה</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Frank Ruehl CLM'"};font-size:13px;padding:15mm 16mm;height:296mm;box-sizing:border-box;position:relative}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #333;padding-bottom:6px}.brand{font-size:30px;font-weight:bold;letter-spacing:1px}.lic{border:1px solid #333;padding:5px 10px;text-align:center;font-size:12px}
.head2{text-align:center;border-bottom:1px solid #555;padding-bottom:6px}.brand2{font-size:26px;font-weight:bold}
h1,h2{font-size:20px;margin:12px 0 2px}.dt{margin-bottom:8px;font-weight:bold}.pairs{width:100%;margin:6px 0}
.tot{width:50%;margin-right:auto;margin-top:8px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:left;padding:3px 6px}.tot tr.b{border-top:2px solid #222;border-bottom:2px solid #222;font-size:1.1em}
.foot{position:absolute;bottom:12mm;left:16mm;right:16mm;border-top:1px solid #888;padding-top:4px;font-size:11px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
