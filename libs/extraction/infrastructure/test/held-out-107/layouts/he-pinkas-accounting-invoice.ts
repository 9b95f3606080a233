import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-pinkas-accounting-invoice';

const CLIENTS = ['גלים הנדסת מיזוג בע"מ', 'סטודיו אדריכלות "קו ישר" בע"מ', 'מאפיית הכיכר בע"מ', 'נוף שיווק ופרסום בע"מ', 'טל מערכות מים בע"מ'];

/**
 * An accountancy partnership's monthly invoice to a business client, A4 (Nachlieli CLM for the headings, David CLM,
 * Miriam Mono CLM): a drawn open ledger beside "פנקס ושות'" and "רואי חשבון · ייעוץ מס · שכר", the partnership "פנקס
 * ושות' רואי חשבון" with "ח.פ." plain in the letterhead; "לכבוד" the client with its ח.פ. and a file number
 * (distractors); "חשבונית מס מס' …" (five digits) as the title and "תאריך:" written d בMonth yyyy (1st-10th, Sunday to
 * Thursday); services for the month before: bookkeeping retainer, payroll slips x employees, sometimes representation
 * hours x the hourly rate or the annual report; "סה"כ", "מע"מ n%" added, "סה"כ לתשלום"; "מועד תשלום" (a
 * distractor) and bank details.
 */
export const hePinkasAccountingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 10]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const r = (p: number) => Math.round((p * rise) / 1000) * 1000;
    const month = heMonth(firstOfMonth(date, -1));
    const staff = rng.int(2, 25);
    const lines: [string, string, number, number][] = [
      [`הנהלת חשבונות – ריטיינר חודשי, ${month}`, '1', r(180000), r(180000)],
      [`הפקת תלושי שכר, ${month}`, String(staff), r(4500), staff * r(4500)],
      ['דיווחים חודשיים למע"מ ולמס הכנסה', '1', r(35000), r(35000)],
    ];
    if (rng.chance(0.4)) {
      const halves = rng.int(2, 12);
      lines.push(['ייצוג מול פקיד שומה (שעות)', (halves / 2).toFixed(1), r(45000), (halves * r(45000)) / 2]);
    }
    if (rng.chance(0.25)) lines.push([`הכנת דוח שנתי ומאזן לשנת ${year - 1}`, '1', r(650000), r(650000)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = "פנקס ושות' רואי חשבון";
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 4)}${rng.digits(4)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const ledger = `<svg width="56" height="38" viewBox="0 0 56 38"><path d="M28 6 Q16 0 3 4 V34 Q16 30 28 36 Q40 30 53 34 V4 Q40 0 28 6z" fill="none" stroke="#37474f" stroke-width="2"/><path d="M28 6V36M9 12h13M9 18h13M9 24h13M34 12h13M34 18h13M34 24h13" stroke="#37474f"/></svg>`;
    const body = `<div class="hd"><div class="br">${ledger}<div><div class="nm">פנקס ושות'</div><div>רואי חשבון · ייעוץ מס · שכר</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(taxId)}<br>דרך מנחם בגין ${f(String(rng.int(100, 160)))}, תל אביב<br>${f(`03-69${rng.digits(5)}`)} · office@pinkas-cpa.co.il</div></div>
<div class="to"><b>לכבוד</b><br>${rng.pick(CLIENTS)}<br>ח.פ. ${f(taxIdOfCustomer(rng))}<br>תיק מס' ${f(rng.digits(4))}</div>
<div class="ttl">חשבונית מס מס' ${f(doc)}</div><div class="dt">תאריך: ${dt(date, 'he').replace(/([0-9]+)/g, (m) => ltr(m))}</div>
<table class="t"><tr><th>תיאור השירות</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${lines.map(([d, q, u, s]) => `<tr><td>${d.replace(/([0-9]{4})/g, (m) => ltr(m))}</td><td>${f(q)}</td><td>${f(amount(u))}</td><td>${f(amount(s))}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ</td><td>${f(amount(net))}</td></tr><tr class="s"><td colspan="3">מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td colspan="3">סה"כ לתשלום</td><td>${f(`${amount(gross)} ש"ח`)}</td></tr></table>
<p>מועד תשלום: עד ${f(dt(plus(date, 30), 'dd/mm/yyyy'))}. לתשלום בהעברה: בנק ${f('10')}, סניף ${f(String(rng.int(800, 950)))}, חשבון ${f(rng.digits(8))}.</p>
<div class="sig">בכבוד רב,<br>${rng.pick(['רו"ח ליאת ברגר', 'רו"ח אבי מזרחי', 'רו"ח שרון לוי'])}</div>`;
    const css = `body{font-family:'David CLM';font-size:15px;padding:16mm 18mm;color:#212121}.f{font-family:'Miriam Mono CLM';font-size:13px;white-space:nowrap}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #37474f;padding-bottom:10px}.br{display:flex;gap:12px;align-items:center}.nm{font-family:'Nachlieli CLM';font-size:34px;font-weight:bold;line-height:1.1}.co{font-size:12.5px;line-height:1.5;text-align:left}
.to{margin:18px 0;line-height:1.6}.ttl{font-family:'Nachlieli CLM';font-size:24px;font-weight:bold;text-align:center;margin-top:6px}.dt{text-align:center;margin-bottom:14px}
.t{width:100%;border-collapse:collapse}.t th{border-top:2px solid #37474f;border-bottom:1px solid #37474f;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px dotted #999}.t td:nth-child(n+2){text-align:left}.s td{font-weight:bold}.g td{font-weight:bold;font-size:17px;border-top:2px solid #37474f;border-bottom:2px solid #37474f}
.sig{margin-top:28px;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
