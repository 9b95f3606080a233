import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, personalId, phone, shekel } from '../notation';

const SHOPS: [string, string][] = [
  ['אופטיקה עין הדר בע"מ', 'Ein Hadar Optics Ltd.'],
  ['משקפי הנמל בע"מ', 'Port Eyewear Ltd.'],
  ['Vision Lab אופטומטריה בע"מ', 'Vision Lab Optometry Ltd.'],
];
const FRAMES = ['Ray-Ban RB5154 49□21', 'Oakley OX8156 56□17', 'Lindberg Air Titanium 51□19', 'Tom Ford FT5401 52□20', 'Silhouette 5515 54□18'];
const LENSES = ['Essilor Varilux Comfort Max', 'Hoya Nulux 1.6 Single Vision', 'Zeiss SmartLife Progressive', 'Shamir Autograph III'];
const signed = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

/**
 * A bilingual optician's tax invoice-receipt: every label in Hebrew and English, the shop's
 * Hebrew legal name with its English name under it, a prescription table (SPH, CYL, AXIS, ADD,
 * PD) full of signed decimals, frame and lens lines, an HMO or insurance benefit taken off the
 * price, VAT included, the customer's personal id and the order's ready date.
 */
export const mixedOpticianInvoice: Layout = {
  id: 'mixed-optician-invoice',
  lang: 'mixed',
  kind: 'optician invoice',
  make(rng) {
    const [vendor, english] = rng.pick(SHOPS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const frame = rng.int(350, 1900) * 100;
    const lensPair = rng.int(400, 3200) * 100;
    const extras: [string, number][] = rng.some(
      [
        ['ציפוי אנטי-רפלקס / Anti-reflective coating', 25000],
        ['מסנן אור כחול / Blue-light filter', 18000],
        ['נרתיק ומטלית / Case & cloth', 0],
        ['בדיקת ראייה / Eye exam', 15000],
      ] as [string, number][],
      rng.int(1, 3),
    );
    const gross = frame + lensPair + extras.reduce((s, e) => s + e[1], 0);
    const benefit = rng.chance(0.6) ? rng.pick([20000, 30000, 45000]) : 0;
    const total = gross - benefit;
    const vat = vatOfGross(total, rate);
    const doc = `${rng.pick(['0', ''])}${rng.int(10000, 89999)}`;
    const style = rng.pick(['d/m/Y', 'Y-m-d', 'D.M.Y'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'Nachlieli CLM', 'FreeSans']);
    const rx = () => [signed(rng.int(-24, 12) * 0.25), signed(-rng.int(0, 8) * 0.25), String(rng.int(0, 180)), signed(rng.int(0, 12) * 0.25)];
    const [r, l] = [rx(), rx()];
    const body = `
<div class="hd"><div><div class="he">${esc(vendor)}</div><div class="en">${esc(english)}</div></div><div class="c">ח.פ. / Co. No. ${id}<br>${phone(rng)}</div></div>
<div class="tt">חשבונית מס / קבלה &nbsp;·&nbsp; TAX INVOICE / RECEIPT</div>
<table class="kv">
<tr><td>מס' / No.</td><td><b>${doc}</b></td><td>תאריך / Date</td><td>${day(date, style)}</td></tr>
<tr><td>לקוח / Customer</td><td>${rng.pick(['שרה גולן', 'Daniel Katz', 'רחל אוחנה', 'Michael Stern'])}</td><td>ת.ז. / ID</td><td>${personalId(rng)}</td></tr>
<tr><td>מס' הזמנה / Job</td><td>J-${rng.digits(5)}</td><td>מוכן לאיסוף / Ready</td><td>${day(date, style)} + ${rng.int(3, 10)} ימים</td></tr>
</table>
<table class="rx"><tr><th>Rx</th><th>SPH</th><th>CYL</th><th>AXIS</th><th>ADD</th><th>PD</th></tr>
<tr><td>R / ימין</td><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${r[3]}</td><td>${rng.int(29, 34)}.${rng.pick(['0', '5'])}</td></tr>
<tr><td>L / שמאל</td><td>${l[0]}</td><td>${l[1]}</td><td>${l[2]}</td><td>${l[3]}</td><td>${rng.int(29, 34)}.${rng.pick(['0', '5'])}</td></tr></table>
<table class="t"><tr><th>פריט / Item</th><th>מחיר / Price</th></tr>
<tr><td>מסגרת / Frame: ${FRAMES[rng.int(0, FRAMES.length - 1)]}</td><td>${amount(frame)}</td></tr>
<tr><td>עדשות (זוג) / Lenses (pair): ${rng.pick(LENSES)}</td><td>${amount(lensPair)}</td></tr>
${extras.map((e) => `<tr><td>${e[0]}</td><td>${e[1] ? amount(e[1]) : 'חינם / free'}</td></tr>`).join('')}
${benefit ? `<tr><td>השתתפות ${rng.pick(['מכבי שלי', 'כללית מושלם', 'ביטוח משלים', 'מאוחדת שיא'])} / HMO benefit</td><td>-${amount(benefit)}</td></tr>` : ''}
</table>
<table class="s"><tr><td>סה"כ לתשלום / Total</td><td class="b">${shekel(total)}</td></tr><tr><td>מזה מע"מ / incl. VAT ${rate}%</td><td>${shekel(vat)}</td></tr>
<tr><td>שולם / Paid (${rng.pick(['Visa', 'Isracard', 'מזומן / cash'])})</td><td>${shekel(total)}</td></tr></table>
<p class="f">אחריות למסגרת שנה / 1-year frame warranty · עדשות בהזמנה מיוחדת אינן ניתנות להחזרה / Custom lenses are non-refundable</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 10mm; }
.hd { display: flex; justify-content: space-between; align-items: center; border-bottom: 2px solid #6a1b9a; padding-bottom: 2mm; } .he { font-size: 17pt; font-weight: bold; color: #6a1b9a; } .en { font-size: 10pt; direction: ltr; text-align: right; } .c { font-size: 8.5pt; text-align: left; }
.tt { text-align: center; font-size: 13pt; font-weight: bold; margin: 4mm 0; } .kv { width: 100%; margin-bottom: 3mm; } .kv td:nth-child(odd) { color: #6a1b9a; font-size: 8.5pt; }
.rx { border-collapse: collapse; margin: 2mm auto 4mm; direction: ltr; } .rx th, .rx td { border: 1px solid #6a1b9a; padding: 1mm 3mm; text-align: center; } .rx th { background: #efe3f5; }
.t { width: 100%; border-collapse: collapse; } .t th { text-align: right; border-bottom: 1.5px solid #6a1b9a; } .t td { padding: 1.5mm; border-bottom: 1px solid #ddd; } .t td:last-child, .t th:last-child { text-align: left; direction: ltr; }
.s { margin: 3mm auto 0 0; } .s td { padding: 1mm 3mm; } .s td:last-child { direction: ltr; text-align: left; } .b { font-weight: bold; font-size: 13pt; } .f { margin-top: 8mm; font-size: 7.5pt; color: #555; text-align: center; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
