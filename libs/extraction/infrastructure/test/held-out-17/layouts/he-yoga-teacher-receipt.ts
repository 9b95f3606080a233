import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { stirred } from './extra';

const TEACHERS = [
  { brand: 'שאנטי - יוגה בגבעה', owner: 'ענבל רוזנטל', town: 'קריית טבעון' },
  { brand: 'נשימה', owner: 'תומר אלמוג', town: 'פרדס חנה-כרכור' },
  { brand: 'סטודיו אשטנגה ים', owner: 'ליה ברגר', town: 'חיפה' },
  { brand: '', owner: 'עדי כרמלי-נחום', town: 'רחובות' },
];
/** Service and its price (agorot, the amount the student pays; for a licensed dealer before VAT). */
const SERVICES: [string, number][] = [
  ['כרטיסייה 10 שיעורים', 55000],
  ['כרטיסייה 5 שיעורים', 30000],
  ['מנוי חודשי ללא הגבלה', 42000],
  ["שיעור פרטי (60 דק')", 25000],
  ['סדנת סוף שבוע - יוגה ונשימה', 68000],
  ['מנוי רבעוני - פעמיים בשבוע', 105000],
];
const STUDENTS = ['מיכל אדלר', 'שרון בן-דוד', 'רותם קליין', 'אביגיל נסים', 'דפנה לוריא'];

/**
 * A yoga teacher's receipt on A5 from an invoicing app (Noto Sans Hebrew, Simple CLM or Miriam CLM; the
 * studio's name in Noto Serif Hebrew light): the studio's name over the teacher's own name, or the name
 * alone; an exempt dealer ("עוסק פטור" with a personal id; "קבלה מס'" of four digits; "סה"כ התקבל" and
 * "עוסק פטור - לא נגבה מע"מ") or a licensed one ("עוסק מורשה"; "חשבונית מס / קבלה מס'" as year-serial;
 * "סכום לפני מע"מ", "מע"מ", "סה"כ"); "תאריך"; the student with a valid ת.ז. or a mobile; one or two
 * cards, a monthly pass or a workshop with its date; "פרטי תשלום": Bit with a reference, a bank transfer
 * with its value date, or one to three post-dated cheques with bank, branch, account, cheque number and
 * due dates; a punch card's validity; "מסמך ממוחשב".
 */
