import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { companyId, day, heWeekday, ils, layout, mobile, phone } from '../notation';

const CATERERS = [
  { name: 'טעמים של פעם קייטרינג בע"מ', initials: 'ט"פ', font: 'Frank Ruehl CLM', company: true },
  { name: 'שף על האש – אירועים ועוד', initials: 'ש', font: 'Aharoni CLM', company: false },
  { name: 'קייטרינג הגפן הירוקה בע"מ', initials: 'הג', font: 'Hadasim CLM', company: true },
  { name: 'בוטיק אירועים נוף כנרת בע"מ', initials: 'נכ', font: 'Drugulin CLM', company: true },
];

const EVENTS = ['כנס לקוחות שנתי', 'ערב גיבוש לעובדים', 'הרמת כוסית לחג', 'השקת מוצר', 'יום כיף לצוות', 'ישיבת דירקטוריון מורחבת'];
const CLIENTS = ['סייבר-וויז בע"מ', 'משרד רו"ח כץ ושות\'', 'אלקטרו-מד מערכות בע"מ', 'נדלן פלוס ניהול נכסים בע"מ', 'עמותת אור לילדים'];
const MENUS: [string, number, number][] = [
  ['תפריט בופה חלבי', 9500, 14500],
  ['תפריט בשרי הגשה לשולחן', 16500, 24500],
  ['תפריט מגשי אירוח ופינגר פוד', 6500, 9800],
  ['תפריט שף – 4 מנות', 21000, 29000],
];
const EXTRAS: [string, string, number, number][] = [
  ['מלצרים', 'שעות', 6500, 8500],
  ['בר משקאות פתוח', 'סועדים', 2800, 4500],
  ['השכרת כלים ומפות', 'סט', 90000, 180000],
  ['עמדת קפה ומאפים', "יח'", 85000, 140000],
  ['הובלה והקמה', "יח'", 45000, 90000],
  ['שף בהגשה חיה', 'שעות', 25000, 35000],
];

/**
 * A caterer's A4 tax invoice for a company event: a letterhead with a circular monogram and the
 * caterer's own display font, "חשבונית מס" and its number in a tab on the left, the client
 * company's valid ח.פ. and contact mobile, the event name, its date (days before the invoice) and
 * place, a quote number; guests × price per head, extras (waiters by hours, open bar by guests,
 * rentals), a commercial discount in percent, subtotal before VAT, VAT, "סה"כ כולל מע"מ"; an
 * advance (מקדמה) paid weeks earlier with its own receipt number deducted to "יתרה לתשלום", and
 * payment terms with a due date and bank details.
 */
