import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-rakefet-cafe-bill';

/** Dish, agorot with VAT in 2022 (approximate). */
const MENU: [string, number][] = [
  ['ארוחת בוקר זוגית', 16800],
  ['שקשוקה בלאדי', 5400],
  ['סלט עלים וגבינת עיזים', 5800],
  ['כריך חביתה עם ירקות', 4400],
  ['פסטה רוזה', 5900],
  ['קיש בצל וגבינות', 4900],
  ["פוקאצ'ה מהטאבון", 3200],
  ['טוסט בריוש וגבינות', 4600],
  ['מרק עדשים כתומות', 3800],
  ['עוגת גבינה פירורים', 3600],
  ['הפוך גדול', 1600],
  ['אמריקנו', 1300],
  ['תה נענע טרייה', 1400],
  ['לימונדה ביתית', 1700],
  ['מיץ תפוזים סחוט', 1900],
  ['בירה מהחבית 0.5', 3200],
];

/**
 * A café-restaurant on the main street of Metula, the bill handed at the table, 80 mm (Yehuda CLM for the name, Simple
 * CLM): a drawn cyclamen beside "רקפת" and "קפה · מטבח · מאפה", "רקפת בגליל הסעדה בע"מ" with "ע.מ." plain; "חשבון
 * לשולחן – חשבונית מס/קבלה"; "שולחן", "סועדים", "מלצר/ית" (distractors), "מס'" (R and six digits), "תאריך" dd.mm.yy and
 * the time; each dish with its quantity and sum; "סה"כ ביניים"; "דמי שירות 12%" for six guests or more (part of the
 * bill); "סה"כ לתשלום", "כולל מע"מ n%" with the VAT (contained); a card slip with "טיפ" and "סה"כ חויב" (bill and tip,
 * distractors); any day.
 */
export const heRakefetCafeBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.045;
    const guests = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(4, 10)).map(([name, p]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const q = rng.int(1, Math.min(3, guests));
      return { name, q, sum: unit * q };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = guests >= 6 ? share(sub, 12) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'רקפת בגליל הסעדה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `R${rng.digits(6)}`;
    const tipPct = rng.pick([10, 12, 15]);
    const tip = service ? 0 : Math.round((gross * tipPct) / 10000) * 100;
    const num = (s: string) => s.replace(/[0-9][0-9.]*/g, (m) => ltr(m));
    const flower = `<svg width="34" height="40" viewBox="0 0 34 40"><path d="M17 40 V18" stroke="#3d6b35" stroke-width="2"/><path d="M17 18 C 6 14 4 4 12 2 C 15 8 16 12 17 18 C 18 12 19 8 22 2 C 30 4 28 14 17 18 Z" fill="#c2185b"/></svg>`;
    const body = `<div class="hd">${flower}<div><div class="nm">רקפת</div><div class="tg">קפה · מטבח · מאפה</div></div></div>
<div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}<br>הרחוב הראשי ${ltr(String(rng.int(3, 90)))}, מטולה · ${ltr(`04-69${rng.digits(5)}`)}</div>
<div class="ti">חשבון לשולחן – חשבונית מס/קבלה</div>
<table class="m"><tr><td>שולחן ${ltr(String(rng.int(1, 24)))}</td><td>סועדים ${ltr(String(guests))}</td><td>מלצר/ית ${rng.pick(['נועה', 'איתי', 'מאיה', "ג'ורג'", 'שירה'])}</td></tr><tr><td colspan="2">מס' ${ltr(doc)}</td><td>${ltr(dt(date, 'dd.mm.yy'))} ${ltr(`${rng.int(8, 22)}:${rng.digits(1)}${rng.digits(1)}`.replace(/^(\d):/, '0$1:'))}</td></tr></table>
<table class="it">${lines.map((l) => `<tr><td>${ltr(String(l.q))}</td><td>${num(l.name)}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<div class="row"><span>סה"כ ביניים</span><span>${ltr(amount(sub))}</span></div>
${service ? `<div class="row"><span>דמי שירות ${ltr('12%')}</span><span>${ltr(amount(service))}</span></div>` : ''}
<div class="row big"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>
<div class="row"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="slip"><div class="c b">שובר אשראי</div><div class="row"><span>${ltr(`MASTERCARD ****${rng.digits(4)}`)}</span><span></span></div><div class="row"><span>סכום החשבון</span><span>${ltr(amount(gross))}</span></div><div class="row"><span>טיפ</span><span>${ltr(amount(tip))}</span></div><div class="row b"><span>סה"כ חויב</span><span>${ltr(amount(gross + tip))}</span></div></div>
<div class="c sm">${service ? 'דמי השירות נכללו בחשבון' : 'השירות אינו כלול במחיר'} · תודה שבאתם!</div>`;
    const css = `body{font-family:'Simple CLM';font-size:13px;width:80mm;padding:5mm 4mm;box-sizing:border-box}.hd{display:flex;gap:8px;justify-content:center;align-items:center}.nm{font-family:'Yehuda CLM';font-size:34px;color:#c2185b;line-height:1}.tg{font-size:11px}
.c{text-align:center}.sm{font-size:11px;line-height:1.5}.b{font-weight:bold}.ti{border-top:2px solid #000;border-bottom:2px solid #000;text-align:center;font-weight:bold;margin:6px 0;padding:3px 0}
.m{width:100%;font-size:11.5px}.it{width:100%;border-collapse:collapse;margin:6px 0;border-top:1px dotted #000;border-bottom:1px dotted #000}.it td{padding:2px}.it td:last-child{text-align:left}
.row{display:flex;justify-content:space-between}.big{font-size:17px;font-weight:bold;margin:4px 0}.slip{border:1px dashed #000;padding:4px;margin:8px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      page: '80mm 240mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
