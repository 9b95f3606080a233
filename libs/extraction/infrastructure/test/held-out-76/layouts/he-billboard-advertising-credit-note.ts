import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-billboard-advertising-credit-note';

const CLIENTS: [string, string][] = [
  ['רשת אופטיקה עין-טוב בע"מ', 'רח׳ הרצל 40, רחובות'],
  ['מרכז הקניות לב העיר קריית מלאכי בע"מ', 'שד׳ ירושלים 2, קריית מלאכי'],
  ['יקבי גבעות יהודה בע"מ', 'מושב תרום'],
  ['אוטו-דרום סוכנויות רכב בע"מ', 'רח׳ הפלדה 7, אשדוד'],
  ['מכללת אופק להנדסאים (ע"ר)', 'רח׳ המכללה 1, יבנה'],
];
const SITES = ['כביש 3 צומת ראם, פנים צפונה', 'כביש 40 כניסה לקריית מלאכי', 'כביש 6 מחלף סורק', 'שד׳ בן גוריון קריית מלאכי', 'כביש 35 צומת מסמיה'];

/**
 * A billboard advertising company's tax credit note in Kiryat Malakhi, A5 (David CLM): the company name over a red
 * bar with its id, "חשבונית מס זיכוי" and a five-digit number, date, the client with company id, the invoice credited
 * and its date (earlier that year), the board's site and campaign, one reason per note (a board dark for some days, a
 * campaign cancelled before printing, digital screen spots not aired, an installation billed twice), every sum with a
 * leading minus, VAT added to the credit, refund or offset against the next invoice. Sunday to Thursday.
 */
export const heBillboardAdvertisingCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const monthly = Math.round((rng.int(900000, 2400000) * up) / 1000) * 1000;
    const reason = rng.int(0, 3);
    const rows: [string, string, number][] = [];
    if (reason === 0) {
      const days = rng.int(3, 12);
      rows.push([`זיכוי יחסי - השלט כבוי ${ltr(String(days))} ימים עקב תקלת חשמל`, `${ltr(String(days))}/${ltr('30')}`, Math.round((monthly * days) / 30)]);
    } else if (reason === 1) {
      rows.push(['ביטול קמפיין לפני הדפסה - הדפסת ויניל', ltr('1'), Math.round((rng.int(180000, 420000) * up) / 100) * 100]);
      rows.push(['ביטול קמפיין לפני הדפסה - התקנה והרכבה', ltr('1'), Math.round((rng.int(90000, 160000) * up) / 100) * 100]);
    } else if (reason === 2) {
      const spots = rng.int(40, 300);
      const spot = Math.round((rng.int(1800, 4200) * up) / 10) * 10;
      rows.push([`תשדירים שלא שודרו במסך הדיגיטלי (${ltr(String(spots))} x ${ltr(amount(spot))})`, ltr(String(spots)), spots * spot]);
    } else {
      rows.push(['חיוב כפול - התקנת מדבקה', ltr('1'), Math.round((rng.int(80000, 150000) * up) / 100) * 100]);
    }
    const net = -total(rows.map(([, , s]) => s));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מדיה-דרך שילוט חוצות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 39999));
    const [client, address] = rng.pick(CLIENTS);
    const clientId = taxIdOfCustomer(rng);
    const original = String(rng.int(40000, 99999));
    const originalDate = plus(date, -rng.int(15, 55));
    const site = rng.pick(SITES);
    const neg = (c: number) => ltr(amount(-Math.abs(c)));
    const body = `<div class="hd"><div class="name">מדיה-דרך</div><div class="bar"></div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ הנשיא ${ltr(String(rng.int(2, 30)))}, קריית מלאכי · ${ltr(landline(rng))}</div></div>
<div class="ti">חשבונית מס זיכוי<span>מס׳ ${ltr(doc)}</span></div>
${pairs([
  ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לקוח', client],
  ['כתובת', address],
  ['ח.פ. לקוח', ltr(clientId)],
  ['זיכוי לחשבונית', `${ltr(original)} מיום ${ltr(dt(originalDate, 'dd/mm/yyyy'))}`],
  ['אתר', site],
])}
<table class="cr"><thead><tr><th>פירוט הזיכוי</th><th>כמות</th><th>סכום</th></tr></thead><tbody>${rows.map(([t, q, s]) => `<tr><td>${t}</td><td>${q}</td><td>${neg(s)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${neg(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="note">${rng.chance(0.5) ? 'הסכום יקוזז מהחשבונית הבאה.' : `הסכום יוחזר בהעברה בנקאית תוך ${ltr('30')} יום.`} מחיר הפרסום החודשי באתר: ${ltr(amount(monthly))} ₪ לפני מע"מ.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','FreeSerif';font-size:13px;padding:9mm 10mm}.name{font-size:26px;font-weight:bold}.bar{height:6px;background:#c62828;margin:2px 0 4px}
.ti{font-size:19px;font-weight:bold;margin:10px 0;display:flex;justify-content:space-between;border:2px solid #c62828;padding:4px 8px}.pairs{width:100%}
.cr{width:100%;margin-top:10px}.cr th{background:#ffebee;padding:4px;text-align:start;border-bottom:1px solid #c62828}.cr td{padding:4px;border-bottom:1px solid #ddd}.cr td:nth-child(n+2),.cr th:nth-child(n+2){text-align:left;white-space:nowrap}
.tot{margin:10px auto 0 0}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #c62828}.note{margin-top:16px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
