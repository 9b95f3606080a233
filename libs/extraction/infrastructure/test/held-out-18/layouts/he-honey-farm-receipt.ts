import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const APIARIES = [
  { brand: 'מכוורת הגליל העליון', owner: 'יוסי שטרן', label: 'עוסק מורשה', exempt: false, company: false, place: 'מושב דישון' },
  { brand: 'דבש מהעמק', owner: 'נעמה לוי', label: 'עוסק פטור', exempt: true, company: false, place: 'קיבוץ גבע' },
  { brand: 'מכוורת שדות', owner: 'מכוורת שדות בע"מ', label: 'ח.פ.', exempt: false, company: true, place: 'מושב שדה עוזיהו' },
  { brand: 'הדבוראי', owner: 'אבי כהן', label: 'ע.מ.', exempt: false, company: false, place: 'מושב גן יבנה' },
];
const PRODUCTS: [string, number][] = [
  ['מארז ראש השנה - 3 צנצנות + רימון', 11900],
  ["מארז שי לעובדים (דבש 500 גר' + כוסות)", 8900],
  ["צנצנת דבש פרחי בר 500 גר'", 4500],
  ['צנצנת דבש אבוקדו 1 ק"ג', 8000],
  ["דבש הדרים 350 גר'", 3200],
  ['חלת דבש במסגרת', 9500],
  ['נרות שעוות דבורים (זוג)', 3800],
  ['פרופוליס טיפות 30 מ"ל', 5500],
];

/**
 * A beekeeper's A5 document typed from a template (Hadasim CLM, David CLM or Noto Serif Hebrew; the apiary's
 * name in Yehuda CLM or Keter YG with a row of hexagons): the apiary's name over the beekeeper's own name
 * (or the company's legal name) with "עוסק מורשה" / "ע.מ." / "ח.פ." or "עוסק פטור", the moshav and mobile;
 * a licensed dealer's "חשבונית מס קבלה מס'" (four digits), an exempt one's "קבלה מס'"; "תאריך" (dd/mm/yyyy,
 * dd.mm.yy or "12 בספטמבר 2024"); the customer (a company ordering holiday gifts with a valid ח.פ. and its
 * own "הזמנת רכש" number, or a person with a valid ת.ז.), "תאריך אספקה" days later; gift boxes and jars ×
 * quantity; a delivery to n addresses; "סה"כ לפני מע"מ", "מע"מ", "סה"כ כולל מע"מ" or "סה"כ" with "עוסק
 * פטור - לא נגבה מע"מ"; payment by a bank transfer with its reference, one or two cheques with their dates,
 * or Bit; "חג שמח ומתוק!".
 */
