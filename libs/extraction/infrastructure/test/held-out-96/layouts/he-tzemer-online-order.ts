import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-tzemer-online-order';

/** Item, agorot with VAT in 2022. */
const YARNS: [string, number][] = [
  ["צמר מרינו דק 50 גר'", 2890],
  ["כותנה מרצריזית 100 גר'", 2290],
  ["אלפקה משי 25 גר'", 3490],
  ["חוטי אקריליק לתינוקות 100 גר'", 1590],
  ["צמר עבה לסריגת זרועות 200 גר'", 5490],
  ["חוט חבל לסלסלות 250 גר'", 3990],
];
const TOOLS: [string, number][] = [
  ['מסרגה עגולה 4.0 מ"מ, 80 ס"מ', 3900],
  ['סט מסרגות במבוק 10 זוגות', 8900],
  ['מסרגת קרושה ארגונומית 3.5 מ"מ', 2900],
  ["סמני עין 20 יח'", 1490],
  ['חוברת דוגמאות – סוודר ראגלן', 4500],
];
const COLOURS = ['אפור ערפל', 'חרדל', 'ירוק זית', 'בורדו', 'שמנת', 'תכלת', 'טרקוטה'];
const TOWNS = ['פרדס חנה-כרכור', 'קדימה-צורן', 'קריית עקרון', 'בית דגן', 'אלעד', 'סביון', 'קריית מוצקין'];

/**
 * An online yarn shop's invoice, A5 (Keter YG for the brand, Simple CLM with Noto Sans): "פקעת" with "חנות סריגה
 * ברשת" and the web address on the right, the company and "ח.פ." plain on the left; "חשבונית מס / קבלה" and "מס'
 * 10nnnnn" (seven digits) in a thin frame, "תאריך: dd.mm.yyyy hh:mm" and "הזמנה מס' #Pnnnnn" of the same day or one
 * before; the buyer and town; lines (item with its colour, quantity, price with VAT, sum), "סה"כ מוצרים", for
 * members "הנחת חברות 8%" as a minus, delivery (post 19.90, courier 34.90; free by post above 300 ₪), "סה"כ לתשלום"
 * "… ₪", "מתוכו מע"מ n%" (contained); card in one or more payments, or Bit.
 */
export const heTzemerOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const up = (p: number) => Math.round((p * rise) / 10) * 10;
    const lines = [
      ...rng.some(YARNS, rng.int(1, 3)).map(([n, p]) => ({ n: `${n} – ${rng.pick(COLOURS)}`, p: up(p), q: rng.int(2, 10) })),
      ...rng.some(TOOLS, rng.int(0, 2)).map(([n, p]) => ({ n, p: up(p), q: 1 })),
    ];
    const goods = total(lines.map((l) => l.p * l.q));
    const member = rng.chance(0.4) ? share(goods, 8) : 0;
    const after = goods - member;
    const courier = rng.chance(0.35);
    const ship = courier ? 3490 : after > 30000 ? 0 : 1990;
    const gross = after + ship;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'פקעת סריגה ויצירה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `10${rng.digits(5)}`;
    const ordered = rng.chance(0.5) ? date : plus(date, -1);
    const num = (s: string) => s.replace(/(\d[\d.,"']*)/g, (m) => ltr(m));
    const body = `<div class="hd"><div><div class="br">פקעת</div><div>חנות סריגה ברשת · ${ltr('www.pkaat.co.il')}</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>בית דגן · ${ltr(`03-96${rng.digits(5)}`)}</div></div>
<div class="fr"><div class="b">חשבונית מס / קבלה</div><div>מס' ${ltr(doc)}</div></div>
<div class="meta"><div>תאריך: ${ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(8 * 60, 23 * 60))}`)}</div><div>הזמנה מס' ${ltr(`#P${rng.int(20000, 89999)}`)} מיום ${ltr(dt(ordered, 'dd.mm.yyyy'))}</div>
<div>לקוח/ה: ${rng.pick(['מיכל', 'שרית', 'נעמה', 'אסתר', 'תמר'])} ${rng.pick(['רוזן', 'ביטון', 'אשכנזי', 'מלכה', 'הורוביץ'])}, ${rng.pick(TOWNS)}</div></div>
<table class="ol"><thead><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${num(l.n)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.p))}</td><td>${ltr(amount(l.p * l.q))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ מוצרים</td><td>${ltr(amount(goods))}</td></tr>${member ? `<tr><td>הנחת חברות ${ltr('8%')}</td><td>${ltr(amount(-member))}</td></tr>` : ''}
<tr><td>משלוח – ${courier ? 'שליח עד הבית' : 'דואר רשום'}</td><td>${ship ? ltr(amount(ship)) : 'חינם'}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(gross)} ₪`)}</td></tr><tr><td>מתוכו מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr></table>
<div class="pay">${rng.chance(0.7) ? `שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))}, ${ltr(String(gross > 25000 ? 2 : 1))} תשלומים` : 'שולם באפליקציית ביט'}</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','Noto Sans';font-size:11px;padding:10mm 11mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #7a4a6a;padding-bottom:4px}
.br{font-family:'Keter YG';font-size:36px;color:#7a4a6a;line-height:1}.co{text-align:end;font-size:10px;line-height:1.4}.fr{border:1px solid #7a4a6a;margin:8px 0;padding:4px 8px;display:flex;justify-content:space-between;font-size:13px}
.meta{line-height:1.6}.ol{width:100%;margin:8px 0}.ol th{text-align:start;border-bottom:1px solid #7a4a6a;padding:2px}.ol td{padding:2px;border-bottom:1px solid #e3d6e0}.ol td:nth-child(n+2),.ol th:nth-child(n+2){text-align:end}
.tt{width:62mm;margin-inline-start:auto}.tt td{padding:2px}.tt td:last-child{text-align:end}.tt tr.g{font-weight:bold;font-size:13px;border-top:1.5px solid #7a4a6a}.pay{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
