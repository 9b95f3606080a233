import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-industrial-wastewater-treatment-monthly-bill';

const FACTORIES: [string, string][] = [
  ['מחלבות הדרום השקמה בע"מ', 'אזור התעשייה שדרות, מגרש 14'],
  ['צבעי נגב תעשיות בע"מ', 'אזור התעשייה שדרות, רח׳ הנפחים 6'],
  ['מאפיית שער הנגב בע"מ', 'אזור התעשייה שדרות, רח׳ המלאכה 3'],
  ['ציפויי מתכת הגבעה בע"מ', 'אזור התעשייה שדרות, מגרש 27'],
  ['מיצי פרי עוטף בע"מ', 'אזור התעשייה שדרות, רח׳ היוצרים 11'],
];

/**
 * An industrial wastewater pre-treatment plant's monthly bill to factories in the Sderot industrial zone, A4 (Noto
 * Serif Hebrew): boxes for the billing month (as a period of dates), issue date, due date and amount, the factory's
 * company id and account number, meter readings, fixed connection charge, m³ treated at a yearly tariff, COD and
 * suspended solids surcharges above the permit on some, sampling, VAT added. Issued Sunday to Thursday.
 */
export const heIndustrialWastewaterTreatmentMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 30);
    const up = 1 + (year - 2022) * 0.035;
    const m3 = rng.int(600, 4800);
    const prev = rng.int(100000, 800000);
    const tariff = Math.round((rng.int(420, 560) * up) / 2) * 2;
    const lines: [string, string, string, number][] = [];
    const fixed = Math.round((rng.int(85000, 140000) * up) / 100) * 100;
    lines.push(['דמי חיבור וזמינות מתקן', 'חודשי', '1', fixed]);
    lines.push(['טיפול בשפכים', `${ltr(amount(tariff))} למ"ק`, ltr(String(m3)), m3 * tariff]);
    if (rng.chance(0.5)) {
      const kg = rng.int(150, 2400);
      const p = Math.round(rng.int(180, 260) * up);
      lines.push([`היטל עומס ${ltr('COD')} מעל ההיתר`, `${ltr(amount(p))} לק"ג`, ltr(String(kg)), kg * p]);
    }
    if (rng.chance(0.35)) {
      const kg = rng.int(80, 900);
      const p = Math.round(rng.int(90, 150) * up);
      lines.push([`היטל מוצקים מרחפים ${ltr('TSS')}`, `${ltr(amount(p))} לק"ג`, ltr(String(kg)), mul(kg, p)]);
    }
    lines.push(['דיגום ואנליזה במעבדה', 'לדיגום', ltr(String(rng.int(1, 2))), 0]);
    const last = lines[lines.length - 1];
    const sample = Math.round((rng.int(38000, 65000) * up) / 100) * 100;
    last[3] = Number(last[2].replace(/\D/g, '')) * sample;
    last[1] = `${ltr(amount(sample))} לדיגום`;
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מתקני טיהור שפכים נגב מערבי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${String(year).slice(2)}${String(rng.int(10000, 99999))}`;
    const [factory, address] = rng.pick(FACTORIES);
    const body = `<div class="top"><div><div class="brand">מט"ש נגב מערבי</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · אזור התעשייה שדרות · מוקד ${ltr('*6270')}</div></div><div class="doc">חשבונית מס<br><span class="num">${ltr(doc)}</span></div></div>
${boxes([
  ['חשבון לחודש', `${heMonth(from)}<div class="sm">${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}</div>`],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪ ${amount(gross)}`)],
])}
<div class="two"><div><b>לכבוד</b><br>${factory}<br>${address}<br>ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>${pairs([
      ['מספר חשבון צרכן', ltr(notAnId(rng))],
      ['מספר מונה', ltr(`WW-${rng.digits(6)}`)],
      ['קריאה קודמת', ltr(String(prev))],
      ['קריאה נוכחית', ltr(String(prev + m3))],
      ['צריכה (מ"ק)', ltr(String(m3))],
    ])}</div></div>
${items(
  ['פירוט', 'תעריף', 'כמות', 'סכום (₪)'],
  lines.map(([a, b, c, d]) => [a, b, c, ltr(amount(d))]),
)}
<div class="tot">${pairs([
      ['סה"כ חיובים לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', ltr(amount(gross))],
    ])}</div>
<div class="note">התשלום בהוראת קבע או בהעברה בנקאית עד ${ltr(dt(due, 'dd/mm/yyyy'))}. חריגה מערכי ההיתר מחויבת לפי תעריפי ההיטל המפורסמים לשנת ${ltr(String(year))}. על פיגור בתשלום ייגבו הפרשי הצמדה וריבית.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px;padding:14mm 15mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #1b5e20;padding-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#1b5e20}
.doc{text-align:center;font-size:15px;font-weight:bold;background:#e8f5e9;padding:6px 14px}.num{font-size:18px}.box{background:#f1f8e9}.two{display:flex;justify-content:space-between;margin:10px 0;line-height:1.6}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.items th{background:#e8f5e9}.tot{display:flex;justify-content:flex-end;margin-top:6px}.tot tr:last-child{font-size:1.2em;border-top:2px solid #000}.note{margin-top:20px;font-size:11px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
