import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';

const GALLERIES = [
  { name: 'מסגרות הגליל אמנות ומסגור בע"מ', en: 'Galil Frames & Art', company: true },
  { name: 'גלריה בית הקשת', en: 'Beit HaKeshet Gallery', company: false },
  { name: 'נחלת המסגר בע"מ', en: 'Nachalat Framing Studio', company: true },
];

/**
 * A framing workshop and gallery's A4 tax invoice with Hebrew and English labels (Open Sans with
 * Noto Sans Hebrew, the English name in Nimbus Roman): the Hebrew name with the English one beside
 * it, "עוסק מורשה / Licensed Dealer" or "ח.פ. / Company No." (hyphenated nowhere), "חשבונית מס /
 * Tax Invoice" with a number "FR-1234", "תאריך / Date" the day of collection, the order's earlier
 * date, the customer (a person's valid ת.ז. or a company with its own valid ח.פ.), works framed with
 * their dimensions in cm, mouldings priced per running metre, museum glass, a print on canvas on
 * some, "סה"כ לפני מע"מ / Net", VAT, "סה"כ / Total ₪", the deposit paid at the order and "יתרה
 * לתשלום / Balance due".
 */
export const mixedFramingGallery: Layout = {
  id: 'mixed-framing-gallery',
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const g = rng.pick(GALLERIES);
    const vendorTaxId = taxId(rng, g.company);
    const order = randomDate(rng, '2023-06-01', '2026-03-10');
    const date = addDays(order, rng.int(7, 20));
    const rate = israeliRate(date);
    const works = Array.from({ length: rng.int(1, 4) }, () => {
      const w = rng.int(3, 12) * 10;
      const h = rng.int(3, 12) * 10;
      const metres = (2 * (w + h)) / 100;
      const perM = rng.pick([9000, 12000, 16000, 22000]);
      return { w, h, metres, perM, frame: Math.round(metres * perM), glass: rng.chance(0.5) ? Math.round((w * h) / 100) * 60 : 0 };
    });
    const canvas = rng.chance(0.3) ? rng.int(25, 60) * 1000 : 0;
    const net = works.reduce((a, x) => a + x.frame + x.glass, 0) + canvas;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const deposit = Math.round(total / 2 / 1000) * 1000;
    const docNo = `FR-${rng.int(1000, 9999)}`;
    const company = rng.chance(0.4);
    const cb = '51' + rng.digits(6);
    const custId = company ? cb + checkDigit(cb) : personalId(rng);
    const font = rng.pick(['Open Sans', 'Noto Sans Hebrew']);
    const rows = works
      .map(
        (x, i) =>
          `<tr><td>עבודה ${i + 1} / Artwork ${i + 1}: מסגרת / moulding ${x.w}×${x.h} ס"מ</td><td>${x.metres.toFixed(1)} מ' × ${amount(x.perM)}</td><td>${amount(x.frame)}</td></tr>${x.glass ? `<tr><td>זכוכית מוזיאון / Museum glass</td><td></td><td>${amount(x.glass)}</td></tr>` : ''}`,
      )
      .join('');
    const body = `<div class="lh"><div class="n">${esc(g.name)}</div><div class="en" dir="ltr">${esc(g.en)}</div></div>
<div class="c">${g.company ? 'ח.פ. / Company No.' : 'עוסק מורשה / Licensed Dealer'} ${vendorTaxId} · ${landline(rng)}</div>
<div class="doc"><div class="h">חשבונית מס / Tax Invoice ${docNo}</div><div>תאריך / Date: ${dt(date, 'dd.mm.yyyy')}</div><div>הזמנה מיום / Ordered: ${dt(order, 'dd.mm.yyyy')}</div></div>
<div>לקוח / Customer: ${esc(company ? rng.pick(['מלון הגפן בע"מ', 'משרדי אדריכלות קו ישר בע"מ']) : rng.pick(['רחל אבני', 'Mark Feldman', 'יוסף דאהר']))} · ${company ? 'ח.פ.' : 'ת.ז. / ID'} ${custId} · ${cellular(rng)}</div>
<table class="it"><tr><th>פירוט / Description</th><th>חישוב / <bdi>Calc.</bdi></th><th>סכום / Amount</th></tr>${rows}${canvas ? `<tr><td>הדפסה על קנבס / Canvas print</td><td></td><td>${amount(canvas)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / Net</td><td>${amount(net)}</td></tr><tr><td>מע"מ / VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ / Total ₪</td><td>${amount(total)}</td></tr>
<tr><td>מקדמה ששולמה / Deposit paid ${dt(order, 'dd.mm.yy')}</td><td>${amount(deposit)}</td></tr><tr><td>יתרה לתשלום / Balance due</td><td>${amount(total - deposit)}</td></tr></table>
<div class="sm">העבודות נמסרו ללקוח במצב תקין / <bdi>Works collected in good condition.</bdi> חתימה / Signature: ____________</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#222;padding:14mm 18mm}.lh{display:flex;justify-content:space-between;align-items:baseline;border-bottom:2px solid #795548}
.n{font-size:22px;font-weight:bold}.en{font-family:'Nimbus Roman',serif;font-size:20px;font-style:italic;color:#795548}.c{margin:1mm 0 5mm}.doc{border:1px solid #795548;padding:2mm 4mm;margin-bottom:4mm}.h{font-size:17px;font-weight:bold}
table{border-collapse:collapse}.it{width:100%;margin:4mm 0}.it th{background:#efebe9;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:last-child{text-align:left}
.tot{width:100mm;margin:0 auto 8mm 0}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #000}.sm{font-size:10.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: g.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
