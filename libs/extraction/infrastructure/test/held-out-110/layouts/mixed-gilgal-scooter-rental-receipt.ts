import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-gilgal-scooter-rental-receipt';

/** Hebrew, English, agorot an hour and a day with VAT (2022, approximate). */
const RIDES: [string, string, number, number][] = [
  ['אופניים חשמליים', 'E-bike', 4000, 15000],
  ['קורקינט חשמלי', 'E-scooter', 3500, 12000],
  ['אופני עיר', 'City bike', 2000, 7000],
  ['אופני ילדים', 'Kids bike', 1500, 5000],
  ['אופני טנדם', 'Tandem bike', 4500, 16000],
];
const RENTERS: [string, boolean][] = [
  ['Emma Schulz', false],
  ['Liam O’Connor', false],
  ['אורית ברק', true],
  ['Lucas Moreau', false],
  ['עידו שמעוני', true],
];

/**
 * A bike and e-scooter rental shop on the Tel Aviv promenade, the rental agreement and invoice printed at the
 * return, A5, each row a Hebrew label at the right, the value and the English label at the left (Shofar for the
 * Hebrew name, URW Gothic for the English, Liberation Sans and Noto Sans Hebrew, Liberation Mono): a drawn wheel beside
 * "גלגל" and "GILGAL RENTALS", "גלגל השכרות בחוף בע"מ" with "ע.מ. · VAT No." spaced; "הסכם השכרה וחשבונית מס קבלה /
 * Rental Agreement & Tax Invoice Receipt", "חשבונית מס' / Invoice No." (six digits), "תאריך / Date" dd.mm.yy (the
 * return); the agreement number, the renter with an Israeli ID or a passport, mobile, pick-up and return times, the
 * card deposit held and released (distractors); rides by the hour up to the day rate, or by the day when kept
 * overnight, a damage waiver, a child seat, a late-return fee; "סה"כ לתשלום / Total due", "מתוכו מע"מ n% / of which
 * VAT", "לפני מע"מ / Net" (contained); any day.
 */
export const mixedGilgalScooterRentalReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'rental receipt',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 500) * 500;
    const days = rng.chance(0.25) ? rng.int(1, 3) : 0;
    const hours = days ? 0 : rng.int(1, 8);
    const back = rng.int(10 * 60, 21 * 60);
    const pickMin = days ? rng.int(8 * 60, 18 * 60) : back - hours * 60 + rng.int(0, 20);
    const pickDate = plus(date, -days);
    const rides = rng.some(RIDES, rng.int(1, 2)).map(([he, en, h, d]) => ({ he, en, q: rng.int(1, 3), unit: days ? up(d) : Math.min(hours * up(h), up(d)) }));
    const lines: [string, string, string, number][] = rides.map((r) => [r.he, r.en, days ? `${r.q} × ${days} ימים/days` : `${r.q} × ${hours} ש'/h`, r.q * r.unit * (days || 1)]);
    const vehicles = total(rides.map((r) => r.q));
    if (rng.chance(0.5)) lines.push(['ביטוח נזקים', 'Damage waiver', `${vehicles} × ${days || 1}`, vehicles * (days || 1) * up(1500)]);
    if (rng.chance(0.25)) lines.push(['מושב ילד', 'Child seat', '1', up(2000)]);
    if (rng.chance(0.2)) lines.push(['איחור בהחזרה', 'Late return', '1', up(3000)]);
    lines.push(['קסדות', 'Helmets', String(vehicles), 0]);
    const gross = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'גלגל השכרות בחוף בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const [renter, local] = rng.pick(RENTERS);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const tr = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><th>${he}</th><td>${v}</td><th class="en">${en}</th></tr>`;
    const wheel = `<svg width="48" height="48" viewBox="0 0 48 48"><circle cx="24" cy="24" r="21" fill="none" stroke="#e65100" stroke-width="4"/><circle cx="24" cy="24" r="4" fill="#e65100"/>${[0, 30, 60, 90, 120, 150].map((a) => `<path d="M24 24 L${(24 + 19 * Math.cos((a * Math.PI) / 90)).toFixed(1)} ${(24 + 19 * Math.sin((a * Math.PI) / 90)).toFixed(1)}" stroke="#e65100" stroke-width="1.4"/>`).join('')}</svg>`;
    const body = `<div class="hd">${wheel}<div><div class="he">גלגל</div><div class="enm">GILGAL RENTALS</div></div><div class="vd">${vendorName}<br>ע.מ. · VAT No. ${n(spacedId(taxId))}<br>טיילת הרברט סמואל ${n(String(rng.int(20, 90)))}, תל אביב · ${n(cellular(rng))}</div></div>
<div class="ttl">הסכם השכרה וחשבונית מס קבלה<br><span>Rental Agreement &amp; Tax Invoice Receipt</span></div>
<table class="kv">${tr("חשבונית מס'", n(doc), 'Invoice No.', 'k')}${tr('תאריך', n(dt(date, 'dd.mm.yy')), 'Date', 'k')}${tr("הסכם מס'", n(`R-${rng.digits(5)}`), 'Agreement')}
${tr('שוכר/ת', renter, 'Renter')}${tr(local ? 'ת"ז' : 'דרכון', n(local ? personalId(rng) : `${rng.pick(['C', 'X', 'P'])}${rng.digits(8)}`), local ? 'ID' : 'Passport')}${tr('נייד', n(`${local ? '' : '+'}${local ? cellular(rng) : `${rng.int(30, 49)} ${rng.digits(3)} ${rng.digits(6)}`}`), 'Mobile')}
${tr('איסוף', n(`${dt(pickDate, 'dd.mm.yy')} ${hhmm(pickMin)}`), 'Pick-up')}${tr('החזרה', n(`${dt(date, 'dd.mm.yy')} ${hhmm(back)}`), 'Return')}</table>
<table class="t"><tr><th>פריט · Item</th><th>כמות · Qty</th><th>סכום · Amount</th></tr>${lines.map(([he, en, q, s]) => `<tr><td>${he} · ${en}</td><td>${n(q)}</td><td>${n(amount(s))}</td></tr>`).join('')}</table>
<table class="kv tot">${tr('סה"כ לתשלום', n(`₪ ${amount(gross)}`), 'Total due', 'g')}${tr(`מתוכו מע"מ ${n(`${rate}%`)}`, n(amount(vat)), 'of which VAT')}${tr('לפני מע"מ', n(amount(gross - vat)), 'Net')}</table>
<p class="sm">פיקדון ${n(amount(up(50000)))} ₪ נתפס בכרטיס ${n(`****${rng.digits(4)}`)} ושוחרר בהחזרה · A deposit of ₪${n(amount(up(50000)))} was held on the card and released at the return.<br>רכיבה על הטיילת בזהירות ובמהירות עד ${n('15')} קמ"ש · Ride carefully, max 15 km/h on the promenade.</p>`;
    const css = `body{font-family:'Liberation Sans','Noto Sans Hebrew';font-size:12px;padding:9mm 10mm;color:#222}.n{font-family:'Liberation Mono';font-size:11px;white-space:nowrap}
.hd{display:flex;gap:8px;align-items:center}.he{font-family:'Shofar';font-size:32px;font-weight:bold;color:#e65100;line-height:1}.enm{font-family:'URW Gothic';font-size:13px;letter-spacing:2px}.vd{margin-inline-start:auto;font-size:10px;text-align:left;line-height:1.5}
.ttl{text-align:center;font-weight:bold;font-size:15px;margin:10px 0;border-top:2px solid #e65100;border-bottom:2px solid #e65100;padding:4px}.ttl span{font-family:'URW Gothic';font-size:12px}
.kv{width:100%;border-collapse:collapse}.kv th{text-align:start;font-weight:normal;color:#555;padding:2px 4px;width:28%}.kv th.en{text-align:left;font-family:'URW Gothic';font-size:11px}.kv td{padding:2px 4px;text-align:center}.k td{font-weight:bold}
.t{width:100%;border-collapse:collapse;margin:10px 0}.t th{background:#fff3e0;padding:4px;text-align:start;font-size:11px}.t td{padding:4px;border-bottom:1px solid #ffe0b2}.tot .g{font-weight:bold;font-size:14px;background:#fff3e0}.sm{font-size:10px;color:#555;margin-top:12px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