export const heYogaTeacherReceipt: Layout = {
  id: 'he-yoga-teacher-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-yoga-teacher-receipt');
    const t = rng.pick(TEACHERS);
    const vendorTaxId = taxId(rng, false);
    const exempt = rng.chance(0.6);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.chance(0.3) ? 2 : 1).map(([name, price]) => ({ name, price }));
    const base = lines.reduce((a, l) => a + l.price, 0);
    const vat = exempt ? 0 : vatOfNet(base, rate);
    const total = base + vat;
    const docNo = exempt ? String(rng.int(12, 640)).padStart(4, '0') : `${date.slice(0, 4)}-${String(rng.int(5, 380)).padStart(3, '0')}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Miriam CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const workshop = lines.some((l) => l.name.startsWith('סדנת')) ? addDays(date, rng.int(5, 40)) : '';
    // payment
    const kind = rng.pick(['bit', 'transfer', 'cheques'] as const);
    let pay: string;
    if (kind === 'bit') pay = `<tr><td>ביט</td><td>אסמכתא ${rng.digits(9)}</td><td>${dt(date, 'dd/mm/yyyy')}</td><td class="n">${amount(total)}</td></tr>`;
    else if (kind === 'transfer')
      pay = `<tr><td>העברה בנקאית</td><td>בנק ${rng.int(10, 20)} · אסמכתא ${rng.digits(6)}</td><td>${dt(addDays(date, -rng.int(0, 3)), 'dd/mm/yyyy')}</td><td class="n">${amount(total)}</td></tr>`;
    else {
      const n = rng.int(1, 3);
      const each = Math.floor(total / n);
      const bank = rng.int(10, 31);
      const branch = rng.int(100, 899);
      const acct = rng.digits(6);
      const first = rng.int(1000, 9000) * 100;
      pay = Array.from({ length: n }, (_, i) => {
        const amt = i === 0 ? total - each * (n - 1) : each;
        return `<tr><td>צ'ק ${first + i}</td><td>בנק ${bank} סניף ${branch} ח-ן ${acct}</td><td>${dt(addDays(date, 30 * i + (i ? rng.int(0, 4) : 0)), 'dd/mm/yyyy')}</td><td class="n">${amount(amt)}</td></tr>`;
      }).join('');
    }
    const student = rng.pick(STUDENTS);
    const who = rng.chance(0.6) ? `ת.ז. ${personalId(rng)}` : `נייד <bdi>${cellular(rng)}</bdi>`;
    const head = t.brand
      ? `<div class="studio">${esc(t.brand)}</div><div class="owner">${esc(t.owner)}</div>`
      : `<div class="studio">${esc(t.owner)}</div><div class="owner">מורה ליוגה ומדיטציה</div>`;
    const title = exempt ? `קבלה מס' ${docNo}` : `חשבונית מס / קבלה מס' ${docNo}`;
    const sums = exempt
      ? `<div class="r big"><span>סה"כ התקבל</span><span>${amount(total)} ₪</span></div><div class="sm">עוסק פטור - לא נגבה מע"מ</div>`
      : `<div class="r"><span>סכום לפני מע"מ</span><span>${amount(base)}</span></div><div class="r"><span>מע"מ ${rate}%</span><span>${amount(vat)}</span></div><div class="r big"><span>סה"כ</span><span>${amount(total)} ₪</span></div>`;
    const body = `<div class="page">${head}<div class="id">${exempt ? 'עוסק פטור' : 'עוסק מורשה'} ${vendorTaxId} · ${esc(t.town)} · <bdi>${cellular(rng)}</bdi></div>
<div class="title">${title}</div><div class="r"><span>מקור</span><span>תאריך: ${dt(date, fmt)}</span></div>
<div class="to">לכבוד: ${esc(student)} · ${who}</div>
<table><tr><th>תיאור</th><th>סכום</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}${l.name.startsWith('סדנת') ? ` - ${dt(workshop, 'dd/mm/yyyy')}` : ''}${l.name.startsWith('כרטיסייה') ? ` (בתוקף עד ${dt(addDays(date, 120), 'dd/mm/yyyy')})` : ''}</td><td class="n">${amount(l.price)}</td></tr>`).join('')}</table>
<div class="sums">${sums}</div><div class="pt">פרטי תשלום</div><table class="pay"><tr><th>אמצעי</th><th>פרטים</th><th>תאריך</th><th>סכום</th></tr>${pay}</table>
<div class="foot">מסמך ממוחשב · הופק באמצעות מערכת חשבוניות מקוונת</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#2b2b2b}.page{padding:10mm 11mm}
.studio{font-family:'Noto Serif Hebrew',serif;font-weight:300;font-size:25px;color:#6b4f8a}.owner{font-size:14px;margin-top:1mm}.id{font-size:10.5px;color:#555;border-bottom:1px solid #cbb8df;padding-bottom:2mm;margin-bottom:4mm}
.title{font-size:17px;font-weight:bold;margin-bottom:1mm}.r{display:flex;justify-content:space-between}.to{margin:3mm 0;padding:2mm;background:#f5f0fa}
table{width:100%;border-collapse:collapse;margin-top:1mm}th{text-align:right;font-weight:normal;color:#777;border-bottom:1px solid #bbb;padding:1mm}td{padding:1.2mm 1mm;border-bottom:1px solid #eee}.n{text-align:left;white-space:nowrap}
.sums{width:62mm;margin:3mm 0 3mm auto;margin-left:0;margin-right:auto}.big{font-size:14px;font-weight:bold;border-top:1px solid #333;padding-top:1mm;margin-top:1mm}.sm{font-size:10px;color:#555}.pt{font-weight:bold;margin-top:4mm}.pay td{font-size:10.5px}.foot{margin-top:8mm;font-size:9.5px;color:#888;text-align:center}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: exempt
        ? { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) }
        : { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
