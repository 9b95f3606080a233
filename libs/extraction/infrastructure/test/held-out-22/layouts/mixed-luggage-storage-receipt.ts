import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { ltr, ownId, pair, stirred } from './extra';

const DESKS = [
  {
    he: 'שמור לי',
    en: 'KEEP IT · Luggage Storage',
    legal: 'שמור לי שירותי אחסון בע"מ',
    label: pair('ח.פ.', 'Co. No.'),
    company: true,
    hyphen: true,
    where: pair('שער יפו, ירושלים', 'Jaffa Gate, Jerusalem'),
    series: 'KJ',
  },
  {
    he: 'תיק ונוסע',
    en: 'BAG & GO',
    legal: 'תיק ונוסע בע"מ',
    label: pair('ח"פ', 'Reg. No.'),
    company: true,
    hyphen: false,
    where: pair('תחנת רכבת ת"א סבידור', 'Tel Aviv Savidor Station'),
    series: '',
  },
  {
    he: 'באג דרופ יפו',
    en: 'Bag Drop Jaffa',
    legal: 'ליאור דהן',
    label: pair('עוסק מורשה', 'Licensed Dealer'),
    company: false,
    hyphen: false,
    where: pair('נמל יפו, מחסן 2', 'Jaffa Port, Hangar 2'),
    series: 'BD',
  },
] as const;

/**
 * A luggage storage desk's receipt for tourists on 80 mm paper with every label in Hebrew and English (DejaVu Sans
 * Condensed with Noto Sans Hebrew, Liberation Sans Narrow with Miriam CLM, or FreeSans; the Hebrew name over the
 * English one, a drawn suitcase): the legal name with "ח.פ. / Co. No." / "ח"פ / Reg. No." or a licensed dealer's
 * own name under the desk's brand with "עוסק מורשה / Licensed Dealer"; "חשבונית מס קבלה / Tax Invoice Receipt" in
 * light letters on a black band; "מס' / No." ("KJ-0081734", six digits, "BD 2291"), "תאריך / Date" and the time of
 * collection; "הפקדה / Drop-off" and "איסוף / Pick-up" times, hours stored; bags by size at a rate per bag per
 * day or per hour, an oversized item (a bicycle, a surfboard), insurance per bag; "סה"כ / Total ₪", "כולל מע"מ /
 * Incl. VAT"; card with approval or cash; the tag numbers and the locker's number.
 */
