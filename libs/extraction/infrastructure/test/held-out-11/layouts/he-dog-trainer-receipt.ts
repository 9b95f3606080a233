import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId } from '../../generalisation/notation';

const TRAINERS = [
  { brand: 'אילוף עם לב', owner: 'ליאת כהן-ברק', patur: true, what: 'אילוף כלבים ושיקום התנהגותי', mail: 'liat.dogs' },
  { brand: 'הכלב המאושר', owner: 'עידן פרידמן', patur: true, what: 'טיולי כלבים ופנסיון ביתי', mail: 'happydog.idan' },
  { brand: 'Pawsitive', owner: 'נגה שטרן', patur: false, what: 'מאלפת כלבים מוסמכת · סדנאות גורים', mail: 'pawsitive.noga' },
  { brand: 'מספרת הכלבים של רוני', owner: 'רוני אבוטבול', patur: false, what: 'טיפוח, רחצה ותספורת כלבים', mail: 'roni.grooming' },
  { brand: '', owner: 'גיא לנדאו', patur: true, what: 'מאלף כלבים - אילוף בבית הלקוח', mail: 'guy.landau.k9' },
];
/** Description, unit price in agorot (before VAT for a licensed dealer), quantity range. */
const SERVICES: [string, number, [number, number]][] = [
  ["מפגש אילוף פרטני (60 דק')", 30000, [1, 6]],
  ['סדנת גורים קבוצתית - 6 מפגשים', 120000, [1, 1]],
  ['אבחון התנהגותי וייעוץ בבית הלקוח', 45000, [1, 1]],
  ['ייעוץ טלפוני', 15000, [1, 2]],
  ['רצועת אילוף + קליקר', 8500, [1, 1]],
  ['פנסיון ביתי - לילה', 12000, [2, 9]],
  ["טיול כלב (45 דק')", 5000, [4, 20]],
  ['רחצה ותספורת - כלב גדול', 25000, [1, 2]],
  ['גזירת ציפורניים', 4000, [1, 1]],
];
const DOGS = ['רקסי (לברדור, 4 חודשים)', 'לולה (בורדר קולי, שנתיים)', "צ'ייס (מעורב, 8 חודשים)", 'בל (פודל, 3 שנים)', 'טייסון (אמסטף, שנה)', 'שוקו (כנעני, 5 שנים)'];
const CLIENTS = ['מיכל אברהמי', 'דוד שפירא', 'הילה ונדב גרין', 'סאלי חדאד', 'יואב רבינוביץ', 'אנה קוגן'];

/**
 * A dog trainer's, dog walker's or dog groomer's A4 document from an online invoicing app (FreeSans,
 * Miriam CLM or Noto Sans Hebrew): a round monogram, the brand (on most) over the owner's name, with
 * "עוסק פטור" and a personal id (spaced on some) for an exempt dealer, who issues a plain "קבלה" with no
 * VAT, or "עוסק מורשה" for a licensed one, who issues "חשבונית מס / קבלה" with VAT added; the number
 * (four or five digits), "מקור", "תאריך" (dd/mm/yyyy or dd.mm.yyyy), the client with a mobile (and a
 * valid ת.ז. on some), the dog, services with quantity and price, a payments table (cash, Bit with a
 * reference, bank transfer with its date, or post-dated cheques each with bank, branch, account, cheque
 * number and its own date) with "סה"כ שולם", and the app's footer (digitally signed, produced at a date
 * and time, page 1 of 1).
 */
