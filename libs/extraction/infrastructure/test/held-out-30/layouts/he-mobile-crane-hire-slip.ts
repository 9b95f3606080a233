import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, notAnId, plate } from '../../generalisation/notation';
import { add, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-mobile-crane-hire-slip';
const FIRMS = [
  { brand: 'מנופי הגליל', legal: 'סלים עבאס', company: false, label: 'עוסק מורשה', trade: 'השכרת משאיות מנוף ועבודות הרמה', addr: 'אזור תעשייה ציפורית' },
  { brand: '', legal: 'הרמות עמית מנופים בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' המלאכה 8, ראשון לציון" },
  { brand: 'SKYLIFT', legal: 'סקייליפט שירותי הרמה בע"מ', company: true, label: 'ח"פ', trade: '', addr: 'פארק תעשיות עמק חפר' },
];
const CRANES: [string, number, number][] = [
  ['משאית מנוף 25 טון-מטר', 28000, 34000],
  ['מנוף זרוע טלסקופי 40 טון', 42000, 52000],
  ['מנוף עכביש 6 טון', 24000, 30000],
  ["במת הרמה אדם 28 מ'", 22000, 27000],
];
const CLIENTS = ['א.ב. בנייה ויזמות בע"מ', 'חלונות הזהב אלומיניום בע"מ', 'מיזוג צפוני התקנות בע"מ', 'סולארי גג בע"מ'];
const JOBS = ['הרמת יחידות מיזוג לגג', 'הנחת פאנלים סולאריים', 'הרמת חלונות ויטרינה לקומה 4', "פריקת מכולה והצבת ג'קוזי", 'הצבת מבנה יביל'];

/** A mobile crane operator's work sheet that is also the tax invoice, on A5: the site, the crane and its plate, start and end times, hours against a minimum, travel, a rigger on some, VAT added. */
export const heMobileCraneHireSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'equipment hire',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng);
    const date = officeDay(raw);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const [crane, lo, hi] = rng.pick(CRANES);
    const hourly = Math.round(rng.int(lo, hi) / 1000) * 1000;
    const start = rng.int(6 * 60, 11 * 60);
    const minutes = rng.int(5, 18) * 30;
    const end = start + minutes;
    const hours = Math.max(4, minutes / 60);
    const lines = [{ name: `שעות עבודה (מינימום 4 שעות)`, qty: hours, unit: hourly, sum: Math.round(hours * hourly) }];
    lines.push({ name: 'הגעה והחזרה לבסיס', qty: 1, unit: rng.int(30, 60) * 1000, sum: 0 });
    lines[1].sum = lines[1].unit;
    if (rng.chance(0.6)) {
      const u = rng.int(12, 16) * 1000;
      lines.push({ name: 'אתת / מכוון הרמה', qty: hours, unit: u, sum: Math.round(hours * u) });
    }
    if (rng.chance(0.4)) lines.push({ name: 'היתר תנועה וסגירת נתיב', qty: 1, unit: 45000, sum: 45000 });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(3000, 8999)), () => `M-${rng.int(10000, 59999)}`, () => `${date.slice(2, 4)}${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const font = rng.pick(["'Liberation Sans Narrow','Liberation Sans'", "'Simple CLM','DejaVu Sans'", "'Noto Sans Hebrew','Noto Sans'"]);
    const client = rng.pick(CLIENTS);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const hoursText = (h: number) => (Number.isInteger(h) ? String(h) : h.toFixed(1));
    const rows = lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${lr(l.qty === 1 ? '1' : hoursText(l.qty))}</td><td>${amount(l.unit)}</td><td>${amount(l.sum)}</td></tr>`)
      .join('');
    const hook = `<svg width="40" height="40" viewBox="0 0 40 40"><path d="M4 36h32M8 36V8h4v28M8 8l26 4M12 14l20-2M30 12v10" stroke="#c77700" stroke-width="2.5" fill="none"/><path d="M30 22c-3 0-3 5 0 5s3-3 3-3" stroke="#000" stroke-width="2" fill="none"/></svg>`;
    const body = `<div class="hd"><div class="l">${hook}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}${f.trade ? `<div>${esc(f.trade)}</div>` : ''}</div></div>
<div class="r">${f.label}: ${lr(idText)}<br>${esc(f.addr)}<br>נייד ${lr(cellular(rng))}</div></div>
<div class="tt"><span>דו"ח עבודה וחשבונית מס</span><span>מס' ${lr(docNo)}</span></div>
<table class="g"><tr><td>תאריך</td><td><b>${lr(dt(date, fmt))}</b></td><td>הזמנת עבודה</td><td>${lr(`WO-${rng.int(1000, 9999)}`)}</td></tr>
<tr><td>לקוח</td><td colspan="3">${esc(client)} · ח.פ. ${lr(vid(client, true))}</td></tr>
<tr><td>אתר</td><td colspan="3">${esc(rng.pick(["רח' הדקל 14, נתניה", 'פרויקט מגדלי הים, בת ים', 'קיבוץ יגור, מבנה האוכל', "רח' הרב קוק 3, בני ברק"]))}</td></tr>
<tr><td>כלי</td><td>${esc(crane)}</td><td>מס' רישוי</td><td>${lr(plate(rng))}</td></tr>
<tr><td>עבודה</td><td>${esc(rng.pick(JOBS))}</td><td>מפעיל</td><td>${esc(rng.pick(['ואסים', 'יבגני', 'שלום', 'רפי']))}</td></tr>
<tr><td>התחלה</td><td>${hhmm(start)}</td><td>סיום</td><td>${hhmm(end)} (${hoursText(minutes / 60)} ש')</td></tr></table>
<table class="rows"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<table class="tot"><tr><td>סכום לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
<div class="sg"><span>חתימת הלקוח: ____________</span><span>תעודת בודק מוסמך ${lr(notAnId(rng))}</span></div>
<div class="ft">תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])}. שעות ההמתנה באתר מחויבות כשעות עבודה.</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#111;width:148mm;box-sizing:border-box;padding:8mm}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #c77700;padding-bottom:2mm}.l{display:flex;gap:2mm}.nm{font-size:20px;font-weight:bold}.own{font-size:13px;font-weight:bold}.r{text-align:left;line-height:1.5}
.tt{display:flex;justify-content:space-between;font-size:15px;font-weight:bold;margin:3mm 0;background:#ffe9c2;padding:1.5mm 2mm}
.g{width:100%;border-collapse:collapse}.g td{border:1px solid #999;padding:1mm 1.5mm}.g td:nth-child(odd){background:#f3f3f3;width:18mm}
.rows{width:100%;border-collapse:collapse;margin-top:3mm}.rows th{border-bottom:2px solid #000;text-align:right;padding:1mm}.rows td{padding:1mm;border-bottom:1px solid #ddd}.rows td:nth-child(n+2),.rows th:nth-child(n+2){text-align:left}
.tot{width:65mm;margin:3mm auto 0 0;border-collapse:collapse;font-size:12px}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}
.sg{display:flex;justify-content:space-between;margin-top:6mm}.ft{margin-top:3mm;font-size:10px;color:#444}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
