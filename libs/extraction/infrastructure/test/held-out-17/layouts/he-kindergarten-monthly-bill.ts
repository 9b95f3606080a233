import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, lastOfMonth, personalId, share, workday } from '../../generalisation/notation';
import { stirred } from './extra';

const OPERATORS = [
  { brand: 'גני הפרפר', sub: 'רשת גנים פרטיים בשרון', legal: 'גני הפרפר חינוך לגיל הרך בע"מ', label: 'ח.פ.', company: true, colour: '#e07a3f' },
  { brand: 'הגן של מיכל', sub: 'גן ילדים פרטי · גילאי 3-6', legal: 'מיכל טננבאום', label: 'עוסק מורשה', company: false, colour: '#5b8c5a' },
  { brand: 'קן הדרור', sub: 'גן ומעון פרטי · מודיעין', legal: 'קן הדרור (2019) בע"מ', label: 'ח"פ', company: true, colour: '#3f6fb0' },
];
const CHILDREN = ['נועם', 'אלה', 'יהלי', 'אריאל', 'תמר', 'עומר', 'שירה', 'איתן'];
const PARENTS = ['דנה ואסף לוי', 'מורן פרידמן', 'יעל ועידו כהן-שגב', 'שני אברהמי', 'רועי ומאיה גבאי'];
const ACTIVITIES: [string, number][] = [
  ['חוג ג׳ודו', 14000],
  ['חוג אנגלית', 12000],
  ['חוג מוזיקה', 11000],
  ['תנועה ויוגה', 9500],
];

/**
 * A private kindergarten's monthly bill to parents on A4 (Noto Sans Hebrew, Hadasim CLM or FreeSans; the
 * brand in Ellinia CLM) beside a coloured ribbon: the brand, what it is, the legal name or the owner's name
 * with "ח.פ." / "ח"פ" / "עוסק מורשה"; a table of facts: "חשבונית מס מס'" (yy/serial, "24/1187"), "תאריך
 * הנפקה" one to four days into the month billed, "חודש חיוב", "תקופת החיוב" (the month's first to last
 * day), "מועד תשלום אחרון" on the tenth; the parents with a valid ת.ז., a mobile, one or two children with
 * a short pupil number; rows per child: monthly tuition, lunches (days × price), an afternoon club, an
 * activity, "הנחת אחים 7%" for the second child (a leading minus); "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום
 * לחודש זה"; the previous month's amount, its payment with a date and a zero balance; "ייגבה בהוראת קבע
 * ב-" a date; the holidays of the month.
 */
