import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const SMITHS = [
  { en: 'KeyMaster 24/7', he: 'קי-מאסטר מנעולנות', owner: 'ארז מזרחי' },
  { en: 'Lock & Go Locksmiths', he: 'לוק אנד גו מנעולן', owner: 'ואליד סרחאן' },
  { en: 'Golden Key Service', he: 'מפתח הזהב – פריצות ומנעולים', owner: 'בוריס קוגן' },
];
const PARTS: [string, number][] = [
  ['צילינדר רב-בריח / High-security cylinder', 42000],
  ['מנעול חשמלי לדלת כניסה / Electric strike', 58000],
  ['ידית + רוזטה / Handle set', 18000],
  ['מפתח נוסף (שכפול) / Key copy', 2500],
  ['צילינדר ביטחון מוגן קידוח / Anti-drill cylinder', 65000],
];

/**
 * A locksmith's call-out job sheet that is also the tax invoice-receipt (half A4, Liberation Sans
 * and Ellinia for the "handwritten" fields): the English trading name as a logo with the Hebrew
 * name and the owner's עוסק מורשה number, "חשבונית מס קבלה / Invoice-Receipt" with a number, the
 * call time and arrival time (the night or Saturday surcharge follows them), the job address and the
 * customer's mobile, the work (door opening, cylinder replacement), call-out fee, labour, night
 * surcharge 50% on labour, parts, "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ / Total", paid
 * in cash or Bit, and the customer's signature.
 */
export const mixedLocksmithCallout: Layout = {
  id: 'mixed-locksmith-callout',
  lang: 'mixed',
  kind: 'service call',
  make(rng: Rng) {
    const s = rng.pick(SMITHS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const called = rng.int(0, 24 * 4 - 1) * 15;
    const arrived = called + rng.int(2, 6) * 10;
    const night = called < 7 * 60 || called >= 21 * 60;
    const callout = rng.pick([15000, 18000, 20000]);
    const labour = rng.pick([20000, 25000, 30000, 35000]);
    const surcharge = night ? share(labour, 50) : 0;
    const parts = rng.some(PARTS, rng.int(0, 2)).map(([n, p]) => ({ n, p, q: n.includes('Key copy') ? rng.int(2, 4) : 1 }));
    const net = callout + labour + surcharge + parts.reduce((a, x) => a + x.p * x.q, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(300, 3999));
    const ds = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yy'] as const);
    const m = (x: number) => (x / 100).toFixed(2);
    const hand = rng.pick(['Ellinia CLM', 'Comic Neue']);
    const body = `<div class="p"><div class="hd"><div class="logo">${esc(s.en)}</div><div class="sub">${esc(s.he)} · ${esc(s.owner)} · עוסק מורשה / Licensed dealer ${vendorTaxId}<br>${cellular(rng)} · שירות 24 שעות / 24h service</div></div>
<div class="tt"><span>חשבונית מס קבלה / Invoice-Receipt</span><span>No. <b class="red">${docNo}</b></span></div>
<div class="g"><div>תאריך / Date: <i>${dt(date, ds)}</i></div><div>קריאה / Call: <i>${hhmm(called)}</i> · הגעה / Arrival: <i>${hhmm(arrived)}</i></div>
<div>כתובת / Address: <i>${rng.pick(['הרב קוק 14 דירה 6, בני ברק', 'Herzl 88/3, Rishon LeZion', "שד' הנשיא 120, חיפה", 'Ha-Palmach 22, Jerusalem'])}</i></div><div>נייד לקוח / Mobile: <i>${cellular(rng)}</i></div>
<div class="w">עבודה / Work: <i>${rng.pick(['פתיחת דלת טרוקה', 'Door opening – keys lost', 'החלפת צילינדר אחרי פריצה', 'Lock change after move-in'])}</i></div></div>
<table><tr><th>פירוט / Description</th><th>כמות / Qty</th><th>סכום / Amount</th></tr>
<tr><td>דמי קריאה / Call-out fee</td><td>1</td><td>${m(callout)}</td></tr><tr><td>עבודה / Labour</td><td>1</td><td>${m(labour)}</td></tr>
${night ? `<tr><td>תוספת לילה 50% / Night surcharge 50%</td><td></td><td>${m(surcharge)}</td></tr>` : ''}
${parts.map((x) => `<tr><td>${esc(x.n)}</td><td>${x.q}</td><td>${m(x.p * x.q)}</td></tr>`).join('')}</table>
<div class="s"><div><span>סה"כ לפני מע"מ / Subtotal</span><span>${m(net)}</span></div><div><span>מע"מ / VAT ${rate}%</span><span>${m(vat)}</span></div><div class="gt"><span>סה"כ / Total ₪</span><span>${m(total)}</span></div></div>
<div class="f"><span>תשלום / Paid: <i>${rng.pick(['מזומן / Cash', 'Bit', 'אשראי / Card'])}</i></span><span>חתימת לקוח / Signature: <i class="sig">${rng.pick(['ד. לוי', 'R. Cohen', 'מ.א.', 'S. Katz'])}</i></span></div></div>`;
    const css = `body{font-family:'Liberation Sans',sans-serif;font-size:11.5px;color:#222}
.p{width:210mm;height:148mm;box-sizing:border-box;padding:7mm 12mm}
.hd{background:#222;color:#ffd400;padding:3mm 5mm;border-radius:2mm}.logo{font-size:24px;font-weight:bold;direction:ltr;text-align:left}.sub{color:#eee;font-size:10.5px}
.tt{display:flex;justify-content:space-between;font-size:14px;font-weight:bold;margin:3mm 0 2mm}.red{color:#c00}
.g{display:grid;grid-template-columns:1fr 1fr;gap:1mm 5mm}.w{grid-column:span 2}
i{font-family:'${hand}',cursive;font-style:normal;color:#1a3c9c;font-size:14px;border-bottom:1px dotted #999;padding:0 2mm}
table{width:100%;border-collapse:collapse;margin-top:2mm}th{border-bottom:1.5px solid #222;padding:1mm;font-size:10.5px}td{padding:0.9mm;border-bottom:1px solid #ddd;text-align:center}td:first-child{text-align:right}
.s{width:85mm;margin:2mm auto 0 0}.s div{display:flex;justify-content:space-between}.gt{font-weight:bold;font-size:15px;border-top:2px solid #222}
.f{display:flex;justify-content:space-between;margin-top:3mm}.sig{font-size:18px}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: s.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
