import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId, share, spacedId, workday } from '../../generalisation/notation';
import { prefixedId } from './extra';

const STUDIOS = [
  { head: 'סטודיו קו בניין', legal: 'מיכל אשכנזי', sub: 'אדריכלית רשומה', label: 'עוסק מורשה', company: false },
  { head: 'גלעד ושות\' אדריכלים בע"מ', legal: 'גלעד ושות\' אדריכלים בע"מ', sub: 'אדריכלות ובינוי ערים', label: 'ח.פ.', company: true },
  { head: 'א.ב. תכנון ועיצוב', legal: 'אבי בן חיים', sub: 'הנדסאי אדריכלות', label: "מס' עוסק", company: false },
];
const STAGES = [
  ["שלב א' - סקר, פרוגרמה ותכנון מוקדם", 15],
  ["שלב ב' - תכנון סופי והדמיות", 20],
  ["שלב ג' - הכנת בקשה להיתר והגשה לוועדה", 25],
  ["שלב ד' - תוכניות עבודה ופרטים", 25],
  ["שלב ה' - פיקוח עליון", 15],
] as const;

/**
 * An architect's A4 "חשבונית מס" for a stage of a design fee, written as a letter (Frank Ruehl CLM, David CLM or
 * FreeSerif; the letterhead in Nachlieli CLM): the studio's name over the architect's own name with "עוסק
 * מורשה" / "מס' עוסק" (spaced in groups on some) or an office's company with "ח.פ."; "חשבונית מס מס'" ("2024/031"
 * or four digits) and "תאריך" (the weekday and dd/mm/yyyy, or dd.mm.yyyy); "לכבוד" a couple with a valid ת.ז.,
 * a company with a valid ח.פ. or an association's valid 58…; "הנדון" with the project and a permit request
 * number; the agreement's date, the committee's hearing date and earlier invoices' dates in the text; the fee
 * agreed (a large amount not charged), the stage's share of it, extra renderings or plotting on some, "סה"כ
 * לפני מע"מ", "מע"מ", "סה"כ לתשלום", the amount paid so far stated, payment within 30 days and the signature.
 */
export const heArchitectStageInvoice: Layout = {
  id: 'he-architect-stage-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const s = rng.pick(STUDIOS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    const fee = rng.pick([9600000, 12800000, 18500000, 24000000]);
    const k = rng.int(0, STAGES.length - 1);
    const [stage, pct] = STAGES[k];
    const lines: [string, number][] = [[`${stage} - ${pct}% משכר הטרחה`, share(fee, pct)]];
    if (rng.chance(0.5)) lines.push([`${rng.int(2, 6)} הדמיות תלת-ממד נוספות`, rng.pick([180000, 240000, 320000])]);
    if (rng.chance(0.4)) lines.push(['החזר הוצאות: העתקות, פלוטים ואגרות שליח', rng.int(300, 1400) * 100]);
    const net = lines.reduce((a, l) => a + l[1], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const paid = STAGES.slice(0, k).reduce((a, x) => a + share(fee, x[1]), 0);
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}/${String(rng.int(1, 140)).padStart(3, '0')}` : String(rng.int(1000, 1999));
    const font = rng.pick(['Frank Ruehl CLM', 'David CLM', 'FreeSerif']);
    const client = rng.pick([
      () => `${rng.pick(['יואב ושרון', 'רועי ומיטל', 'אמיר וגלית'])} ${rng.pick(['כהן-צדק', 'רוזנברג', 'אלמוג'])}, ת.ז. ${personalId(rng)}`,
      () => `${rng.pick(['נווה דקלים יזמות', 'ב.ש. נכסים והשקעות', 'אחוזת הגפן ייזום'])} בע"מ, ח.פ. ${taxId(rng, true)}`,
      () => `עמותת ${rng.pick(['בית חם לנוער', 'קהילה בתנועה', 'ניצני אור'])} (ע"ר), מס' עמותה ${prefixedId(rng, '58')}`,
    ])();
    const agreement = addDays(date, -rng.int(120, 500));
    const hearing = addDays(date, -rng.int(5, 40));
    const idText = !s.company && rng.chance(0.5) ? spacedId(vendorTaxId) : vendorTaxId;
    const dateText = rng.chance(0.5) ? `${heDay(date)}, ${dt(date, 'dd/mm/yyyy')}` : dt(date, 'dd.mm.yyyy');
    const body = `<div class="lh"><div class="hd">${esc(s.head)}</div>${s.head !== s.legal ? `<div>${esc(s.legal)} · ${s.sub}</div>` : `<div>${s.sub}</div>`}<div class="sm">${s.label} ${idText} · <bdi>${cellular(rng)}</bdi> · ${rng.pick(["רח' העצמאות 14, זכרון יעקב", "שד' בן גוריון 3, הרצליה", "רח' יפו 97, ירושלים"])}</div></div>
<div class="dt">${dateText}</div><div>לכבוד<br>${esc(client)}</div>
<div class="doc">חשבונית מס מס' ${docNo}</div><div class="ref"><u>הנדון: ${esc(rng.pick(['בית מגורים פרטי', 'תוספת בנייה וממ"ד', 'מבנה ציבור - מועדון נוער', 'בניין מגורים 8 יח"ד']))} - בקשה להיתר מס' ${rng.digits(10)}</u></div>
<p>בהתאם להסכם שכר הטרחה שנחתם ביום ${dt(agreement, 'dd/mm/yyyy')} (שכר טרחה כולל בסך ${amount(fee)} ₪ לפני מע"מ), ולאחר הדיון בוועדה המקומית ביום ${dt(hearing, 'dd/mm/yyyy')}, להלן החיוב בגין השלב שהושלם:</p>
<table class="it">${lines.map((l, i) => `<tr><td>${i + 1}.</td><td>${esc(l[0])}</td><td>${amount(l[1])} ₪</td></tr>`).join('')}
<tr class="s"><td></td><td>סה"כ לפני מע"מ</td><td>${amount(net)} ₪</td></tr><tr><td></td><td>מע"מ ${rate}%</td><td>${amount(vat)} ₪</td></tr><tr class="b"><td></td><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
${paid ? `<p>לידיעתכם: עד כה שולמו בגין השלבים הקודמים ${amount(paid)} ₪ לפני מע"מ (חשבוניות מיום ${dt(addDays(agreement, rng.int(20, 60)), 'dd/mm/yyyy')} ואילך).</p>` : ''}
<p>התשלום בתוך 30 יום, בהעברה לחשבון ${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}.</p><div class="sig">בברכה,<br><br>${esc(s.legal)}</div>`;
    const css = `body{font-family:'${font}','David CLM',serif;font-size:14px;color:#111;padding:16mm 20mm;line-height:1.55}.lh{text-align:center;border-bottom:1px solid #444;padding-bottom:3mm}.hd{font-family:'Nachlieli CLM',sans-serif;font-size:26px;letter-spacing:1px}.sm{font-size:11.5px}
.dt{text-align:left;margin:8mm 0 4mm}.doc{font-size:19px;font-weight:bold;margin:7mm 0 3mm;text-align:center}.ref{margin-bottom:4mm;font-weight:bold}table{border-collapse:collapse;width:100%}.it td{padding:1.6mm 2mm}.it td:last-child{text-align:left;white-space:nowrap;width:40mm}.it td:first-child{width:8mm}
.s td{border-top:1px solid #444}.b td{font-weight:bold;font-size:16px;border-top:1.5px solid #000;border-bottom:3px double #000}.sig{margin-top:14mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