export const mixedLuggageStorageReceipt: Layout = {
  id: 'mixed-luggage-storage-receipt',
  lang: 'mixed',
  kind: 'parking',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-luggage-storage-receipt');
    const s = rng.pick(DESKS);
    const vendorTaxId = ownId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-28');
    const rate = israeliRate(date);
    const dropMin = rng.int(7 * 60, 14 * 60);
    const hours = rng.int(2, 10);
    const pick = dropMin + hours * 60 + rng.int(0, 50);
    const billed = Math.ceil((pick - dropMin) / 60);
    const small = rng.int(0, 3);
    const large = rng.int(small ? 0 : 1, 3);
    const hourly = rng.chance(0.5);
    const rows: [string, number][] = [];
    if (hourly) {
      if (small) rows.push([`${pair('תיק קטן', 'Small bag')} ${ltr(`${small} × ${billed} h × ${amount(500)}`)}`, small * billed * 500]);
      if (large) rows.push([`${pair('מזוודה', 'Suitcase')} ${ltr(`${large} × ${billed} h × ${amount(800)}`)}`, large * billed * 800]);
    } else {
      if (small) rows.push([`${pair('תיק קטן', 'Small bag')} ${ltr(`${small} × ${amount(2500)} / day`)}`, small * 2500]);
      if (large) rows.push([`${pair('מזוודה', 'Suitcase')} ${ltr(`${large} × ${amount(3500)} / day`)}`, large * 3500]);
    }
    if (rng.chance(0.35))
      rows.push([`${pair('פריט חריג', 'Oversized')}: ${rng.pick([pair('אופניים', 'bicycle'), pair('גלשן', 'surfboard'), pair('עגלת תינוק', 'stroller')])}`, 4000]);
    if (rng.chance(0.5)) rows.push([`${pair('ביטוח', 'Insurance')} ${ltr(`${small + large} × ${amount(300)}`)}`, (small + large) * 300]);
    const pay = rows.reduce((a, [, v]) => a + v, 0);
    const vat = vatOfGross(pay, rate);
    const docNo = s.series === 'KJ' ? `KJ-${String(rng.int(1000, 199999)).padStart(7, '0')}` : s.series === 'BD' ? `BD ${rng.int(1000, 4999)}` : String(rng.int(300000, 699999));
    const [font, heFont] = rng.pick([
      ['DejaVu Sans Condensed', 'Noto Sans Hebrew'],
      ['Liberation Sans Narrow', 'Miriam CLM'],
      ['FreeSans', 'FreeSans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${ltr(b)}</span></div>`;
    const tags = Array.from({ length: small + large }, () => `T${rng.digits(4)}`).join(' ');
    const suitcase = `<svg width="34" height="34" viewBox="0 0 34 34"><rect x="5" y="10" width="24" height="20" rx="3" fill="none" stroke="#111" stroke-width="2"/><rect x="12" y="4" width="10" height="6" rx="2" fill="none" stroke="#111" stroke-width="2"/><line x1="11" y1="10" x2="11" y2="30" stroke="#111" stroke-width="1.5"/><line x1="23" y1="10" x2="23" y2="30" stroke="#111" stroke-width="1.5"/></svg>`;
    const card = rng.chance(0.7);
    const body = `<div class="c">${suitcase}<div class="he">${esc(s.he)}</div><div class="en">${esc(s.en)}</div><div class="sm">${s.where}</div></div>
<div class="c sm">${esc(s.legal)} · ${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}</div>
<div class="band">חשבונית מס קבלה / <bdi dir="ltr">Tax Invoice Receipt</bdi></div>
${r(pair("מס'", 'No.'), `<b>${docNo}</b>`)}${r(pair('תאריך', 'Date'), dt(date, fmt))}${r(pair('הפקדה', 'Drop-off'), hhmm(dropMin))}${r(pair('איסוף', 'Pick-up'), hhmm(pick))}${r(pair('משך', 'Stored'), `${billed} h`)}
<div class="rule"></div>${rows.map(([t, v]) => `<div class="r"><span>${t}</span><span>${ltr(amount(v))}</span></div>`).join('')}<div class="rule"></div>
${r(pair('סה"כ', 'Total') + ' ₪', amount(pay), 'big')}${r(pair('כולל מע"מ', `Incl. VAT ${rate}%`), amount(vat))}
<div class="rule"></div>${card ? r(pair('אשראי', 'Card'), `**** ${rng.digits(4)}`) + r(pair('אישור', 'Approval'), rng.digits(6)) : r(pair('מזומן', 'Cash'), amount(Math.ceil(pay / 5000) * 5000)) + r(pair('עודף', 'Change'), amount(Math.ceil(pay / 5000) * 5000 - pay))}
<div class="sm">${pair('תגיות', 'Tags:')} ${ltr(tags)} · ${pair('תא', 'Locker')} ${ltr(`${rng.pick(['A', 'B', 'C'])}-${rng.int(1, 60)}`)}</div>
<div class="c sm">${pair('איסוף עד 23:00 בלבד', 'Pick-up until 23:00 only')}<br>${pair('אין לאחסן חפצי ערך', 'No valuables, please')}</div>`;
    const css = `body{font-family:'${font}','${heFont}','Noto Sans Hebrew',sans-serif;font-size:10px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.4}
.c{text-align:center}.he{font-family:'${heFont}','Noto Sans Hebrew',sans-serif;font-size:19px;font-weight:bold}.en{font-size:11px;letter-spacing:1.5px;font-weight:bold}.sm{font-size:8.5px}
.band{background:#111;color:#fff;text-align:center;font-weight:bold;padding:1.5mm;margin:2mm 0;font-size:11px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}
.rule{border-top:1px dashed #111;margin:1.5mm 0}.big{font-weight:bold;font-size:13.5px}`;
    const page = '80mm 190mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
