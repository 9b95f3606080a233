import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hyphenId, spacedId } from '../../generalisation/notation';
import { ltr, ownId, pair, stirred } from './extra';

const PILOTS = [
  {
    he: 'סקיי ארבל',
    en: 'SKY ARBEL',
    legal: 'רון אלמוג',
    owner: pair('רון אלמוג', 'Ron Almog'),
    kind: 'exempt',
    label: pair('עוסק פטור', 'Exempt Dealer'),
    id: 'spaced',
    site: pair('הר ארבל', 'Mount Arbel'),
  },
  {
    he: 'עומר גבאי – טיסות מצנחי רחיפה',
    en: 'Omer Gabay Paragliding',
    legal: 'עומר גבאי – טיסות מצנחי רחיפה',
    owner: '',
    kind: 'licensed',
    label: pair('עוסק מורשה', 'Licensed Dealer'),
    id: 'plain',
    site: pair('נתניה - המצוק', 'Netanya Cliffs'),
  },
  {
    he: 'רחיפה בגליל',
    en: 'Galilee Gliding',
    legal: 'רחיפה בגליל בע"מ',
    owner: '',
    kind: 'company',
    label: pair('ח.פ.', 'Co. No.'),
    id: 'hyphen',
    site: pair('הר גלבוע', 'Mount Gilboa'),
  },
] as const;

/**
 * A tandem paragliding operator's receipt to a flyer on A5 with every label in Hebrew and English (Noto Sans
 * Hebrew with Noto Sans, Simple CLM with Liberation Sans, or Yehuda CLM with DejaVu Sans; the Hebrew name over the
 * English in spaced capitals under a drawn canopy, a sky-blue band with white letters): an exempt pilot under his
 * brand with "עוסק פטור / Exempt Dealer" (spaced), a licensed pilot's own name with his trade after a dash, or a
 * company with "ח.פ. / Co. No." (hyphenated); "חשבונית מס קבלה / Tax Invoice Receipt" or the exempt dealer's
 * "קבלה / Receipt"; "מס' / No." (three or four digits, or "GG-" and five); "תאריך / Date", "הזמנה / Booked on"
 * before, "טיסה / Flight" on the day or a later date after weather; the flyer with a mobile and weight; the
 * tandem flight, a photo and video package, transport up the hill, a gift voucher redeemed on some; "סה"כ /
 * Total ₪", "כולל מע"מ / Incl. VAT" or "פטור ממע"מ / No VAT (exempt dealer)"; card, Bit or cash.
 */
