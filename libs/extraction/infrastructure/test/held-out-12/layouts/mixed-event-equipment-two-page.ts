import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth, notAnId, share } from '../../generalisation/notation';

const VENDORS = [
  { en: 'SOUNDLINE', he: 'סאונד-ליין', legal: 'סאונד-ליין הפקות והשכרת ציוד בע"מ', company: true, color: '#263238' },
  { en: 'STAGE & LIGHT', he: 'במה ואור', legal: 'במה ואור השכרות (2008) בע"מ', company: true, color: '#4a148c' },
  { en: 'RG Sound', he: "אר-ג'י סאונד", legal: 'רועי גבאי', company: false, color: '#bf360c' },
];
const EVENTS = [
  { he: 'פסטיבל אביב בפארק', en: 'Spring in the Park Festival', venue: 'פארק העיר, כפר סבא', cust: 'החברה העירונית לתרבות ופנאי כפר סבא בע"מ' },
  { he: 'כנס חדשנות שנתי', en: 'Annual Innovation Summit', venue: 'מרכז הכנסים, אילת', cust: 'אופק אירועים והפקות בע"מ' },
  { he: 'מופע יום העצמאות', en: 'Independence Day Show', venue: 'אמפיתאטרון העירוני, קריית שמונה', cust: 'המתנ"ס האזורי קריית שמונה בע"מ' },
  { he: 'השקת מוצר', en: 'Product launch', venue: 'האנגר 11, נמל תל אביב', cust: 'ביזנס לייב הפקות בע"מ' },
];
/** Category (he / en) and its items: English name, price a day before VAT in agorot. */
const GEAR: [string, string, [string, number][]][] = [
  [
    'הגברה',
    'Sound',
    [
      ['Line array top cabinet', 45000],
      ['Subwoofer 2×18"', 38000],
      ['Digital mixing console 48ch', 120000],
      ['Stage monitor 12"', 12000],
      ['Wireless handheld mic', 9000],
      ['Wireless headset mic', 11000],
      ['DI box', 2500],
      ['Stage box 32/16 + snake', 30000],
      ['Amplifier rack 4ch', 35000],
      ['Speaker stand', 2000],
    ],
  ],
  [
    'תאורה',
    'Lighting',
    [
      ['Moving head spot 350W', 28000],
      ['Moving head wash LED', 24000],
      ['LED par RGBW', 6000],
      ['Profile spot 750W', 15000],
      ['Hazer', 18000],
      ['Lighting console', 90000],
      ['Follow spot 1200W + operator seat', 40000],
      ['DMX splitter', 4000],
    ],
  ],
  [
    'במות וקונסטרוקציה',
    'Staging & truss',
    [
      ['Stage deck 2×1 m', 8000],
      ['Truss 3 m section', 5000],
      ['Chain hoist 1 t', 20000],
      ['Stage stairs with rail', 10000],
      ['Skirting per metre', 1500],
      ['Ground support tower', 60000],
    ],
  ],
  [
    'וידאו',
    'Video',
    [
      ['LED wall panel 0.5×0.5 m P3.9', 7000],
      ['Video switcher 4K', 80000],
      ['Laser projector 10K', 150000],
      ['Screen 4×3 m fast-fold', 45000],
      ['Confidence monitor 55"', 20000],
    ],
  ],
  [
    'חשמל',
    'Power',
    [
      ['Generator 100 kVA incl. fuel', 320000],
      ['Power distro 63A', 25000],
      ['Cable set 50 m 5×16', 8000],
    ],
  ],
];

/**
 * A sound, lighting and staging rental company's "חשבונית מס / Tax Invoice" over two A4 pages with every
 * label in Hebrew and English (Open Sans with Noto Sans Hebrew, Roboto with Simple CLM, or DejaVu Sans):
 * the English and Hebrew brands, the Hebrew legal name with "ח.פ. / Co. No." (hyphenated on some) or the
 * owner's name with "עוסק מורשה / Lic. Dealer", a band on both pages with "מס' / No." ("EV-24-0712" or
 * six digits), "תאריך / Date" (dd/mm/yyyy) two to nine days after the event and "עמוד / Page 1/2"; the
 * customer (a municipal company or a producer with a valid ח.פ.), the event in both languages, the venue,
 * setup, event and strike dates, the quotation number; 34-44 equipment rows by category (quantity, days,
 * price a day, amount) with category subtotals, "מועבר לעמוד הבא / Carried forward" and "יתרה מעמוד
 * קודם / Brought forward"; crew hours, transport and a night-work surcharge, "סה"כ ציוד / Equipment",
 * a package discount on some, "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ לתשלום / Total due", the
 * due date and a bank account.
 */
