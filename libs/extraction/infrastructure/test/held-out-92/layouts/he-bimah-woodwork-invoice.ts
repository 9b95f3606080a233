import { amount, checkDigit, htmlPage, israeliRate, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { cellular, dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-bimah-woodwork-invoice';

const SYNAGOGUES = ['בית הכנסת "אהל יעקב"', 'בית הכנסת "שערי רחמים"', 'בית הכנסת "נווה שלום"', 'בית הכנסת "היכל אליהו"', 'בית הכנסת "זכור לאברהם"'];
const TOWNS = ['גדרה', 'קריית מלאכי', 'ראש העין', 'אלעד', 'בית דגן'];

/** Work, unit, agorot per unit before VAT, quantity range. */
const WORK: [string, string, number, [number, number]][] = [
  ['בימה מעץ אלון אמריקאי כולל מעקה', "יח'", 1850000, [1, 1]],
  ['שטנדר לחזן עם מגירה', "יח'", 240000, [1, 2]],
  ['שטנדר ישיבה שולחני', "יח'", 68000, [2, 12]],
  ['חידוש דלתות ארון קודש', 'זוג', 420000, [1, 1]],
  ['ספסל מתפללים עם תא לסידור', 'מ"א', 95000, [4, 30]],
  ['מדפי ספרים לבית המדרש', 'מ"א', 72000, [3, 16]],
  ['לוח זמני תפילות מעץ', "יח'", 110000, [1, 1]],
  ['הובלה והרכבה באתר', 'קומפלט', 150000, [1, 1]],
];

/**
 * A carpenter invoicing under his own name as a licensed dealer (עוסק מורשה) for synagogue furniture, A4 (Hadasim CLM,
 * FreeSerif): his name large at the top (the vendor), "נגרות אומן לבתי כנסת", "עוסק מורשה" with his number spaced in
 * threes, a mobile; "חשבונית מס" with the number "yy/nnn" and date d/m/yyyy; the synagogue's association with its "ע"ר"
 * (a valid 58 id, not the vendor's), the installation date a few days before; the work in units, running metres and
 * lump sums; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ חשבונית" with "₪", and on half of them the deposit already
 * received (with its receipt number) and the balance due; Sunday to Thursday.
 */
export const heBimahWoodworkInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const installed = plus(date, -rng.int(2, 9));
    const work = rng.some(WORK.slice(0, 7), rng.int(2, 4));
    if (rng.chance(0.7)) work.push(WORK[7]);
    const rowsData = work.map(([name, unit, price, [a, b]]) => ({ name, unit, price, qty: rng.int(a, b) }));
    const sums = rowsData.map((r) => r.price * r.qty);
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נתנאל אוחיון';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(2, 4)}/${String(rng.int(8, 180)).padStart(3, '0')}`;
    const amutaBase = `58${new Rng(seedOf(`h92~amuta~${doc}`)).digits(6)}`;
    const amuta = amutaBase + checkDigit(amutaBase);
    const syn = rng.pick(SYNAGOGUES);
    const town = rng.pick(TOWNS);
    const withDeposit = rng.chance(0.5);
    const deposit = Math.round((gross * 0.4) / 10000) * 10000;
    const tableRows = rowsData.map((r, i) => [ltr(String(i + 1)), r.name, r.unit, ltr(String(r.qty)), ltr(amount(r.price)), ltr(amount(sums[i]))]);
    const depositRows = withDeposit
      ? `<tr><th>התקבלה מקדמה (קבלה ${ltr(String(rng.int(300, 900)))})</th><td>${ltr(amount(deposit))}</td></tr><tr class="b"><th>יתרה לתשלום</th><td>${ltr(amount(gross - deposit))}</td></tr>`
      : '';
    const body = `<div class="top"><div class="nm">${vendorName}</div><div class="craft">נגרות אומן לבתי כנסת · בימות, ארונות קודש, שטנדרים</div><div class="sm">עוסק מורשה ${ltr(spacedId(taxId))} · ${ltr(cellular(rng))} · מושב גבעת ברנר</div></div>
<div class="doc"><span>חשבונית מס</span><span>${ltr(doc)}</span></div>
<div class="two"><div><div class="lbl">לכבוד</div><div class="b">עמותת ${syn}, ${town}</div><div>ע"ר ${ltr(amuta)}</div></div><div><div>תאריך: ${ltr(dt(date, 'd/m/yyyy'))}</div><div>מועד התקנה: ${ltr(dt(installed, 'd/m/yyyy'))}</div><div>הזמנה: ${ltr(`${rng.int(1, 12)}/${installed.slice(0, 4)}`)}</div></div></div>
${items(['#', 'תיאור העבודה', 'יחידה', 'כמות', "מחיר ליח'", 'סכום'], tableRows)}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ חשבונית</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr>${depositRows}</table>
<div class="pay">להעברה: בנק ${ltr(String(rng.pick([10, 12, 20, 31])))} · סניף ${ltr(String(rng.int(100, 899)))} · חשבון ${ltr(rng.digits(6))} · על שם ${vendorName}</div>
<div class="sig">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','Hadasim CLM';font-size:13px;padding:16mm 18mm}.top{text-align:center}.nm{font-family:'Hadasim CLM';font-size:34px;font-weight:bold}.craft{font-size:15px;margin:2px 0}
.doc{display:flex;justify-content:center;gap:14px;font-size:20px;font-weight:bold;margin:14px 0 10px;border-top:1px solid #000;border-bottom:1px solid #000;padding:4px}
.two{display:flex;justify-content:space-between;margin-bottom:8px}.lbl{color:#555}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:end}
.tot{width:50%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:16px;border-top:2px solid #000}.tot tr.b{font-weight:bold}
.pay{margin-top:18px;font-size:12px}.sig{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