export const mixedParaglidingTandemReceipt: Layout = {
  id: 'mixed-paragliding-tandem-receipt',
  lang: 'mixed',
  kind: 'small business receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-paragliding-tandem-receipt');
    const p = rng.pick(PILOTS);
    const vendorTaxId = ownId(p.legal, p.kind === 'company');
    const date = randomDate(rng, '2023-06-01', '2026-03-28');
    const rate = israeliRate(date);
    const exempt = p.kind === 'exempt';
    const rows: [string, number][] = [[pair('טיסת טנדם', 'Tandem flight') + ` ${ltr(`(${rng.pick([15, 20, 25])} min)`)}`, rng.pick([45000, 52000, 59000, 65000])]];
    if (rng.chance(0.7)) rows.push([pair('צילום וידאו ותמונות', 'Photo & video package'), rng.pick([12000, 15000])]);
    if (rng.chance(0.5)) rows.push([pair('הסעה לנקודת ההמראה', 'Shuttle to take-off'), 3000]);
    const voucher = rng.chance(0.3) ? -rng.pick([10000, 20000]) : 0;
    if (voucher) rows.push([pair('שובר מתנה מומש', 'Gift voucher redeemed') + ` ${ltr(`#${rng.digits(5)}`)}`, voucher]);
    const pay = rows.reduce((a, [, v]) => a + v, 0);
    const vat = exempt ? 0 : vatOfGross(pay, rate);
    const docNo = p.kind === 'company' ? `GG-${rng.int(10000, 29999)}` : String(rng.int(120, 2400));
    const [heF, enF] = rng.pick([
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['Simple CLM', 'Liberation Sans'],
      ['Yehuda CLM', 'DejaVu Sans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const weather = rng.chance(0.3);
    const flight = weather ? addDays(date, rng.int(5, 30)) : date;
    const idText = p.id === 'spaced' ? spacedId(vendorTaxId) : p.id === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const canopy = `<svg width="90" height="40" viewBox="0 0 90 40"><path d="M5 16 Q45 -8 85 16 L78 20 Q45 2 12 20 Z" fill="#2d7fc1"/><line x1="12" y1="20" x2="43" y2="36" stroke="#333"/><line x1="78" y1="20" x2="47" y2="36" stroke="#333"/><line x1="45" y1="10" x2="45" y2="36" stroke="#333"/><circle cx="45" cy="37" r="2.5" fill="#333"/></svg>`;
    const payLine = rng.pick([
      `${pair('אשראי', 'Card')} ${ltr(`**** ${rng.digits(4)}`)} · ${pair('אישור', 'Approval')} ${ltr(rng.digits(6))}`,
      `${pair('ביט', 'Bit')} · ${pair('אסמכתא', 'Ref.')} ${ltr(rng.digits(9))}`,
      `${pair('מזומן', 'Cash')}`,
    ]);
    const table = rows.map(([t, v]) => `<tr><td>${t}</td><td>${ltr(amount(v))}</td></tr>`).join('');
    const sums = exempt
      ? `<tr class="g"><td>${pair('סה"כ', 'Total')} ₪</td><td>${ltr(amount(pay))}</td></tr><tr><td colspan="2" class="sm">${pair('עוסק פטור - לא נגבה מע"מ', 'Exempt dealer – no VAT charged')}</td></tr>`
      : `<tr class="g"><td>${pair('סה"כ', 'Total')} ₪</td><td>${ltr(amount(pay))}</td></tr><tr><td>${pair('כולל מע"מ', `Incl. VAT ${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr>`;
    const body = `<div class="c">${canopy}<div class="he">${esc(p.he)}</div><div class="en">${esc(p.en)}</div>${p.owner ? `<div>${p.owner}</div>` : ''}<div class="sm">${p.kind === 'company' ? esc(p.legal) + ' · ' : ''}${p.label} ${ltr(idText)} · ${ltr(cellular(rng))}</div></div>
<div class="band">${exempt ? pair('קבלה', 'Receipt') : pair('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
<table class="kv"><tr><td>${pair("מס'", 'No.')}</td><td><b>${ltr(docNo)}</b></td><td>${pair('תאריך', 'Date')}</td><td>${d(date)}</td></tr>
<tr><td>${pair('הזמנה', 'Booked on')}</td><td>${d(addDays(date, -rng.int(3, 40)))}</td><td>${pair('טיסה', 'Flight')}</td><td>${d(flight)}</td></tr>
<tr><td>${pair('אתר', 'Site')}</td><td colspan="3">${p.site}</td></tr>
<tr><td>${pair('נוסע/ת', 'Flyer')}</td><td colspan="3">${esc(rng.pick(['Lena Fischer', 'נועם אדרי', 'Jonas Berg', 'מיכל סויסה', 'Carlos Rivera']))} · ${ltr(cellular(rng))} · ${rng.int(48, 98)} kg</td></tr></table>
${weather ? `<div class="sm">${pair('הטיסה נדחתה בשל מזג האוויר', 'Flight moved due to weather')}</div>` : ''}
<table class="lines">${table}${sums}</table><div class="pay">${payLine}</div>
<div class="sm c">${pair('הטיסה בהתאם להנחיות הבטיחות ולשיקול דעת הטייס', "Flights follow safety rules and the pilot's judgement")}</div>`;
    const css = `body{font-family:'${enF}','${heF}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#172330;padding:10mm 11mm}
.c{text-align:center}.he{font-family:'${heF}','Noto Sans Hebrew',sans-serif;font-size:22px;font-weight:bold;color:#1d5f93}.en{letter-spacing:3px;font-size:11px;font-weight:bold}.sm{font-size:9px;color:#444}
.band{background:#2d7fc1;color:#fff;text-align:center;font-size:14px;font-weight:bold;padding:2mm;margin:4mm 0}.kv{width:100%;font-size:10.5px}.kv td{padding:0.8mm 1mm}
.lines{width:100%;border-collapse:collapse;margin-top:4mm}.lines td{padding:1.3mm;border-bottom:0.5px solid #ccd}.lines td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #172330}.pay{margin:4mm 0}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
