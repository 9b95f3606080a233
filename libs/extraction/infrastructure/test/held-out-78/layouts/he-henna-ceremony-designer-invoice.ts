import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, vatOn } from './extra';

const ID = 'he-henna-ceremony-designer-invoice';

/** Services: Hebrew name, price in agorot before VAT (2023), whether it is counted per guest in costume. */
const SERVICES: [string, number, boolean][] = [
  ['עיצוב והפקת טקס חינה - חבילה בסיסית', 420000, false],
  ['עיצוב והפקת טקס חינה - חבילת פרימיום', 690000, false],
  ['השכרת לבוש מסורתי (לאורח)', 12000, true],
  ['מגש חינה מעוצב ונרות', 45000, false],
  ['פינת צילום בעיצוב מרוקאי', 120000, false],
  ['תכשיטים וכיסויי ראש לכלה ולחתן', 65000, false],
  ['הפעלה ותיפופים (שעה)', 90000, false],
];
const CLIENTS = ['אורטל וליאור מלכה', 'שני ואביתר ביטון', 'מורן ויונתן אזולאי', 'הדס ונתנאל חדד', 'ספיר ועידו אוחיון'];

/**
 * A henna ceremony designer's tax invoice, A4 (Hadasim CLM), issued by a licensed dealer in her own name: a gold-edged
 * header with the studio's name "חינה של אורנה" and, under it, "אורנה דהן · עוסק מורשה" and her nine-digit number, "חשבונית
 * מס" and a four-digit number with "מקור", the date written out with the weekday ("יום שלישי, dd/mm/yyyy"), the couple's
 * names with one partner's personal id on some, the event's date and hall, the services (costumes counted per guest), the
 * sum, VAT added and "סה"כ לתשלום", and payment terms (bank transfer up to the event). Sunday to Friday.
 */
export const heHennaCeremonyDesignerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const event = plus(date, rng.int(-3, 30));
    const pkg = rng.chance(0.5) ? SERVICES[0] : SERVICES[1];
    const extras = rng.some(SERVICES.slice(2), rng.int(1, 3));
    const lines = [pkg, ...extras].map(([name, price, perGuest]) => {
      const qty = perGuest ? rng.int(10, 40) : 1;
      const each = Math.round((price * up) / 1000) * 1000;
      return { name, qty, each, sum: qty * each };
    });
    const net = lines.reduce((s, l) => s + l.sum, 0);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אורנה דהן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 2999));
    const body = `<div class="hd"><div class="studio">חינה של אורנה</div><div>עיצוב והפקת טקסי חינה</div><div class="sm">${vendorName} · עוסק מורשה ${ltr(taxId)} · ${ltr(cellular(rng))} · רמלה</div></div>
<div class="row ttl"><span>חשבונית מס ${ltr(doc)}</span><span class="orig">מקור</span></div>
<div>${heDay(date)}, ${ltr(dt(date, 'dd/mm/yyyy'))}</div>
<div class="cl"><b>לכבוד:</b> ${rng.pick(CLIENTS)}${rng.chance(0.5) ? ` · ת"ז ${ltr(personalId(rng))}` : ''}<br><b>האירוע:</b> ${ltr(dt(event, 'dd/mm/yyyy'))} · ${rng.pick(['אולמי הדקל, לוד', 'גן אירועים אחוזת השקד', 'בית הכנסת הגדול - אולם תחתון', 'בחצר בית המשפחה'])}</div>
<table class="items"><thead><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.name}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>סכום</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="note">התשלום בהעברה בנקאית עד יום האירוע. תודה שבחרתם בנו - מזל טוב!</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','FreeSans';font-size:13px;padding:14mm 16mm}.hd{border:3px double #b8860b;padding:10px;text-align:center}.studio{font-size:26px;font-weight:bold;color:#8b5a00}
.ttl{font-size:19px;font-weight:bold;margin:14px 0 2px}.orig{font-size:12px;border:1px solid #000;padding:1px 8px}.cl{margin:10px 0;line-height:1.6}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:40%;margin-inline-start:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #b8860b}.note{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