export const heEventCatering = layout({
  id: 'he-event-catering',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const c = rng.pick(CATERERS);
    const vendorTaxId = taxId(rng, c.company);
    const date = randomDate(rng, '2023-06-15', '2026-03-20');
    const rate = israeliRate(date);
    const eventDay = addDays(date, -rng.int(1, 6));
    const guests = rng.int(25, 220);
    const [menu, lo, hi] = rng.pick(MENUS);
    const perHead = rng.int(lo / 100, hi / 100) * 100;
    const lines: { name: string; unit: string; qty: number; price: number }[] = [{ name: menu, unit: 'סועדים', qty: guests, price: perHead }];
    for (const [name, unit, elo, ehi] of rng.some(EXTRAS, rng.int(2, 4))) {
      const qty = unit === 'סועדים' ? guests : unit === 'שעות' ? rng.int(4, 30) : 1;
      lines.push({ name, unit, qty, price: rng.int(elo / 100, ehi / 100) * 100 });
    }
    const gross = lines.reduce((s, l) => s + l.qty * l.price, 0);
    const pct = rng.pick([0, 5, 7, 10]);
    const discount = Math.round((gross * pct) / 100);
    const net = gross - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const advance = rng.chance(0.75) ? Math.round((total * rng.pick([0.2, 0.25, 0.3, 0.5])) / 100000) * 100000 : 0;
    const advanceDay = addDays(eventDay, -rng.int(14, 60));
    const docNo = String(rng.int(1000, 9999));
    const quote = `${rng.int(100, 999)}/${eventDay.slice(2, 4)}`;
    const ds = rng.pick(['d/m/Y', 'd.m.Y', 'he'] as const);
    const shekel = rng.pick(['sign-after', 'shach', 'sign-before'] as const);
    const due = addDays(date, rng.pick([0, 10, 30]));
    const rows = lines
      .map((l, i) => `<tr><td>${i + 1}</td><td class="d">${esc(l.name)}</td><td>${l.qty} ${l.unit}</td><td>${amount(l.price)}</td><td>${amount(l.qty * l.price)}</td></tr>`)
      .join('');
    const body = `<div class="lh"><div class="seal">${esc(c.initials)}</div><div class="who"><div class="vn">${esc(c.name)}</div>
<div>${c.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId} · משרד: ${phone(rng)} · אירועים@${rng.pick(['gefen', 'taamim', 'shef', 'noof'])}.co.il</div></div>
<div class="tab"><div>חשבונית מס</div><div class="no">${docNo}</div><div class="sm">מקור</div></div></div>
<div class="two"><div class="blk"><div class="lbl">לכבוד</div><div><b>${esc(rng.pick(CLIENTS))}</b></div><div>ח.פ. ${companyId(rng)}</div><div>איש קשר: ${rng.pick(['שני', 'רועי', 'מאיה', 'עידו'])} · ${mobile(rng)}</div></div>
<div class="blk"><div class="kv"><span>תאריך החשבונית</span><b>${day(date, ds)}</b></div><div class="kv"><span>האירוע</span><span>${esc(rng.pick(EVENTS))}</span></div>
<div class="kv"><span>מועד האירוע</span><span>${heWeekday(eventDay)}, ${day(eventDay, ds)}</span></div><div class="kv"><span>הצעת מחיר</span><span>${quote}</span></div>
<div class="kv"><span>מס' אורחים</span><span>${guests}</span></div></div></div>
<table><tr><th>#</th><th>פריט</th><th>כמות</th><th>מחיר יחידה</th><th>סה"כ</th></tr>${rows}</table>
<div class="tot">
<div class="r"><span>סה"כ</span><span>${amount(gross)}</span></div>
${pct ? `<div class="r"><span>הנחה מסחרית ${pct}%</span><span>-${amount(discount)}</span></div>` : ''}
<div class="r"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="r"><span>מע"מ ${rate}%</span><span>${amount(vat)}</span></div>
<div class="r g"><span>סה"כ כולל מע"מ</span><span>${ils(total, shekel)}</span></div>
${advance ? `<div class="r"><span>שולמה מקדמה ב-${day(advanceDay, 'd/m/Y')} (קבלה ${rng.int(100, 999)})</span><span>-${amount(advance)}</span></div><div class="r b"><span>יתרה לתשלום</span><span>${ils(total - advance, shekel)}</span></div>` : ''}
</div>
<div class="foot"><p>תנאי תשלום: ${due === date ? 'מיידי' : `עד ${day(due, 'd/m/Y')}`}. העברה לבנק ${rng.pick(['לאומי 10', 'הפועלים 12', 'דיסקונט 11'])}, סניף ${rng.int(100, 999)}, חשבון ${rng.digits(6)}.</p>
<p>כשרות: בהשגחת הרבנות המקומית. תודה שבחרתם בנו – נשמח לארח שוב!</p></div>`;
    const css = `body{font-family:'Noto Serif Hebrew','David CLM',serif;font-size:12px;color:#2a2a2a}
.lh{display:flex;align-items:center;gap:6mm;padding:10mm 14mm 4mm;border-bottom:1px solid #a08040}
.seal{width:20mm;height:20mm;border-radius:50%;border:2px solid #a08040;outline:1px solid #a08040;outline-offset:2px;display:flex;align-items:center;justify-content:center;font-family:'${c.font}';font-size:20px;color:#a08040}
.vn{font-family:'${c.font}';font-size:24px;color:#5a4210}
.tab{margin-right:auto;background:#5a4210;color:#fff;padding:3mm 6mm;text-align:center;font-size:14px}.no{font-size:20px;font-weight:bold}.sm{font-size:9px}
.two{display:flex;gap:8mm;margin:6mm 14mm}
.blk{flex:1;border:1px solid #d8c9a0;padding:3mm;line-height:1.7}.lbl{color:#a08040;font-size:11px}
.kv{display:flex;justify-content:space-between}
table{margin:2mm 14mm;width:calc(100% - 28mm);border-collapse:collapse}
th{border-bottom:2px solid #5a4210;padding:1.5mm;text-align:center}
td{padding:1.8mm;border-bottom:1px solid #e5dcc5;text-align:center}td.d{text-align:right}td:last-child{text-align:left}
.tot{width:90mm;margin:5mm auto 0 14mm}
.r{display:flex;justify-content:space-between;padding:1mm 0}
.g{font-weight:bold;font-size:15px;border-top:2px solid #5a4210;border-bottom:2px solid #5a4210;padding:1.5mm 0}
.b{font-weight:bold}
.foot{margin:10mm 14mm 0;font-size:10.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: {
        vendorName: c.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
