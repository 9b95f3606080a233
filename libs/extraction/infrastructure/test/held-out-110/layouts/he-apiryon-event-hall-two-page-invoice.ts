import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-apiryon-event-hall-two-page-invoice';

const MENUS: [string, number][] = [
  ['קלאסי', 25500],
  ['אפריון', 29500],
  ['מלכותי', 34500],
];
/** Optional lines: name, quantity (a function of adults and tables), price in agorot before VAT (2022). */
type Opt = [string, (adults: number, tables: number, rng: { int(a: number, b: number): number }) => number, number];
const OPTIONS: Opt[] = [
  ['עמדת סושי בקבלת פנים', () => 1, 350000],
  ["עמדת טאבון ופוקאצ'ות", () => 1, 180000],
  ['עמדת אסאדו על האש', () => 1, 420000],
  ['עמדת קוקטיילים עם ברמן', () => 1, 260000],
  ['שולחן קינוחים מורחב', () => 1, 300000],
  ['בר אספרסו ופטיפורים', () => 1, 150000],
  ["בירה מהחבית – חבית 30 ל'", (_a, _t, r) => r.int(2, 6), 65000],
  ['ויסקי 12 שנה (בקבוק)', (_a, _t, r) => r.int(2, 10), 22000],
  ['עראק (בקבוק)', (_a, _t, r) => r.int(4, 12), 9000],
  ['יין אדום – יקב הגליל (בקבוק)', (_a, t) => t, 7500],
  ['יין לבן – יקב הגליל (בקבוק)', (_a, t) => Math.ceil(t / 2), 7000],
  ['תקליטן ומערכת הגברה', () => 1, 600000],
  ['תאורת במה ואפקטים', () => 1, 350000],
  ['מכונת עשן כבד לריקוד הראשון', () => 1, 90000],
  ['זיקוקים קרים (זוג)', (_a, _t, r) => r.int(1, 4), 45000],
  ['עיצוב חופה', () => 1, 280000],
  ['סידורי פרחים לשולחנות', (_a, t) => t, 18000],
  ['מפות ומפיות בצבע לבחירה', (_a, t) => t, 3500],
  ['כיסאות אבירים', (a) => a, 800],
  ['חדר כלה מאובזר', () => 1, 50000],
  ['מאבטח', (_a, _t, r) => r.int(2, 4), 60000],
  ['דיילי חניה', (_a, _t, r) => r.int(2, 5), 45000],
  ['הארכת אירוע – שעה נוספת', (_a, _t, r) => r.int(1, 2), 250000],
  ['עמדת מגנטים (צילום)', () => 1, 220000],
  ['תוספת כשרות מהדרין (לסועד)', (a) => a, 1200],
  ['הסעת אורחים – אוטובוס 50 מקומות', (_a, _t, r) => r.int(1, 2), 180000],
  ['מסך לד והקרנה', () => 1, 200000],
];
const COUPLES = [
  'משפחת אלמוג – חתונת נועה ואיתי',
  'משפחת בן חמו – בר מצווה לאריאל',
  'משפחת רוזנטל – חתונת שירה ועומר',
  'משפחת דהן – בת מצווה לליה',
  'משפחת אבוטבול – חתונת מורן ודניאל',
];

/**
 * An events hall in the Sharon, the two-page invoice after a wedding or bar mitzvah, A4 (Yehuda CLM for the name,
 * Noto Serif Hebrew, DejaVu Sans Mono): on both pages a drawn wedding canopy beside "אפריון", "אפריון אירועים וגנים
 * בע"מ" with "ח.פ." plain, "חשבונית מס", "מס' חשבונית" (the year, a slash, five digits), "תאריך" dd/mm/yyyy and "עמוד
 * n מתוך 2"; the family and event, the event's weekday and date (never a Saturday), the hall, the guests ordered (distractors); 22-28
 * lines (guests by the menu, children, suppliers' meals, the open bar, stations, drinks, music, design, staff) with
 * quantity, price and sum, 14 on page 1 with "סה"כ להעברה" and "העברה מעמוד 1" on page 2 (distractors); on page 2
 * "סה"כ", sometimes "הנחה מסחרית" (negative), "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ כולל מע"מ"; the deposit paid
 * with its receipt and date and "יתרה לתשלום" (distractors); Sunday to Thursday.
 */