export const heKindergartenMonthlyBill: Layout = {
  id: 'he-kindergarten-monthly-bill',
  lang: 'he',
  kind: 'subscription bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-kindergarten-monthly-bill');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    // the month billed, September 2023 to December 2025 (kindergartens run September to July)
    let month = firstOfMonth(`${rng.int(2023, 2025)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`);
    if (month < '2023-09-01') month = '2023-09-01';
    if (month.slice(5, 7) === '08') month = firstOfMonth(month, 1);
    const date = workday(addDays(month, rng.int(0, 3)), addDays);
    const rate = israeliRate(date);
    const kids = rng.chance(0.35) ? 2 : 1;
    const names = rng.some(CHILDREN, kids);
    const lunchDays = rng.int(16, 22);
    type Row = { text: string; cents: number };
    const rows: Row[] = [];
    let before = 0;
    names.forEach((child, i) => {
      const tuition = rng.pick([245000, 262000, 278000, 231000]);
      const lunch = rng.pick([1800, 2000, 2200]);
      const block: Row[] = [
        { text: `שכר לימוד חודשי - ${child}`, cents: tuition },
        { text: `ארוחות צהריים - ${child} (${lunchDays} ימים × ${amount(lunch)})`, cents: lunchDays * lunch },
      ];
      if (rng.chance(0.5)) block.push({ text: `צהרון עד 16:30 - ${child}`, cents: rng.pick([42000, 48000]) });
      if (rng.chance(0.5)) {
        const [a, price] = rng.pick(ACTIVITIES);
        block.push({ text: `${a} - ${child}`, cents: price });
      }
      const sum = block.reduce((s, r) => s + r.cents, 0);
      if (i === 1) block.push({ text: `הנחת אחים 7% - ${child}`, cents: -share(sum, 7) });
      rows.push(...block);
      before += block.reduce((s, r) => s + r.cents, 0);
    });
    if (rng.chance(0.3)) {
      rows.push({ text: 'השתתפות במסיבת חנוכה/פורים', cents: 6000 });
      before += 6000;
    }
    const vat = vatOfNet(before, rate);
    const total = before + vat;
    const docNo = `${date.slice(2, 4)}/${rng.int(1000, 2999)}`;
    const previous = total + rng.int(-40, 40) * 500;
    const prevPaid = workday(addDays(firstOfMonth(month, -1), 9), addDays);
    const charge = workday(addDays(month, 9), addDays);
    const font = rng.pick(['Noto Sans Hebrew', 'Hadasim CLM', 'FreeSans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const fact = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const body = `<div class="ribbon"></div><div class="wrap">
<div class="top"><div><div class="brand">${esc(o.brand)}</div><div class="sub">${esc(o.sub)}</div><div class="legal">${esc(o.legal)} · ${o.label} ${vendorTaxId}</div><div class="sm">טלפון הגן: <bdi>${cellular(rng)}</bdi></div></div>
<table class="facts">${fact("חשבונית מס מס'", docNo)}${fact('תאריך הנפקה', dt(date, fmt))}${fact('חודש חיוב', heMonth(month))}${fact('תקופת החיוב', `<bdi>${dt(month, 'dd/mm/yy')} - ${dt(lastOfMonth(month), 'dd/mm/yy')}</bdi>`)}${fact('מועד תשלום אחרון', dt(charge, fmt))}</table></div>
<div class="to"><b>לכבוד:</b> ${esc(rng.pick(PARENTS))} · ת.ז. הורה ${personalId(rng)} · נייד <bdi>${cellular(rng)}</bdi><br>${names.map((n) => `${esc(n)} (מס' תלמיד ${rng.int(100, 999)})`).join(' · ')}</div>
<table class="rows"><tr><th>פירוט</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${esc(r.text)}</td><td class="n">${r.cents < 0 ? `<bdi>-${amount(-r.cents)}</bdi>` : amount(r.cents)}</td></tr>`).join('')}
<tr class="s"><td>סה"כ לפני מע"מ</td><td class="n">${amount(before)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="t"><td>סה"כ לתשלום לחודש זה</td><td class="n">${amount(total)}</td></tr></table>
<div class="acct"><b>מצב חשבון</b><br>חיוב חודש ${heMonth(firstOfMonth(month, -1))}: ${amount(previous)} · שולם ב-${dt(prevPaid, 'dd/mm/yy')}: ${amount(previous)} · יתרה קודמת: 0.00<br>הסכום ייגבה בהוראת קבע ב-${dt(charge, fmt)} מחשבון הבנק שמסתיים ב-${rng.digits(3)}.</div>
<div class="note">הגן סגור בחגים ובימי שבתון על פי לוח החופשות של משרד החינוך. ימי היעדרות אינם מזכים בהחזר שכר לימוד.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12.5px;color:#222;width:210mm;min-height:297mm;position:relative}
.ribbon{position:absolute;top:0;right:0;width:9mm;height:297mm;background:${o.colour}}.wrap{padding:14mm 22mm 10mm 14mm}
.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'Ellinia CLM',serif;font-size:34px;font-weight:bold;color:${o.colour}}.sub{font-size:14px}.legal{font-weight:bold;margin-top:2mm}.sm{font-size:11px}
.facts{border-collapse:collapse;font-size:12px}.facts th{text-align:right;background:#f1f1f1;padding:1.2mm 3mm;font-weight:normal}.facts td{padding:1.2mm 3mm;border-bottom:1px solid #ddd;font-weight:bold}
.to{margin:8mm 0 5mm;padding:3mm;border:1px solid ${o.colour};border-radius:3mm;line-height:1.6}
.rows{width:100%;border-collapse:collapse}.rows th{background:${o.colour};color:#fff;padding:2mm;text-align:right}.rows td{padding:1.8mm 2mm;border-bottom:1px solid #e4e4e4}.n{text-align:left;white-space:nowrap}
.rows tr.s td{border-top:2px solid #999}.rows tr.t td{font-weight:bold;font-size:15px;background:#f6f6f6}.acct{margin-top:7mm;font-size:11.5px;line-height:1.7;background:#fafafa;padding:3mm}.note{margin-top:6mm;font-size:10.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