export const mixedEventEquipmentTwoPage: Layout = {
  id: 'mixed-event-equipment-two-page',
  lang: 'mixed',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const v = rng.pick(VENDORS);
    const vendorTaxId = taxId(rng, v.company);
    const e = rng.pick(EVENTS);
    const event = randomDate(rng, '2023-06-10', '2026-02-15');
    const days = rng.int(1, 3);
    const setup = addDays(event, -1);
    const strike = addDays(event, days);
    const date = addDays(strike, rng.int(1, 8));
    const rate = israeliRate(date);
    type Row = { cat?: string; name?: string; q?: number; d?: number; p?: number; sum?: number; subtotal?: number };
    const rows: Row[] = [];
    let gear = 0;
    const want = rng.int(34, 44);
    const cats = rng.some(GEAR, rng.int(3, 5));
    let left = want - cats.length * 2;
    cats.forEach(([he, en, items], ci) => {
      rows.push({ cat: `${he} / ${en}` });
      const n = ci === cats.length - 1 ? Math.min(items.length, Math.max(1, left)) : Math.min(items.length, rng.int(4, items.length));
      left -= n;
      let catSum = 0;
      for (const [name, p] of rng.some(items, n)) {
        const q = rng.int(1, name.startsWith('LED wall') ? 48 : name.startsWith('Stage deck') ? 40 : 12);
        const sum = q * days * p;
        catSum += sum;
        rows.push({ name, q, d: days, p, sum });
      }
      gear += catSum;
      rows.push({ subtotal: catSum, cat: `סה"כ ${he} / <bdi>${en} total</bdi>` });
    });
    const crewH = rng.int(24, 90);
    const crewRate = rng.pick([12000, 14000, 15000]);
    const crew = crewH * crewRate;
    const transport = rng.pick([180000, 240000, 320000]);
    const night = rng.chance(0.5) ? share(crew, 25) : 0;
    const dp = rng.pick([0, 5, 8, 10]);
    const disc = share(gear, dp);
    const net = gear - disc + crew + night + transport;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `EV-${date.slice(2, 4)}-${String(rng.int(100, 1500)).padStart(4, '0')}` : String(rng.int(100000, 199999));
    const font = rng.pick(["'Open Sans','Noto Sans Hebrew'", "'Roboto','Simple CLM'", "'DejaVu Sans'"]);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const split = 27;
    const idx = Math.min(split, rows.length - 4);
    const p1 = rows.slice(0, idx);
    const p2 = rows.slice(idx);
    const carried = p1.reduce((a, r) => a + (r.sum ?? 0), 0);
    const tr = (r: Row) =>
      r.subtotal !== undefined
        ? `<tr class="st"><td colspan="4">${r.cat}</td><td>${amount(r.subtotal)}</td></tr>`
        : r.cat
          ? `<tr class="cat"><td colspan="5">${esc(r.cat)}</td></tr>`
          : `<tr><td class="n">${esc(r.name!)}</td><td>${r.q}</td><td>${r.d}</td><td>${amount(r.p!)}</td><td>${amount(r.sum!)}</td></tr>`;
    const th = `<tr><th>${l('פריט', 'Item')}</th><th>${l('כמות', 'Qty')}</th><th>${l('ימים', 'Days')}</th><th>${l('מחיר ליום', 'Rate/day')}</th><th>${l('סכום', 'Amount')}</th></tr>`;
    const band = (p: number) =>
      `<div class="band"><span class="t">${l('חשבונית מס', 'Tax Invoice')} ${l("מס'", 'No.')} ${docNo}</span><span>${l('תאריך', 'Date')}: ${dt(date, 'dd/mm/yyyy')}</span><span>${l('עמוד', 'Page')} ${p}/2</span></div>`;
    const head = `<div class="lh"><div><div class="en">${esc(v.en)}</div><div class="he">${esc(v.he)} · ${l('הגברה, תאורה, במות ומסכים', 'Sound, lighting, stages & screens')}</div></div><div class="who">${esc(v.legal)}<br>${v.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Lic. Dealer')} ${rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId}<br><bdi>${landline(rng)}</bdi> · <bdi>${cellular(rng)}</bdi></div></div>`;
    const page1 = `<div class="page">${head}${band(1)}
<table class="kv"><tr><td>${l('לכבוד', 'To')}</td><td>${esc(e.cust)} · ח.פ. ${taxId(rng)}</td><td>${l('הצעת מחיר', 'Quote')}</td><td>Q-${rng.int(2000, 9999)}</td></tr>
<tr><td>${l('אירוע', 'Event')}</td><td>${esc(e.he)} / <bdi>${esc(e.en)}</bdi></td><td>${l('מקום', 'Venue')}</td><td>${esc(e.venue)}</td></tr>
<tr><td>${l('הקמה', 'Setup')}</td><td>${dt(setup, 'dd/mm/yyyy')}</td><td>${l('אירוע', 'Show')}</td><td>${dt(event, 'dd/mm/yyyy')}${days > 1 ? ` - ${dt(addDays(event, days - 1), 'dd/mm/yyyy')}` : ''}</td></tr>
<tr><td>${l('פירוק', 'Strike')}</td><td>${dt(strike, 'dd/mm/yyyy')}</td><td>${l('ספק אצלכם', 'Supplier no.')}</td><td>${notAnId(rng)}</td></tr></table>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="4">${l('מועבר לעמוד הבא', 'Carried forward')}</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page">${head}${band(2)}
<table class="it">${th}<tr class="cf"><td colspan="4">${l('יתרה מעמוד קודם', 'Brought forward')}</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="terms">${l('צוות טכני', 'Crew')}: ${crewH} ${l('שעות', 'h')} × ${amount(crewRate)}<br>${l('תנאי תשלום', 'Terms')}: שוטף + 30 · ${l('לתשלום עד', 'Due')} ${dt(addDays(lastOfMonth(date), 30), 'dd/mm/yyyy')}<br>${l('בנק', 'Bank')} ${rng.pick(['10', '12', '20'])}-${rng.int(100, 899)}-${rng.digits(6)}</div>
<table class="tot"><tr><td>${l('סה"כ ציוד', 'Equipment')}</td><td>${amount(gear)}</td></tr>${disc ? `<tr><td>${l(`הנחת חבילה ${dp}%`, `Package discount ${dp}%`)}</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>${l('צוות טכני', 'Crew')}</td><td>${amount(crew)}</td></tr>
${night ? `<tr><td>${l('תוספת עבודת לילה 25%', 'Night work 25%')}</td><td>${amount(night)}</td></tr>` : ''}<tr><td>${l('הובלה והתקנה', 'Transport & rigging')}</td><td>${amount(transport)}</td></tr><tr><td>${l('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr>
<tr><td>${l('מע"מ', 'VAT')} ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>${l('סה"כ לתשלום', 'Total due')} ₪</td><td>${amount(total)}</td></tr></table></div></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:9.5px;color:#111}.page{height:296mm;box-sizing:border-box;padding:9mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:center}.en{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:24px;letter-spacing:2px;color:${v.color};direction:ltr;text-align:right}.he{font-size:10.5px;color:#555}.who{text-align:left;line-height:1.5}
.band{display:flex;justify-content:space-between;background:${v.color};color:#fff;padding:1.8mm 3mm;margin:3mm 0}.t{font-weight:bold;font-size:12.5px}table{border-collapse:collapse;width:100%}.kv td{border:1px solid #ccc;padding:1mm 2mm}.kv td:nth-child(odd){background:#f4f4f4;font-weight:bold;width:28mm}
.it{margin-top:3mm}.it th{border-bottom:1.5px solid #111;padding:1.1mm 1mm;background:#eee}.it td{padding:0.8mm 1mm;border-bottom:1px solid #e2e2e2;text-align:center}.it td.n{text-align:left;direction:ltr}.it td:last-child{text-align:left}
.cat td{font-weight:bold;background:#f7f7f7;text-align:right;padding-top:1.5mm}.st td{text-align:right;font-style:italic}.st td:last-child{text-align:left;font-weight:bold}.cf td{font-weight:bold;background:#e8e8e8;text-align:right}.cf td:last-child{text-align:left}
.end{display:flex;justify-content:space-between;gap:6mm;margin-top:5mm}.terms{line-height:1.7}.tot{width:92mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:12.5px;border-top:2px solid #111;border-bottom:2px solid #111}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: v.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
