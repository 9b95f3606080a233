import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-luach-credit-note';

/** Catalogue number, item, agorot per unit before VAT in 2022. */
const RETURNS: [string, string, number][] = [
  ['LK-110', 'לוח שנה קיר – נופי הארץ, 30×42', 2150],
  ['LK-114', 'לוח שנה קיר – ציורי ילדים', 1890],
  ['LS-205', 'לוח שולחני עברי-לועזי', 1460],
  ['LM-301', 'לוח מגנטי למקרר', 690],
  ['YM-402', 'יומן שבועי A5 כריכה קשה', 3250],
  ['YM-405', 'יומן יומי A4 לניהול משרד', 4480],
  ['YM-410', 'יומן כיס עם גומייה', 1520],
  ['YM-420', 'יומן מורה לשנת הלימודים', 3890],
  ['PL-501', 'מתכנן חודשי ספירלה', 2740],
];
const SHOPS = ['סניף קניון', 'סניף מרכז העיר', 'סניף הנמל', 'מחסן מרכזי'];

/**
 * A calendar and diary publisher crediting a bookshop chain for the year's unsold calendars and diaries returned after
 * the new year, A4 (Hadasim CLM for the name and title, David CLM with Liberation Serif): the publisher with "ח.פ."
 * and a phone, "חשבונית זיכוי" in a dark band with "מס' 6nnnnn" and "תאריך: dd/mm/yyyy"; the chain with
 * its ח.פ., the credited invoice and its autumn date, the return certificate and the branch; catalogue numbers, items,
 * units returned, the unit price and the sums with a trailing minus; "סה"כ זיכוי לפני מע"מ", "מע"מ n%" and "סה"כ
 * לזיכוי" "…- ₪" all with a trailing minus; January to March, Sunday to Thursday.
 */
export const heLuachCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3]);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const rows: string[][] = [];
    const sums: number[] = [];
    for (const [sku, name, p] of rng.some(RETURNS, rng.int(3, 7))) {
      const q = rng.int(2, 24) * (name.startsWith('לוח') ? 5 : 2);
      const price = Math.round((p * rise) / 10) * 10;
      rows.push([ltr(sku), name.replace(/([A-Z]\d|\d+×\d+)/g, (m) => ltr(m)), ltr(String(q)), ltr(amount(price)), ltr(trailingMinus(-q * price))]);
      sums.push(q * price);
    }
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'הוצאת לוחות גלעד בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `6${String(rng.int(0, 99999)).padStart(5, '0')}`;
    const invoiceDate = plus(date, -rng.int(75, 140));
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div class="sm">אזור תעשייה בר-לב · ${ltr(landline(rng))} · ח.פ. ${ltr(taxId)}</div></div>
<div class="band"><span>חשבונית זיכוי</span><span>מס' ${ltr(doc)}</span><span>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</span></div>
<div class="two"><div><b>לכבוד:</b> רשת ספרי אופק בע"מ<br>ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>${rng.pick(SHOPS)}</div>
<div>זיכוי בגין חשבונית מס ${ltr(String(rng.int(410000, 489999)))} מיום ${ltr(dt(invoiceDate, 'dd/mm/yyyy'))}<br>תעודת החזרה ${ltr(String(rng.int(8000, 8999)))} · החזרת מלאי שלא נמכר בסוף העונה</div></div>
${items(['מק"ט', 'פריט', 'כמות שהוחזרה', "מחיר ליח'", 'סכום הזיכוי'], rows)}
<table class="tot"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${ltr(trailingMinus(-net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(trailingMinus(-vat))}</td></tr><tr class="g"><th>סה"כ לזיכוי</th><td>${ltr(`${trailingMinus(-gross)} ₪`)}</td></tr></table>
<div class="note">הסכום יקוזז מהתשלום הבא לפי תנאי ההסכם. מסמך זה הופק במערכת ממוחשבת.</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','Liberation Serif';font-size:15px;padding:16mm 17mm}.hd{text-align:center}.nm{font-family:'Hadasim CLM';font-size:32px}
.band{display:flex;justify-content:space-between;background:#2b2b2b;color:#fff;padding:6px 14px;margin:12px 0;font-family:'Hadasim CLM';font-size:19px}
.two{display:flex;justify-content:space-between;gap:20px;line-height:1.6;margin-bottom:8px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}
.tot{width:48%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;padding:3px 6px;font-weight:normal}.tot td{text-align:end;padding:3px 6px}.tot tr.g{border-top:3px double #111;font-weight:bold;font-size:17px}.tot tr.g th{font-weight:bold}.note{margin-top:24px;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