export const heDogTrainerReceipt: Layout = {
  id: 'he-dog-trainer-receipt',
  lang: 'he',
  kind: 'services receipt',
  make(rng: Rng) {
    const t = rng.pick(TRAINERS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-06-15', '2026-02-28');
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(1, 3)).map(([d, u, q]) => ({ d, u, q: rng.int(q[0], q[1]) }));
    const net = lines.reduce((a, l) => a + l.q * l.u, 0);
    const vat = t.patur ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const method = rng.pick(['cash', 'bit', 'transfer', 'cheques', 'cheques'] as const);
    const payments: [string, string, string, number][] = [];
    if (method === 'cheques' && total >= 60000) {
      const n = rng.int(2, 3);
      const each = Math.floor(total / n / 100) * 100;
      const bank = rng.pick(['12', '10', '20', '11', '31']);
      const branch = rng.int(100, 899);
      const account = rng.digits(6);
      const first = rng.int(100, 9900);
      for (let i = 0; i < n; i++)
        payments.push(["צ'ק", `בנק ${bank} סניף ${branch} חשבון ${account} צ'ק ${first + i}`, dt(addDays(date, 30 * i), 'dd/mm/yyyy'), i === 0 ? total - each * (n - 1) : each]);
    } else if (method === 'transfer') payments.push(['העברה בנקאית', `אסמכתא ${rng.digits(8)}`, dt(addDays(date, -rng.int(0, 3)), 'dd/mm/yyyy'), total]);
    else if (method === 'bit' || method === 'cheques') payments.push(['ביט', `מס' עסקה ${rng.digits(10)}`, dt(date, 'dd/mm/yyyy'), total]);
    else payments.push(['מזומן', '', dt(date, 'dd/mm/yyyy'), total]);
    const docNo = String(t.patur ? rng.int(1001, 1480) : rng.int(20001, 20450));
    const font = rng.pick(['FreeSans', 'Miriam CLM', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const color = rng.pick(['#37474f', '#5d4037', '#1565c0', '#2e7d32']);
    const initials = (t.brand || t.owner)
      .split(/\s+/)
      .slice(0, 2)
      .map((w) => w[0])
      .join('');
    const client = rng.pick(CLIENTS);
    const withId = rng.chance(0.4);
    const title = t.patur ? 'קבלה' : 'חשבונית מס / קבלה';
    const body = `<div class="hd"><div class="logo">${esc(initials)}</div><div class="who">${t.brand ? `<div class="brand">${esc(t.brand)}</div><div>${esc(t.owner)}</div>` : `<div class="brand">${esc(t.owner)}</div>`}
<div>${esc(t.what)}</div><div>${t.patur ? 'עוסק פטור' : 'עוסק מורשה'} ${rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId}</div><div dir="ltr" class="ltr">${cellular(rng)} · ${t.mail}@gmail.com</div></div></div>
<div class="tt"><div><span class="title">${title} ${docNo}</span> <span class="orig">מקור</span></div><div>תאריך: ${dt(date, fmt)}</div></div>
<div class="to"><div class="lbl">לכבוד</div><div>${esc(client)}${withId ? ` · ת.ז. ${personalId(rng)}` : ''}</div><div>${cellular(rng)}</div><div>הכלב: ${esc(rng.pick(DOGS))}</div></div>
<table class="it"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${esc(l.d)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="sum">${t.patur ? `<tr class="b"><td>סה"כ</td><td>₪${amount(total)}</td></tr>` : `<tr><td>סה"כ לפני מע"מ</td><td>₪${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>₪${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>₪${amount(total)}</td></tr>`}</table>
<div class="lbl2">פרטי תשלום</div><table class="it pay"><tr><th>אמצעי תשלום</th><th>פרטים</th><th>תאריך</th><th>סכום</th></tr>${payments.map(([m, d, when, s]) => `<tr><td>${m}</td><td>${esc(d)}</td><td>${when}</td><td>₪${amount(s)}</td></tr>`).join('')}
<tr class="b"><td colspan="3">סה"כ שולם</td><td>₪${amount(total)}</td></tr></table>
${t.patur ? '<div class="note">עוסק פטור - אינו רשאי לגבות מע"מ.</div>' : ''}<div class="foot"><span>מסמך ממוחשב חתום דיגיטלית · הופק ב-${dt(date, 'dd/mm/yyyy')} ${time(rng)} באמצעות "חשבונית בקליק"</span><span>עמוד 1 מתוך 1</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#222;padding:14mm 16mm}.hd{display:flex;gap:6mm;align-items:center;border-bottom:1px solid #ddd;padding-bottom:4mm;line-height:1.55}
.logo{width:22mm;height:22mm;border-radius:50%;background:${color};color:#fff;font-size:24px;font-weight:bold;display:flex;align-items:center;justify-content:center}.brand{font-size:20px;font-weight:bold;color:${color}}.ltr{text-align:right}
.tt{display:flex;justify-content:space-between;align-items:baseline;margin:7mm 0 4mm}.title{font-size:22px;font-weight:bold}.orig{border:1px solid ${color};color:${color};padding:0 2mm;font-size:11px;margin-right:3mm}.to{background:#f6f6f6;padding:3mm 4mm;line-height:1.6}
.lbl{color:#777;font-size:10.5px}.lbl2{margin-top:6mm;font-weight:bold;color:${color}}table{border-collapse:collapse;width:100%}.it{margin-top:4mm}.it th{background:${color};color:#fff;font-weight:normal;padding:1.8mm 2mm;text-align:right}
.it td{padding:1.8mm 2mm;border-bottom:1px solid #e5e5e5}.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}.pay{margin-top:2mm;font-size:11px}.sum{width:72mm;margin:3mm auto 0 0}.sum td{padding:1.3mm 2mm}.sum td:last-child{text-align:left}
.b td{font-weight:bold;border-top:1.5px solid #333}.sum .b td{font-size:15px}.note{margin-top:4mm;font-size:11px;color:#555}.foot{position:fixed;bottom:10mm;left:16mm;right:16mm;display:flex;justify-content:space-between;font-size:9px;color:#888;border-top:1px solid #ddd;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: t.patur
        ? { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) }
        : { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