export const heHoneyFarmReceipt: Layout = {
  id: 'he-honey-farm-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-honey-farm-receipt');
    const a = rng.pick(APIARIES);
    const vendorTaxId = vendorId(a.owner, a.company);
    const year = rng.pick(['2024', '2025']);
    // Most orders come before Rosh Hashana (early October 2024, late September 2025).
    const date = rng.chance(0.7) ? randomDate(rng, `${year}-08-15`, `${year}-09-${year === '2024' ? '30' : '20'}`) : randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const business = rng.chance(0.5);
    const scale = business ? rng.int(10, 30) : 1;
    const rows = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, qty: business ? rng.int(1, 3) * scale : rng.int(1, 4) }));
    const addresses = rng.chance(0.5) ? rng.int(1, business ? 1 : 4) : 0;
    if (addresses) rows.push({ name: business ? 'משלוח מרוכז למשרדי הלקוח' : `משלוח ל-${addresses} כתובות`, unit: business ? 25000 : 3500, qty: business ? 1 : addresses });
    const net = rows.reduce((s, r) => s + r.qty * r.unit, 0);
    const vat = a.exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(120, 2400)).padStart(4, '0');
    const font = rng.pick(['Hadasim CLM', 'David CLM', 'Noto Serif Hebrew']);
    const brandFont = rng.pick(['Yehuda CLM', 'Keter YG']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const customer = business
      ? `${rng.pick(['אלקטרו-טק מערכות בע"מ', 'משרד רו"ח גולדברג ושות\'', 'בית תוכנה נובה בע"מ'])} · ח.פ. ${taxId(rng, true)}<br>הזמנת רכש מס' ${rng.int(4500000, 4599999)}`
      : `${rng.pick(['מיכל אהרוני', 'שלמה ביטון', 'אנה פרידמן'])} · ת.ז. ${personalId(rng)}`;
    const supply = addDays(date, rng.int(2, 9));
    const cheques = rng.int(1, 2);
    const pay = rng.pick([
      `העברה בנקאית מיום ${dt(addDays(date, -rng.int(0, 3)), 'dd/mm/yyyy')}, אסמכתא ${rng.digits(8)} - ${amount(total)} ש"ח`,
      Array.from(
        { length: cheques },
        (_, i) =>
          `שיק מס' ${rng.int(100, 9999)} בנק ${rng.int(10, 31)} לתאריך ${dt(addDays(date, 30 * i), 'dd/mm/yyyy')} - ${amount(i === 0 ? total - Math.floor(total / cheques) * (cheques - 1) : Math.floor(total / cheques))}`,
      ).join('<br>'),
      `ביט לנייד ${cellular(rng)} - ${amount(total)} ש"ח`,
    ]);
    const title = a.exempt ? 'קבלה' : 'חשבונית מס קבלה';
    const who = a.company ? `<div class="owner">${esc(a.owner)}</div>` : `<div class="owner">${esc(a.owner)} - כוורן</div>`;
    const sums = a.exempt
      ? `<tr class="g"><td>סה"כ</td><td class="n">${amount(total)} ש"ח</td></tr><tr><td colspan="2" class="sm">עוסק פטור - לא נגבה מע"מ</td></tr>`
      : `<tr><td>סה"כ לפני מע"מ</td><td class="n">${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td class="n">${amount(total)} ש"ח</td></tr>`;
    const body = `<div class="page"><div class="brand" style="font-family:'${brandFont}','Noto Serif Hebrew',serif">${esc(a.brand)}</div><div class="hex">⬡ ⬡ ⬡ ⬡ ⬡ ⬡ ⬡ ⬡</div>${who}
<div class="c sm">${a.label} ${vendorTaxId} · ${esc(a.place)} · <bdi>${cellular(rng)}</bdi></div><hr>
<div class="t">${title} מס' ${docNo}</div><div class="c">תאריך: ${dt(date, fmt)}</div><div class="c sm">מקור</div>
<div class="to">לכבוד: ${customer}<br>תאריך אספקה: ${dt(supply, 'dd/mm/yyyy')}</div>
<table><tr><th>פריט</th><th>כמות</th><th class="n">מחיר</th><th class="n">סה"כ</th></tr>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td class="n">${amount(r.unit)}</td><td class="n">${amount(r.qty * r.unit)}</td></tr>`).join('')}</table>
<table class="tot">${sums}</table><div class="pay"><b>אמצעי תשלום:</b><br>${pay}</div><div class="c end">חג שמח ומתוק!</div></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#3b2a12}.page{padding:10mm 12mm;border:0}.brand{text-align:center;font-size:28px;font-weight:bold;color:#b7791f}
.hex{text-align:center;color:#d69e2e;font-size:11px;letter-spacing:2px}.owner{text-align:center;font-size:15px;font-weight:bold;margin-top:1mm}.c{text-align:center}.sm{font-size:9.5px;color:#6b4f1d}hr{border:0;border-top:1px solid #d69e2e;margin:3mm 0}
.t{text-align:center;font-size:17px;font-weight:bold}.to{margin:4mm 0;line-height:1.6}table{width:100%;border-collapse:collapse}th{text-align:right;border-bottom:1px solid #b7791f;padding:1.2mm;font-size:10.5px}td{padding:1.2mm;border-bottom:1px dotted #d9c29a}
.n{text-align:left;white-space:nowrap}.tot{width:70mm;margin-right:auto;margin-top:3mm}.tot td{border:0}.g td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #3b2a12}.pay{margin-top:5mm;line-height:1.6;font-size:11px}.end{margin-top:6mm;font-size:13px;color:#b7791f}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: a.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(a.exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