export const heApiryonEventHallTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.045)) / 100) * 100;
    const adults = rng.int(180, 420);
    const tables = Math.ceil(adults / 12);
    const kids = rng.int(8, 40);
    const [menu, menuPrice] = rng.pick(MENUS);
    const lines: [string, number, number][] = [
      [`מנה למבוגר – תפריט "${menu}"`, adults, up(menuPrice)],
      ['מנת ילד (עד גיל 10)', kids, up(12000)],
      ['ארוחות ספקים', rng.int(4, 12), up(9000)],
      ['חבילת בר פתוח (לסועד)', adults, up(4500)],
    ];
    const want = rng.int(22, 28) - lines.length;
    const chosen = rng
      .some(
        OPTIONS.map((_, i) => i),
        want,
      )
      .sort((a, b) => a - b);
    for (const i of chosen) {
      const [a, q, p] = OPTIONS[i];
      lines.push([a, q(adults, tables, rng), up(p)]);
    }
    const sum = total(lines.map(([, q, p]) => q * p));
    const discount = rng.chance(0.4) ? Math.round((sum * rng.int(2, 5)) / 100 / 10000) * 10000 : 0;
    const net = sum - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round((gross * rng.int(20, 40)) / 100 / 100000) * 100000;
    const vendorName = 'אפריון אירועים וגנים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}/${rng.digits(5)}`;
    const held = plus(date, -rng.int(1, 9));
    const event = weekdayOf(held) === 6 ? plus(held, -1) : held;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const phone = `09-76${rng.digits(5)}`;
    const canopy = `<svg width="58" height="54" viewBox="0 0 58 54"><path d="M4 16 Q29 -2 54 16 Z" fill="#6a1b4d"/><path d="M4 16 Q10 22 16 16 Q22 22 29 16 Q36 22 42 16 Q48 22 54 16" stroke="#6a1b4d" stroke-width="2" fill="none"/><path d="M7 16 V52 M51 16 V52" stroke="#6a1b4d" stroke-width="3"/><circle cx="29" cy="38" r="4" fill="none" stroke="#6a1b4d" stroke-width="2"/></svg>`;
    const head = (page: number) => `<div class="hd">${canopy}<div><div class="nm">אפריון</div><div class="sub">גני אירועים · אזור התעשייה הצפוני, כפר סבא</div></div>
<div class="vd">${vendorName}<br>ח.פ. ${n(taxId)}<br>טל' ${n(phone)}</div></div>
<div class="ttl"><span>חשבונית מס</span><span>מס' חשבונית ${n(doc)}</span><span>תאריך ${n(dt(date, 'dd/mm/yyyy'))}</span><span>עמוד ${n(String(page))} מתוך ${n('2')}</span></div>`;
    const row = ([a, q, p]: [string, number, number], i: number) =>
      `<tr><td>${n(String(i + 1))}</td><td>${a}</td><td>${n(String(q))}</td><td>${n(amount(p))}</td><td>${n(amount(q * p))}</td></tr>`;
    const th = `<tr><th>#</th><th>פריט / שירות</th><th>כמות</th><th>מחיר ליח' ₪</th><th>סה"כ ₪</th></tr>`;
    const first = lines.slice(0, 14);
    const carried = total(first.map(([, q, p]) => q * p));
    const page1 = `<div class="page p1">${head(1)}
<table class="kv"><tr><th>לכבוד</th><td>${rng.pick(COUPLES)}</td></tr><tr><th>מועד האירוע</th><td>${heDay(event)}, ${n(dt(event, 'dd/mm/yyyy'))}</td></tr><tr><th>אולם</th><td>${rng.pick(['גן הגפן', 'אולם הזית', 'גן האלון'])}</td></tr><tr><th>אורחים בהזמנה</th><td>${n(String(adults + kids - rng.int(0, 20)))}</td></tr></table>
<table class="t">${th}${first.map(row).join('')}</table><div class="carry"><span>סה"כ להעברה לעמוד 2</span>${n(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${head(2)}
<table class="t">${th}<tr class="cf"><td></td><td>העברה מעמוד 1</td><td></td><td></td><td>${n(amount(carried))}</td></tr>${lines
      .slice(14)
      .map((l, i) => row(l, i + 14))
      .join('')}</table>
<div class="tot"><div><span>סה"כ</span>${n(amount(sum))}</div>${discount ? `<div><span>הנחה מסחרית</span>${n(amount(-discount))}</div>` : ''}<div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ כולל מע"מ</span>${n(amount(gross))} ₪</div></div>
<div class="pay"><div>מקדמה ששולמה ב-${n(dt(plus(event, -rng.int(90, 300)), 'dd/mm/yyyy'))} (קבלה ${n(rng.digits(5))}): ${n(amount(deposit))} ₪</div><div class="b">יתרה לתשלום: ${n(amount(gross - deposit))} ₪ – בהעברה בנקאית עד ${n(dt(plus(date, 14), 'dd/mm/yyyy'))}</div></div>
<div class="foot">בנק הפועלים, סניף ${n(String(rng.int(100, 799)))}, חשבון ${n(rng.digits(6))} · מזל טוב ותודה שבחרתם באפריון!</div></div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;color:#222}.n{font-family:'DejaVu Sans Mono';font-size:11px;white-space:nowrap}
.page{height:296mm;box-sizing:border-box;padding:12mm 14mm;overflow:hidden}.p1{break-after:page}
.hd{display:flex;align-items:center;gap:10px;border-bottom:2px solid #6a1b4d;padding-bottom:6px}.nm{font-family:'Yehuda CLM';font-size:40px;font-weight:bold;color:#6a1b4d;line-height:1}.sub{color:#666}.vd{margin-inline-start:auto;text-align:left;line-height:1.6}
.ttl{display:flex;justify-content:space-between;background:#f3e5ef;padding:6px 8px;margin:8px 0;font-weight:bold}.ttl span:first-child{font-size:17px}
.kv th{text-align:start;font-weight:normal;color:#666;padding:2px 8px 2px 4px}.kv td{font-weight:bold;padding:2px}.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{border-bottom:1.5px solid #6a1b4d;text-align:start;padding:4px}.t td{padding:4px;border-bottom:1px solid #e6d5df}
.cf td{font-style:italic;color:#555}.carry{display:flex;justify-content:space-between;width:45%;margin:8px auto 0 0;font-weight:bold;border-top:1px solid #6a1b4d;padding-top:4px}
.tot{width:48%;margin:12px auto 0 0}.tot div{display:flex;justify-content:space-between;padding:3px}.g{border-top:2px solid #6a1b4d;font-weight:bold;font-size:15px}.pay{margin-top:16px;line-height:1.8}.b{font-weight:bold}.foot{margin-top:26px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
