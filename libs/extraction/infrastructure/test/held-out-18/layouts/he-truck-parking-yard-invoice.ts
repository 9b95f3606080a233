import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, personalId, plate } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const YARDS = [
  { name: 'חניון משאיות צומת גומא', legal: 'חניוני הצפון - גומא בע"מ', label: 'ח.פ.', company: true, place: 'צומת גומא, עמק החולה' },
  { name: 'חניון הלילה - אזור תעשייה צפוני', legal: 'משה אוחיון', label: 'עוסק מורשה', company: false, place: "רח' הנגרים 3, אשדוד" },
  { name: 'חניון אוטובוסים ומשאיות מודיעין', legal: 'ח.מ. חניונים ולוגיסטיקה בע"מ', label: 'ח"פ', company: true, place: 'אזור תעשייה שילת' },
];
const HAULERS = [
  { name: 'הובלות אחים סויסה בע"מ', company: true },
  { name: 'טרנס-גליל שינוע בע"מ', company: true },
  { name: 'אליאס נסאר - הובלות', company: false },
  { name: 'הסעות הדרום 2000 בע"מ', company: true },
  { name: 'יגאל פרץ', company: false },
];
const KINDS = ['משאית 12 טון', 'סמיטריילר', 'משאית קירור', 'אוטובוס', 'מיניבוס', 'משאית מנוף'];

/**
 * An overnight truck and bus parking yard's monthly tax invoice to a hauler on A5 (DejaVu Sans, Liberation Sans or
 * Miriam CLM; the yard's name in white on a black bar with a yellow edge): the yard, its legal name or owner's
 * name with "ח.פ." / "ח"פ" / "עוסק מורשה" (hyphenated on some), address and the office mobile; "חשבונית מס"
 * "מס'" as serial/yy ("0412/25"), "תאריך" in the first days of the next month, "עבור חודש" and "תקופה"; the
 * hauler (a company with a valid ח.פ. or a driver with a valid ת.ז.) and "מס' מנוי"; one row per vehicle with
 * its plate and kind: a monthly subscription or nights × a nightly rate, day entries over the allowance ×
 * a price, a truck wash; a gate remote's deposit noted as held (not charged); "סה"כ לפני מע"מ", "מע"מ",
 * "סה"כ לתשלום", "לתשלום עד" and the account for transfers.
 */
export const heTruckParkingYardInvoice: Layout = {
  id: 'he-truck-parking-yard-invoice',
  lang: 'he',
  kind: 'parking',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-truck-parking-yard-invoice');
    const y = rng.pick(YARDS);
    const vendorTaxId = vendorId(y.legal, y.company);
    const month = firstOfMonth(randomDate(rng, '2023-12-01', '2025-11-30'));
    const date = addDays(lastOfMonth(month), rng.int(1, 5));
    const rate = israeliRate(date);
    const h = rng.pick(HAULERS);
    const nightly = rng.pick([4500, 5000, 6000]);
    const monthly = rng.pick([95000, 110000, 120000]);
    type Row = { plate: string; kind: string; text: string; cents: number };
    const rows: Row[] = [];
    for (let i = 0; i < rng.int(1, 5); i++) {
      const p = plate(rng);
      const kind = rng.pick(KINDS);
      if (rng.chance(0.5)) rows.push({ plate: p, kind, text: 'מנוי חודשי - חניית לילה', cents: monthly });
      else {
        const n = rng.int(4, 24);
        rows.push({ plate: p, kind, text: `${n} לילות × ${amount(nightly)}`, cents: n * nightly });
      }
      if (rng.chance(0.25)) {
        const d = rng.int(1, 6);
        rows.push({ plate: p, kind, text: `כניסות יום מעבר למכסה: ${d} × ${amount(2500)}`, cents: d * 2500 });
      }
    }
    if (rng.chance(0.3)) rows.push({ plate: rows[0].plate, kind: rows[0].kind, text: 'שטיפת משאית', cents: 18000 });
    const net = rows.reduce((a, r) => a + r.cents, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${String(rng.int(40, 980)).padStart(4, '0')}/${date.slice(2, 4)}`;
    const font = rng.pick(['DejaVu Sans', 'Liberation Sans', 'Miriam CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const shownId = rng.chance(0.4) && y.company ? hyphenId(vendorTaxId) : vendorTaxId;
    const custId = h.company ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const remotes = rng.int(1, 3);
    const body = `<div class="bar">${esc(y.name)}</div><div class="hdr">${esc(y.legal)} · ${y.label} <bdi>${shownId}</bdi><br>${esc(y.place)} · משרד: <bdi>${cellular(rng)}</bdi> · פתוח 24/7, שמירה ומצלמות</div>
<div class="title">חשבונית מס</div><table class="kv"><tr><td>מס'</td><td><b><bdi>${docNo}</bdi></b></td><td>תאריך</td><td><b>${dt(date, fmt)}</b></td></tr>
<tr><td>עבור חודש</td><td>${heMonth(month)}</td><td>תקופה</td><td>${dt(month, fmt)} - ${dt(lastOfMonth(month), fmt)}</td></tr></table>
<div class="cust">לכבוד: <b>${esc(h.name)}</b> · ${custId} · מס' מנוי ${rng.int(100, 899)}</div>
<table class="rows"><tr><th>רכב</th><th>סוג</th><th>פירוט</th><th class="n">סכום</th></tr>${rows.map((r) => `<tr><td><bdi>${r.plate}</bdi></td><td>${esc(r.kind)}</td><td>${esc(r.text)}</td><td class="n">${amount(r.cents)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td class="n">${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td class="n">${amount(total)} ש"ח</td></tr></table>
<p class="sm">פיקדון שלטי שער: ${remotes} × 150.00 ש"ח - מוחזק, יוחזר בהחזרת השלטים (לא חויב בחשבונית זו).<br>לתשלום עד ${dt(addDays(date, 10), fmt)} בהעברה: בנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'דיסקונט (11)', 'מזרחי טפחות (20)'])} סניף ${rng.int(100, 899)} חשבון ${rng.digits(6)}.</p>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#111}.bar{background:#111;color:#fff;font-size:19px;font-weight:bold;padding:5mm 9mm 4mm;border-bottom:3mm solid #f2c200}
.hdr{padding:2mm 9mm;font-size:9.5px;line-height:1.5}.title{margin:3mm 9mm 1mm;font-size:17px;font-weight:bold}.kv{margin:0 9mm;border-collapse:collapse}.kv td{padding:0.8mm 2mm 0.8mm 4mm}.kv td:nth-child(odd){color:#555}
.cust{margin:3mm 9mm;padding:2mm;border:1px solid #999}.rows{width:calc(100% - 18mm);margin:0 9mm;border-collapse:collapse}.rows th{background:#eee;text-align:right;padding:1.5mm}.rows td{border-bottom:1px solid #ccc;padding:1.5mm}
.n{text-align:left;white-space:nowrap}.tot{margin:3mm 9mm 0 9mm;margin-right:auto;width:62mm;border-collapse:collapse}.tot td{padding:1mm 1.5mm}.g td{font-weight:bold;font-size:13px;border-top:2px solid #111}.sm{font-size:9px;margin:4mm 9mm;line-height:1.5;color:#333}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: y.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
