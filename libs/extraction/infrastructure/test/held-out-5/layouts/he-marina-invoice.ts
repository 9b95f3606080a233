import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, mul, personalId } from '../../generalisation/notation';

const MARINAS = [
  { name: 'מרינת חוף התכלת בע"מ', short: 'מרינת התכלת', city: 'נמל יפו' },
  { name: 'מעגן הצוקים תפעול ימי בע"מ', short: 'מעגן הצוקים', city: 'נתניה' },
  { name: 'מרינה צפון המפרץ בע"מ', short: 'מרינה צפון המפרץ', city: 'עכו' },
];
const BOATS = ['"שחפית"', '"רוח גבית"', '"אלמוג 2"', '"נועם הים"', '"Blue Fin"', '"תמר"'];

/**
 * A marina office's tax invoice-receipt (A5, Frank Ruehl with Noto Sans numbers): an anchor drawn in
 * CSS, the marina's legal name, "חשבונית מס / קבלה" with a number, the date and time at the office,
 * the boat's name, registration number and length, the berth (pier and slip), the skipper's name
 * and valid ת.ז., a visiting boat's nights × a per-metre rate, fuel from the fuel dock (marine diesel
 * or petrol, litres to two decimals × price per litre), electricity in kWh, water, a crane lift or
 * a mooring line, "סה"כ לפני מע"מ", VAT, "סה"כ כולל מע"מ", paid by card; the fuel pump's own
 * slip number as a distractor.
 */
export const heMarinaInvoice: Layout = {
  id: 'he-marina-invoice',
  lang: 'he',
  kind: 'fuel and berth',
  make(rng: Rng) {
    const mr = rng.pick(MARINAS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const length = rng.int(80, 160) / 10;
    const nights = rng.int(1, 5);
    const perM = rng.pick([950, 1100, 1250]);
    const berth = Math.round(nights * length * perM);
    const diesel = rng.chance(0.6);
    const litres = rng.int(3000, 32000) / 100;
    const perL = diesel ? rng.int(620, 760) : rng.int(580, 700);
    const fuel = mul(litres, perL);
    const kwh = rng.int(8, 90);
    const elec = kwh * 85;
    const water = rng.chance(0.6) ? rng.pick([2500, 3500]) : 0;
    const extra = rng.pick([
      ['הרמה במנוף + שטיפת גוף', 65000],
      ['חבל עגינה 14 מ"מ (מטר)', 0],
      ['', 0],
    ] as const);
    const extraAmt = extra[0].startsWith('חבל') ? rng.int(8, 20) * 1400 : extra[1];
    const lines: [string, string, string, number][] = [
      [`עגינת אורח – ${nights} לילות × ${length.toFixed(1)} מ'`, (nights * length).toFixed(1), (perM / 100).toFixed(2), berth],
      [`${diesel ? 'סולר ימי' : 'בנזין 95'} – משאבה ${rng.int(1, 3)}`, litres.toFixed(2), (perL / 100).toFixed(2), fuel],
      ['חשמל רציף (קוט"ש)', String(kwh), '0.85', elec],
    ];
    if (water) lines.push(['מים (חיבור לתקופה)', '1', (water / 100).toFixed(2), water]);
    if (extraAmt) lines.push([extra[0], extra[0].startsWith('חבל') ? String(extraAmt / 1400) : '1', extra[0].startsWith('חבל') ? '14.00' : (extraAmt / 100).toFixed(2), extraAmt]);
    const net = lines.reduce((a, l) => a + l[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(20000, 89999));
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const arrive = addDays(date, -nights);
    const body = `<div class="p">
<div class="hd"><div class="anc">⚓</div><div><div class="nm">${esc(mr.name)}</div><div class="sm">${esc(mr.city)} · ערוץ 16/${rng.pick([11, 12, 14])} · טל' ${cellular(rng)} · ח.פ. ${vendorTaxId}</div></div></div>
<div class="tt">חשבונית מס / קבלה מס' ${docNo}</div>
<div class="g"><div>תאריך: ${dt(date, ds)} ${hhmm(rng.int(7 * 60, 18 * 60))}</div><div>משרד ${esc(mr.short)}</div>
<div>כלי שיט: ${rng.pick(BOATS)} מס' רישום ${rng.digits(5)}</div><div>אורך: ${length.toFixed(1)} מ'</div>
<div>מעגן: רציף ${rng.pick(['A', 'B', 'C', 'D'])} / ${rng.int(1, 40)}</div><div>הגעה: ${dt(arrive, ds)}</div>
<div>סקיפר: ${rng.pick(['גיל ברק', 'אורנה לוי', 'סאמר חדאד', 'דורון פז'])}</div><div>ת.ז.: ${personalId(rng)}</div></div>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${l[2]}</td><td>${m(l[3])}</td></tr>`).join('')}</table>
<div class="s"><div><span>סה"כ לפני מע"מ</span><span>${m(net)}</span></div><div><span>מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="gt"><span>סה"כ כולל מע"מ ₪</span><span>${m(total)}</span></div></div>
<div class="pay">שולם: אשראי ${rng.pick(['ויזה', 'אמקס', 'מאסטרקארד'])} xxxx${rng.digits(4)} · אישור ${rng.digits(7)} · תעודת תדלוק ${rng.digits(6)}</div>
<p class="sm">יש לתאם יציאה מול מגדל הפיקוח. שעות משרד: א'-ה' 08:00-17:00, ו' 08:00-13:00.</p></div>`;
    const css = `body{font-family:'Frank Ruehl CLM',serif;font-size:13px;color:#102030}
.p{width:148mm;height:209mm;box-sizing:border-box;padding:9mm 10mm}
.hd{display:flex;gap:4mm;align-items:center;border-bottom:3px solid #0b3d6b;padding-bottom:3mm}
.anc{font-size:38px;color:#0b3d6b}.nm{font-size:21px;font-weight:bold}.sm{font-size:10.5px;color:#445}
.tt{font-size:17px;font-weight:bold;margin:4mm 0 2mm;color:#0b3d6b}
.g{display:grid;grid-template-columns:1.4fr 1fr;gap:0.8mm 4mm;margin-bottom:3mm}
table{width:100%;border-collapse:collapse;font-family:'Noto Sans Hebrew',sans-serif;font-size:11.5px}
th{background:#0b3d6b;color:#fff;padding:1.2mm}td{border-bottom:1px solid #c6d2de;padding:1.2mm;text-align:center}td:first-child{text-align:right}
.s{width:58%;margin:3mm auto 0 0;font-family:'Noto Sans Hebrew',sans-serif}.s div{display:flex;justify-content:space-between;padding:0.6mm 0}
.gt{font-weight:bold;font-size:15px;border-top:2px solid #0b3d6b}.pay{margin-top:4mm;font-size:11.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: mr.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
