import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-arborist-tree-inspection-invoice';

/** Services: name, unit, price in agorot (2022), quantity range. */
const SERVICES: [string, string, number, [number, number]][] = [
  ['סקר עצים ומיפוי (לעץ)', 'עץ', 9000, [6, 60]],
  ['בדיקת יציבות עץ בוגר', 'עץ', 35000, [1, 6]],
  ['חוות דעת אגרונומית לבקשת כריתה', 'חוות דעת', 120000, [1, 1]],
  ['הגשת בקשה לרישיון כריתה/העתקה לפקיד היערות', 'בקשה', 45000, [1, 2]],
  ['ליווי עבודות גיזום באתר', 'שעה', 32000, [2, 8]],
  ['ביקור פיקוח בשלב הביצוע', 'ביקור', 60000, [1, 3]],
  ['הערכת שווי עץ (שיטת המשרד)', 'עץ', 28000, [1, 8]],
];
const CLIENTS = ['נציגות הבית המשותף רח׳ הדקל 12', 'חברת נווה גנים יזמות בע"מ', 'המועצה המקומית קדימה-צורן', 'בית ספר אלון - הנהלת חשבונות', 'קבוצת רימון בנייה בע"מ'];

/**
 * A certified arborist's tax invoice from Kfar Yona, A4 (Yehuda CLM for the name, Noto Serif Hebrew text): her own name
 * large, "אגרונומית · בודקת עצים מוסמכת" under it, and "עוסק מורשה" with her number spaced in threes at the top left
 * (the vendor is the person; no trade name), the invoice number ("חשבונית מס מס׳") at the right and the date (d.m.yyyy)
 * at the left on one line, the client (a company's id printed when it is one), the site and the date of the visit,
 * services by unit, VAT added, "סה"כ לתשלום" and a note on payment by bank transfer within 30 days. Never on Friday
 * or Saturday.
 */
export const heArboristTreeInspectionInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(SERVICES, rng.int(2, 4)).map(([name, unit, p, q]) => {
      const qty = rng.int(...q);
      const each = Math.round((p * up) / 1000) * 1000;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ד"ר מיכל שטרנברג';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 1899));
    const client = rng.pick(CLIENTS);
    const company = client.includes('בע"מ');
    const visit = plus(date, -rng.int(2, 20));
    const body = `<div class="top"><div><div class="me">${vendorName}</div><div class="sub">אגרונומית · בודקת עצים מוסמכת (${ltr('ISA')})</div><div class="sm">רח׳ הברוש ${ltr(String(rng.int(2, 40)))}, כפר יונה · ${ltr(`054-${rng.digits(3)}-${rng.digits(4)}`)} · ${ltr('michal.trees@gmail.com')}</div></div><div class="dealer">עוסק מורשה<br><b>${ltr(spacedId(taxId))}</b></div></div>
<div class="row ttl"><span>חשבונית מס מס׳ ${ltr(doc)}</span><span class="date">תאריך: ${ltr(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</span></div>
<table class="pairs"><tr><th>לכבוד</th><td>${client}${company ? `, ח.פ. ${ltr(taxIdOfCustomer(rng))}` : ''}</td></tr><tr><th>אתר</th><td>${rng.pick(['רח׳ הדקל 12, נתניה', 'מגרש 214, שכונת הפרחים, קדימה', 'חצר בית הספר, אבן יהודה', 'רח׳ הזית 5, תל מונד'])}</td></tr><tr><th>תאריך ביקור</th><td>${ltr(dt(visit, 'dd/mm/yyyy'))}</td></tr></table>
<table class="items"><thead><tr><th>#</th><th>תיאור השירות</th><th>יחידה</th><th>כמות</th><th>מחיר ליחידה</th><th>סכום</th></tr></thead><tbody>${lines
      .map(
        (l, i) =>
          `<tr><td>${ltr(String(i + 1))}</td><td>${l.name.replace(/[A-Z]+/g, (m) => ltr(m))}</td><td>${l.unit}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
      )
      .join('')}</tbody></table>
<table class="tt"><tr><td>סכום לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ (${ltr(`${rate}%`)})</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="note">התשלום בהעברה בנקאית תוך ${ltr('30')} יום: בנק ${ltr(String(rng.pick([10, 12, 31])))}, סניף ${ltr(String(rng.int(100, 899)))}, חשבון ${ltr(rng.digits(6))}, על שם ${vendorName}.<br>חוות הדעת נמסרה בנפרד ואינה חלק מחשבונית זו.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','FreeSerif';font-size:13px;padding:18mm 17mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #3d6b2b;padding-bottom:8px}.me{font-family:'Yehuda CLM';font-size:30px;font-weight:bold;color:#3d6b2b}.sub{font-size:14px}.dealer{text-align:left;border:1px solid #3d6b2b;padding:6px 10px;font-size:13px}
.ttl{font-size:18px;font-weight:bold;margin:14px 0 8px}.date{font-weight:normal;font-size:14px}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:left}
.tt{width:44%;margin:12px auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;background:#e6f0df;border-top:2px solid #3d6b2b}.note{margin-top:16px;font-size:12px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
