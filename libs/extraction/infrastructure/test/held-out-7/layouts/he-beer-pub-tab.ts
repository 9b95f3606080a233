import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const PUBS = [
  { brand: 'הכשות של ברק', name: 'הכשות של ברק בע"מ', company: true, addr: "רח' הרצל 112, רחובות", tel: '08-9461220' },
  { brand: 'THE HOPPY GOAT', name: 'עז הכשות מסעדנות בע"מ', company: true, addr: "שד' בן גוריון 8, חיפה", tel: '04-8523317' },
  { brand: 'פאב הגשר', name: 'פאב הגשר', company: false, addr: "רח' העצמאות 41, באר שבע", tel: '' },
  { brand: 'מבשלת הגליל – חדר הטעימות', name: 'מבשלת בירה הגליל העליון בע"מ', company: true, addr: 'אזור תעשייה דלתון', tel: '04-6990512' },
];
const DRINKS: [string, number][] = [
  ['IPA מהחבית 0.5', 3400],
  ['לאגר בית 0.33', 2600],
  ['פילזנר 0.5', 3200],
  ['סטאוט כהה 0.4', 3600],
  ['בלגי טריפל 0.33', 3800],
  ['מגש טעימות 4 בירות', 4800],
  ['סיידר תפוחים', 3000],
  ['ויסקי סינגל מאלט', 5200],
  ['קולה זירו', 1400],
];
const FOOD: [string, number][] = [
  ["צ'יפס בטטה", 3400],
  ['כנפיים חריפות', 5200],
  ["המבורגר 250 גר'", 6800],
  ["נאצ'וס גבינה", 4600],
  ['פלטת נקניקים', 8900],
  ['טבעות בצל', 2900],
  ["פוקאצ'ה שום", 2400],
];
const WAITERS = ['אורי', 'שני', 'מאור', 'ליהי', 'דניאל', 'עדן'];

/**
 * A beer pub's bill on 80 mm paper (FreeSans or Noto Sans Hebrew Cond, the brand in Aharoni CLM):
 * the brand, the legal name with "ח.פ." or "עוסק מורשה", the table, the waiter, the number of
 * guests and a check number, "חשבונית מס / קבלה" with its own number, quantity-first rows (drinks
 * and food), an optional happy-hour deduction, "סה"כ חשבון", "כולל מע"מ" and, beside it, a 12%
 * service charge or the guest's tip, "סה"כ לתשלום" (bill and service together), the card, and a
 * line about the next quiz night's date.
 */
export const heBeerPubTab: Layout = {
  id: 'he-beer-pub-tab',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const p = rng.pick(PUBS);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-06-05', '2026-03-28');
    const rate = israeliRate(date);
    const rows = [...rng.some(DRINKS, rng.int(2, 5)), ...rng.some(FOOD, rng.int(1, 3))].map(([n, u]) => ({ n, u, q: rng.int(1, 4) }));
    const items = rows.reduce((s, r) => s + r.q * r.u, 0);
    const happy = rng.chance(0.35)
      ? share(
          rows.filter((r) => DRINKS.some((d) => d[0] === r.n)).reduce((s, r) => s + r.q * r.u, 0),
          20,
        )
      : 0;
    const bill = items - happy;
    const vat = vatOfGross(bill, rate);
    const service = rng.chance(0.5);
    const extra = service ? share(bill, 12) : rng.int(3, 9) * 500;
    const total = bill + extra;
    const docNo = String(rng.int(21000, 98999));
    const check = String(rng.int(100, 999));
    const table = rng.int(1, 40);
    const open = rng.int(18 * 60, 22 * 60);
    const m = (c: number) => amount(c);
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew']);
    const idLabel = p.company ? rng.pick(['ח.פ.', 'ח"פ']) : rng.pick(['עוסק מורשה', 'ע.מ.']);
    const body = `<div class="s"><h1>${esc(p.brand)}</h1>${p.brand !== p.name ? `<div class="c">${esc(p.name)}</div>` : ''}
<div class="c">${idLabel} ${vendorTaxId}</div><div class="c sm">${esc(p.addr)}${p.tel ? ` · טל' ${p.tel}` : ''}</div>
<div class="d"></div>
<div class="r"><span>שולחן ${table}</span><span>סועדים ${rng.int(2, 8)}</span></div>
<div class="r"><span>מלצר/ית: ${rng.pick(WAITERS)}</span><span>צ'ק #${check}</span></div>
<div class="r"><span>${dt(date, rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const))}</span><span>פתיחה ${hhmm(open)} · סגירה ${hhmm(open + rng.int(50, 200))}</span></div>
<div class="d"></div><div class="c b">חשבונית מס / קבלה ${docNo}</div><div class="d"></div>
${rows.map((r) => `<div class="r"><span>${r.q} ${esc(r.n)}</span><span>${m(r.q * r.u)}</span></div>`).join('')}
<div class="d"></div>
${happy ? `<div class="r"><span>סה"כ פריטים</span><span>${m(items)}</span></div><div class="r"><span>הפי האוור 20% על בירות</span><span>${m(-happy)}</span></div>` : ''}
<div class="r b"><span>סה"כ חשבון</span><span>${m(bill)}</span></div>
<div class="box"><div class="r"><span>כולל מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="r"><span>${service ? 'דמי שירות 12%' : 'טיפ'}</span><span>${m(extra)}</span></div></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${m(total)}</span></div>
<div class="sm">${service ? 'דמי השירות אינם כלולים במע"מ ומועברים לצוות' : 'הטיפ נוסף לבקשת הלקוח'}</div>
<div class="d"></div><div class="r"><span>${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'אמריקן אקספרס'])} ****${rng.digits(4)}</span><span>${m(total)}</span></div>
<div class="sm">מס' אישור ${rng.digits(7)} · מסוף ${rng.digits(8)}</div>
${rng.chance(0.5) ? `<div class="sm">חבר מועדון: ${cellular(rng)}</div>` : ''}
<div class="c sm">ערב טריוויה הבא: ${dt(date.slice(0, 8) + '28', 'dd/mm')} ב-21:00 · שתו באחריות</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#111}
.s{width:72mm;padding:4mm 4mm 10mm}h1{font-family:'Aharoni CLM','${font}';font-size:22px;text-align:center;margin:0 0 1mm}.c{text-align:center}
.b{font-weight:bold}.big{font-size:16px;font-weight:bold;border-top:2px solid #000;padding-top:1mm;margin-top:1mm}.sm{font-size:10px}
.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:3mm}.box{border:1px solid #000;padding:1mm 2mm;margin:1mm 0}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: p.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
