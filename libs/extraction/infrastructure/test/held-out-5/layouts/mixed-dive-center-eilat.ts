import { addDays, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';

const CENTERS = [
  { he: 'מרכז צלילה שונית אדומה בע"מ', en: 'Red Reef Diving Center' },
  { he: 'צוללי המפרץ אילת בע"מ', en: 'Gulf Divers Eilat' },
  { he: 'אלמוגים – בית ספר לצלילה בע"מ', en: 'Almogim Dive School' },
];
const SERVICES: [string, string, number][] = [
  ['צלילת היכרות', 'Intro dive', 29000],
  ['צלילה מודרכת מהחוף', 'Guided shore dive', 18000],
  ['צלילת לילה', 'Night dive', 22000],
  ['השכרת ציוד מלא ליום', 'Full gear rental / day', 12000],
  ['מילוי ניטרוקס', 'Nitrox fill', 4500],
  ['קורס צולל מים פתוחים', 'Open Water course', 179000],
  ['חבילת צילומים מתחת למים', 'Underwater photo pack', 15000],
  ['סנורקלינג מודרך', 'Guided snorkelling', 9000],
];

/**
 * An Eilat dive centre's bilingual tax invoice-receipt (A5 landscape, Noto Sans Hebrew and Roboto):
 * every label in Hebrew and English ("תאריך / Date"), the English brand large with the Hebrew legal
 * name and "ח.פ. / Co. No." under it, "חשבונית מס קבלה / Tax Invoice Receipt No.", the diver's name,
 * passport or ת.ז. and certification number, dives and rentals by day (dates over several days up
 * to the document's date), "סה"כ / Total ₪", and "פטור ממע"מ – אזור אילת / VAT exempt – Eilat"
 * instead of a VAT amount (Eilat is a VAT-free area), paid by card, with a log-book stamp box.
 */
export const mixedDiveCenterEilat: Layout = {
  id: 'mixed-dive-center-eilat',
  lang: 'mixed',
  kind: 'exempt-area receipt',
  make(rng: Rng) {
    const c = rng.pick(CENTERS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const days = rng.int(1, 3);
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([he, en, p], i) => ({ he, en, p, q: rng.int(1, 2), d: addDays(date, -Math.min(i, days - 1)) }));
    lines.sort((a, b) => a.d.localeCompare(b.d));
    const total = lines.reduce((a, l) => a + l.p * l.q, 0);
    const docNo = String(rng.int(5000, 19999));
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const m = (x: number) => (x / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const foreign = rng.chance(0.5);
    const body = `<div class="p"><div class="hd"><div class="br">${esc(c.en)}</div><div>${esc(c.he)} · ח.פ. / Co. No. ${vendorTaxId}<br>חוף האלמוגים, אילת · Coral Beach, Eilat · ${cellular(rng)}</div></div>
<div class="tt">חשבונית מס קבלה / Tax Invoice Receipt No. ${docNo}</div>
<div class="g"><div>תאריך / Date: <b>${dt(date, ds)}</b></div><div>צולל / Diver: ${rng.pick(['Lukas Becker', 'נטע גרינברג', 'Sophie Martin', 'אסף רביבו', 'Marco Rossi'])}</div>
<div>${foreign ? `דרכון / Passport: ${rng.pick(['C', 'X', 'P'])}${rng.digits(7)}` : `ת.ז. / ID: ${taxId(rng, false)}`}</div><div>תעודת צולל / Cert. No. ${rng.digits(2)}${rng.pick(['A', 'B', 'C'])}${rng.digits(5)}</div></div>
<table><tr><th>תאריך<br>Date</th><th>פריט<br>Item</th><th>כמות<br>Qty</th><th>מחיר<br>Price</th><th>סכום<br>Amount</th></tr>
${lines.map((l) => `<tr><td>${dt(l.d, ds)}</td><td>${esc(l.he)} / ${l.en}</td><td>${l.q}</td><td>${m(l.p)}</td><td>${m(l.p * l.q)}</td></tr>`).join('')}</table>
<div class="bot"><div class="stamp">חותמת יומן צלילה<br>Log book stamp</div><div class="sum"><div class="g2"><span>סה"כ / Total ₪</span><span>${m(total)}</span></div>
<div class="ex">פטור ממע"מ – אזור אילת / VAT exempt – Eilat</div><div>שולם באשראי / Paid by card ****${rng.digits(4)}</div><div>${rng.pick(['תשלום אחד / Single payment', '2 תשלומים / 2 instalments'])}</div></div></div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Roboto',sans-serif;font-size:11.5px;color:#08304a}
.p{width:210mm;height:148mm;box-sizing:border-box;padding:8mm 11mm}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #00a0b0;padding-bottom:2mm}
.br{font-family:'Roboto',sans-serif;font-size:26px;font-weight:bold;color:#00a0b0;direction:ltr}
.tt{font-size:15px;font-weight:bold;margin:3mm 0 2mm}.g{display:grid;grid-template-columns:1fr 1fr;gap:0.5mm 6mm;margin-bottom:2mm}
table{width:100%;border-collapse:collapse}th{background:#e0f4f6;padding:1mm;font-size:10.5px}td{border-bottom:1px solid #cde;padding:1mm;text-align:center}
.bot{display:flex;justify-content:space-between;margin-top:3mm}.stamp{border:2px dashed #9bc;width:45mm;height:20mm;text-align:center;padding-top:5mm;box-sizing:border-box;color:#89a;font-size:10px}
.sum{width:95mm}.g2{display:flex;justify-content:space-between;font-size:16px;font-weight:bold;border-top:2px solid #08304a;padding-top:1mm}.ex{font-weight:bold;margin:1mm 0}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: c.he, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) },
    };
  },
};
