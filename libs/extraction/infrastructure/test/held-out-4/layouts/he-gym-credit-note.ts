import { addDays, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, daysBetween, ils, layout, mobile, monthEnd, monthStart, personalId } from '../notation';

const CLUBS = [
  { name: 'קאנטרי קלאב נווה שאנן בע"מ', short: 'קאנטרי נווה שאנן', company: true, color: '#0b6e4f', city: 'חיפה' },
  { name: 'פיטנס גליל בע"מ', short: 'FITNESS GALIL', company: true, color: '#8a1c1c', city: 'כרמיאל' },
  { name: 'סטודיו פילאטיס רונית לוי', short: 'Ronit Pilates', company: false, color: '#5b3f8c', city: 'הוד השרון' },
  { name: 'אקווה ספורט מודיעין בע"מ', short: 'AQUA SPORT', company: true, color: '#0d4f8b', city: 'מודיעין' },
];

const PLANS: [string, number][] = [
  ['מנוי חודשי – חדר כושר + בריכה', 28900],
  ['מנוי זוגי חודשי', 46000],
  ['מנוי סטודיו – 2 שיעורים בשבוע', 34000],
  ['מנוי פרימיום כולל ספא', 52500],
  ['מנוי בוקר (עד 14:00)', 19900],
];

/**
 * A gym's credit note (A5) for a membership cancelled mid-month: a coloured band with the club's
 * short brand, "חשבונית מס זיכוי" and its number, the credited document cited in one sentence
 * ("זיכוי זה מתייחס לחשבונית מס/קבלה מס' … מיום …, חיוב הוראת קבע לחודש …"), member number and
 * the member's valid ת.ז., unused days out of the month, a cancellation fee kept, the credit with
 * its VAT, either as positive amounts under "זיכוי" or with a leading minus, and the date the card
 * will be refunded.
 */
export const heGymCreditNote = layout({
  id: 'he-gym-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const club = rng.pick(CLUBS);
    const vendorTaxId = taxId(rng, club.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-27');
    const rate = israeliRate(date);
    const charged = monthStart(date);
    const days = daysBetween(charged, monthEnd(date)) + 1;
    const used = Math.min(Math.max(1, daysBetween(charged, date)), days - 3);
    const unused = days - used;
    const [plan, fee] = rng.pick(PLANS);
    const prorated = Math.round((fee * unused) / days);
    const fee0 = rng.pick([0, 0, 5000, 3500]);
    const keptFee = prorated - fee0 >= 1000 ? fee0 : 0;
    const credit = prorated - keptFee;
    const vat = vatOfGross(credit, rate);
    const origNo = String(rng.int(20000, 89999));
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}` : String(rng.int(500, 4999));
    const minus = rng.chance(0.5);
    const shape = rng.pick(['sign-after', 'bare'] as const);
    const money = (c: number) => (minus ? ils(-c, shape) : ils(c, 'sign-after'));
    const sign = minus ? 'sign' : 'plain';
    const ds = rng.pick(['d/m/Y', 'd.m.Y', 'D.M.Y'] as const);
    const member = String(rng.int(10000, 99999));
    const cust = rng.pick(['אורית בן דוד', 'יונתן קרמר', 'מאיה אלמוג', 'סאמר חורי', 'דניאל פרץ']);
    const refundBy = addDays(date, 10);
    const body = `<div class="band"><div class="logo">${esc(club.short)}</div><div class="who"><b>${esc(club.name)}</b><br>${club.company ? 'ח.פ.' : 'עוסק מורשה'}: ${vendorTaxId} · ${esc(club.city)}</div></div>
<div class="main">
<div class="title">חשבונית מס זיכוי <span class="no">מס' ${docNo}</span></div>
<div class="meta"><div>תאריך: <b>${day(date, ds)}</b></div><div>מקור</div></div>
<table class="cust"><tr><td>לכבוד</td><td>${cust}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>מס' חבר</td><td>${member}</td><td>נייד</td><td>${mobile(rng)}</td></tr></table>
<p class="ref">זיכוי זה מתייחס לחשבונית מס/קבלה מס' ${origNo} מיום ${day(charged, ds)}, חיוב הוראת קבע לחודש ${charged.slice(5, 7)}/${charged.slice(0, 4)} בסך ${ils(fee, 'sign-after')}. סיבת הזיכוי: ביטול מנוי לבקשת המנוי/ה מיום ${day(date, ds)}.</p>
<table class="lines"><tr><th>תיאור</th><th>חישוב</th><th>זיכוי</th></tr>
<tr><td>${esc(plan)} – החזר יחסי</td><td>${unused} ימים מתוך ${days}</td><td>${money(prorated)}</td></tr>
${keptFee ? `<tr><td>דמי ביטול לפי התקנון</td><td></td><td>${minus ? ils(keptFee, 'bare') : `(${ils(keptFee, 'bare')})`}</td></tr>` : ''}
</table>
<table class="tot"><tr><td>סכום לפני מע"מ</td><td>${money(credit - vat)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr>
<tr class="g"><td>סה"כ ${sign === 'sign' ? 'זיכוי' : 'לזיכוי'}</td><td>${money(credit)}</td></tr></table>
<p class="small">הזיכוי יבוצע לכרטיס האשראי המסתיים ב-${rng.digits(4)} עד ${day(refundBy, ds)}. לא תבוצע גבייה נוספת בהוראת הקבע.</p>
<div class="sig">מסמך ממוחשב · נחתם דיגיטלית</div>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew',sans-serif;font-size:11px;color:#1b1b1b}
.band{background:${club.color};color:#fff;display:flex;align-items:center;gap:6mm;padding:5mm 8mm}
.logo{font-family:'URW Gothic','Noto Sans Hebrew';font-size:20px;font-weight:bold;border:2px solid #fff;border-radius:50%;padding:3mm 5mm}
.who{font-size:11px;line-height:1.5}
.main{padding:5mm 9mm}
.title{font-size:19px;font-weight:bold;border-bottom:2px solid ${club.color};padding-bottom:1mm}
.no{font-weight:normal;font-size:16px;margin-right:3mm}
.meta{display:flex;justify-content:space-between;margin:2mm 0}
.cust{width:100%;border-collapse:collapse;background:#f1f1f1}
.cust td{padding:1mm 2mm}
.ref{border-right:3px solid ${club.color};padding:1mm 3mm;background:#fafafa;line-height:1.5}
.lines{width:100%;border-collapse:collapse;margin-top:2mm}
.lines th{background:#e4e4e4;text-align:right;padding:1mm 2mm}
.lines td{border-bottom:1px solid #ccc;padding:1.5mm 2mm}
.lines td:last-child,.tot td:last-child{text-align:left;white-space:nowrap}
.tot{width:55%;margin-right:auto;border-collapse:collapse;margin-top:3mm}
.tot td{padding:1mm 2mm}
.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}
.small{font-size:9.5px;color:#444;margin-top:5mm}
.sig{text-align:center;color:#777;font-size:9px;margin-top:8mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: club.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(-credit),
        tax: truthAmount(-vat),
      },
    };
  },
});
