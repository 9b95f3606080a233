import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate, share } from '../../generalisation/notation';
import { bi, ltr, stirred, vendorId } from './extra';

const LOTS = [
  {
    he: 'חניון טרמינל הנוסעים',
    en: 'Passenger Terminal Parking · Haifa Port',
    legal: 'חניון טרמינל הנוסעים חיפה בע"מ',
    label: 'ח.פ. / Co. No.',
    hyphen: false,
    daily: 6000,
    weekly: 35000,
    series: 'H',
  },
  {
    he: 'קרוז פארק',
    en: 'Cruise Park · Ashdod Port',
    legal: 'קרוז פארק ישראל בע"מ',
    label: 'ח"פ / Reg. No.',
    hyphen: true,
    daily: 5500,
    weekly: 32000,
    series: 'A',
  },
  {
    he: 'חניון המעגן',
    en: 'Anchorage Parking · Haifa Bay',
    legal: 'המעגן חניונים ותפעול (2012) בע"מ',
    label: 'ח.פ. / Company No.',
    hyphen: false,
    daily: 5000,
    weekly: 29000,
    series: 'M',
  },
];
const SHIPS = ['MSC Musica', 'Celestyal Journey', 'Mano Crown Iris', 'Norwegian Jade', 'Costa Fortuna', 'Royal Aegean Star'];

/**
 * A cruise port car park's pay station receipt on 80 mm paper with every label in Hebrew and English (DejaVu Sans
 * Condensed, Liberation Sans Narrow or FreeSans with Noto Sans Hebrew; the Hebrew name in Aharoni CLM over the
 * English in small capitals, a drawn ship's hull and waves): the legal name with "ח.פ. / Co. No." / "ח"פ / Reg.
 * No." (hyphenated) / "ח.פ. / Company No."; "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." as series, pay
 * station and serial ("H2-0048211"), "תאריך הפקה / Issued" on leaving with the time; the ticket's twelve digits,
 * the plate, "כניסה / Entry" and "יציאה / Exit" days apart with times, "משך / Duration" in days and hours; the
 * ship and its sailing date; a daily rate × days, or a week's flat rate and the extra days; an online booking's
 * 15% on some; "סה"כ / Total ₪", "כולל מע"מ / Incl. VAT 17%/18%"; the card and approval; a grace period note.
 */
export const mixedCruisePortParking: Layout = {
  id: 'mixed-cruise-port-parking',
  lang: 'mixed',
  kind: 'parking',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-cruise-port-parking');
    const l = rng.pick(LOTS);
    const vendorTaxId = vendorId(l.legal, true);
    const entry = randomDate(rng, '2023-06-01', '2026-03-15');
    const nights = rng.pick([3, 4, 5, 7, 7, 8, 10, 11]);
    const inAt = rng.int(9 * 60, 15 * 60);
    const outAt = rng.int(7 * 60, 13 * 60);
    const date = addDays(entry, nights);
    const rate = israeliRate(date);
    const minutes = 24 * 60 * nights + outAt - inAt;
    const days = Math.ceil(minutes / 1440);
    type Row = { he: string; en: string; qty: number; unit: number };
    const rows: Row[] =
      days >= 7 && rng.chance(0.7)
        ? [{ he: 'תעריף שבועי', en: 'Weekly rate', qty: 1, unit: l.weekly }, ...(days > 7 ? [{ he: 'יום נוסף', en: 'Extra day', qty: days - 7, unit: l.daily }] : [])]
        : [{ he: 'תעריף יומי', en: 'Daily rate', qty: days, unit: l.daily }];
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const online = rng.chance(0.35) ? share(gross, 15) : 0;
    const total = gross - online;
    const vat = vatOfGross(total, rate);
    const station = rng.int(1, 4);
    const docNo = `${l.series}${station}-${String(rng.int(1000, 99999)).padStart(7, '0')}`;
    const fonts = rng.pick([`'DejaVu Sans Condensed','DejaVu Sans'`, `'Liberation Sans Narrow'`, `'FreeSans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const hull = `<svg width="150" height="32" viewBox="0 0 150 32"><rect x="52" y="2" width="40" height="8" fill="#1e3a5f"/><rect x="60" y="-2" width="6" height="6" fill="#c0392b"/><path d="M20 12 H130 L118 24 H32 Z" fill="#1e3a5f"/><path d="M0 28 Q10 24 20 28 T40 28 T60 28 T80 28 T100 28 T120 28 T140 28 T160 28" stroke="#1e3a5f" fill="none"/></svg>`;
    const [dd, hh] = [Math.floor(minutes / 1440), Math.floor((minutes % 1440) / 60)];
    const dur = `${dd} ימים ${hh} שעות / <bdi dir="ltr">${dd} d ${hh} h</bdi>`;
    const body = `<div class="c">${hull}</div><div class="he">${esc(l.he)}</div><div class="en">${esc(l.en)}</div>
<div class="c sm">${esc(l.legal)}<br>${bi(l.label)} ${ltr(l.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}</div>
<div class="title">${bi('חשבונית מס קבלה / Tax Invoice Receipt')}</div>
${r2(bi("מס' / No."), `<b>${ltr(docNo)}</b>`)}${r2(bi('תאריך הפקה / Issued'), `${d(date)} ${ltr(hhmm(outAt))}`)}${r2(bi('עמדת תשלום / Pay station'), String(station))}<hr>
${r2(bi('כרטיס / Ticket'), ltr(rng.digits(12)))}${r2(bi('רכב / Plate'), ltr(plate(rng)))}${r2(bi('כניסה / Entry'), `${d(entry)} ${ltr(hhmm(inAt))}`)}${r2(bi('יציאה / Exit'), `${d(date)} ${ltr(hhmm(outAt))}`)}
<div class="sm">${bi('משך / Duration')}: ${dur}</div><div class="sm">${bi('אונייה / Ship')}: ${esc(rng.pick(SHIPS))} · ${bi('הפלגה / Sailing')} ${d(entry)}</div><hr>
${rows.map((r) => r2(`${esc(r.he)} / <bdi dir="ltr">${esc(r.en)}</bdi>`, ltr(`${r.qty} × ${amount(r.unit)} = ${amount(r.qty * r.unit)}`))).join('')}
${online ? r2(bi('הזמנה מקוונת 15% / Online booking 15%'), ltr(`-${amount(online)}`)) : ''}<hr>
${r2(bi('סה"כ / Total ₪'), amount(total), 'big')}${r2(bi(`כולל מע"מ / Incl. VAT ${rate}%`), amount(vat))}<hr>
${r2(bi('אשראי / Card'), ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD', 'AMEX'])} ${rng.digits(4)}`))}${r2(bi('אישור / Approval'), ltr(rng.digits(6)))}
<div class="c sm">${bi('יש לצאת תוך 20 דקות מהתשלום / Please exit within 20 minutes of payment')}</div><div class="c sm">${bi('נסיעה טובה! / Welcome home!')}</div>`;
    const css = `body{font-family:${fonts},'Noto Sans Hebrew',sans-serif;font-size:10px;width:70mm;padding:4mm 5mm;color:#111}
.c{text-align:center}.he{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:20px;text-align:center}.en{font-variant:small-caps;text-align:center;font-size:11px;direction:ltr;letter-spacing:1px}
.sm{font-size:8.8px;line-height:1.5}.title{text-align:center;font-weight:bold;font-size:11px;margin:2mm 0;padding:1mm 0;background:#111;color:#fff}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}hr{border:0;border-top:1px dotted #111;margin:1.5mm 0}.big{font-size:15px;font-weight:bold}`;
    const page = '80mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
