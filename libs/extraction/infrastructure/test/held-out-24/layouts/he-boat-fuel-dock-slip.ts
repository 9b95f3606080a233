import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { dateInYears, lr, spread, taxIn, times, vendorId } from './extra';

const DOCKS = [
  {
    brand: 'MARINE FUEL ASHDOD',
    latin: true,
    place: 'מרינה אשדוד · רציף התדלוק',
    legal: 'שירותי תדלוק ימי אשדוד בע"מ',
    company: true,
    label: 'ח.פ',
    idStyle: 'hyphen',
    eilat: false,
  },
  {
    brand: 'מעגן אילת - תחנת דלק ימית',
    latin: false,
    place: 'המעגן הצפוני, אילת',
    legal: 'מפרץ אילת שירותי מעגנה בע"מ',
    company: true,
    label: 'ח.פ.',
    idStyle: 'plain',
    eilat: true,
  },
  { brand: 'תדלוק ימי עכו', latin: false, place: 'נמל הדייגים, עכו העתיקה', legal: 'אלון קרמר', company: false, label: 'עוסק מורשה', idStyle: 'plain', eilat: false },
] as const;

const VESSELS = ['כלנית III', 'SEA BREEZE', 'דולפינה', 'ALBATROSS 2', 'נועה-לי', 'BLUE MARLIN'];

/**
 * A marina fuel dock's slip for boats on 80 mm paper (FreeMono, DejaVu Sans Mono or Noto Mono with Miriam Mono CLM;
 * the brand in a box under a drawn wave and nozzle, or a Latin name in URW Gothic): the operator's legal name and id
 * at the top ("ח.פ" hyphenated, "ח.פ.", "עוסק מורשה"); "חשבונית מס קבלה" or "חשבונית מס/קבלה" with its number, the
 * date and time, the pump; the vessel's name, its registration and engine hours, the skipper and a mobile; marine
 * diesel or 95 petrol in litres to two decimals at a price per litre to three decimals; a shop item on some (oil,
 * ice); "סה"כ" and either "כולל מע"מ" or, in Eilat, "פטור ממע"מ - אזור אילת" and no VAT amount; a card with its
 * approval or cash; a tank-level reminder.
 */
export const heBoatFuelDockSlip: Layout = {
  id: 'he-boat-fuel-dock-slip',
  lang: 'he',
  kind: 'fuel',
  make(seed: Rng) {
    const rng = spread(seed, 'he-boat-fuel-dock-slip');
    const k = rng.pick(DOCKS);
    const vendorTaxId = vendorId(k.legal, k.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.55);
    const product = diesel ? 'סולר ימי' : 'בנזין 95 ימי';
    // Price per litre in thousandths of a shekel; Eilat's is without VAT.
    const base = diesel ? rng.int(6600, 7900) : rng.int(6900, 8200);
    const ppl = k.eilat ? Math.round((base * 100) / (100 + rate)) : base;
    const litres = rng.int(3000, 42000) / 100;
    const fuel = times(litres, ppl / 10);
    const shop = rng.chance(0.4)
      ? rng.pick([
          ["שמן 2T לשני זמנים 1 ל'", 5900],
          ['שקית קרח 5 ק"ג', 1500],
          ['מים מינרלים שישייה', 2400],
        ] as const)
      : null;
    const shopQty = shop ? rng.int(1, 3) : 0;
    const total = fuel + (shop ? shopQty * shop[1] : 0);
    const vat = k.eilat ? 0 : taxIn(total, rate * 100);
    const docNo = rng.pick([() => String(rng.int(300000, 699999)), () => `M${rng.int(1000, 9999)}`, () => `${rng.int(1, 3)}-${String(rng.int(100, 9999)).padStart(5, '0')}`])();
    const fmt = rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const [font, heb] = rng.pick([
      ['FreeMono', 'Miriam Mono CLM'],
      ['DejaVu Sans Mono', 'Miriam Mono CLM'],
      ['Noto Mono', 'Miriam Mono CLM'],
    ]);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const wave = `<svg width="120" height="18" viewBox="0 0 120 18"><path d="M0 10 q10 -8 20 0 t20 0 t20 0 t20 0 t20 0 t20 0" fill="none" stroke="#111" stroke-width="2"/><path d="M52 2 h14 v6 h4 l4 4 h-4 v-2 h-4 v4 h-14z" fill="#111"/></svg>`;
    const head = k.latin ? `<div class="lat">${esc(k.brand)}</div>` : `<div class="box">${esc(k.brand)}</div>`;
    const idText = k.idStyle === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const vessel = rng.pick(VESSELS);
    const reg = `${rng.int(1000, 9999)}-${rng.pick(['ש', 'ד', 'ט'])}`;
    const pay = rng.chance(0.7)
      ? r('אשראי', lr(`****${rng.digits(4)}`)) + r('אישור', lr(rng.digits(6))) + r('תשלומים', lr('1'))
      : r('מזומן', lr(amount(Math.ceil(total / 10000) * 10000))) + r('עודף', lr(amount(Math.ceil(total / 10000) * 10000 - total)));
    const title = rng.pick(['חשבונית מס קבלה', 'חשבונית מס/קבלה']);
    const body = `<div class="c">${wave}</div>${head}<div class="c">${esc(k.place)}</div>
<div class="c">${esc(k.legal)} ${k.label} ${lr(idText)}</div>
<div class="rule"></div><div class="c b">${title}</div>
${r("מס'", lr(docNo))}${r('תאריך', lr(dt(date, fmt)))}${r('שעה', lr(hhmm(rng.int(6 * 60, 18 * 60))))}${r('משאבה', lr(String(rng.int(1, 4))))}
<div class="rule"></div>${r('כלי שיט', /[A-Z]/.test(vessel) ? lr(vessel) : esc(vessel))}${r("מס' רישום", lr(reg))}${r('שעות מנוע', lr(String(rng.int(120, 3800))))}${r('סקיפר', esc(rng.pick(['גיל', 'אמיר', 'רונן', 'סהר', 'מאיה'])))}${r('נייד', lr(cellular(rng)))}
<div class="rule"></div><div>${product}</div>${r(`${lr(litres.toFixed(2))} ליטר × ${lr((ppl / 1000).toFixed(3))}`, lr(amount(fuel)))}
${shop ? `<div>${esc(shop[0])}</div>${r(lr(`${shopQty} × ${amount(shop[1])}`), lr(amount(shopQty * shop[1])))}` : ''}
<div class="rule"></div>${r('סה"כ ₪', lr(amount(total)), 'big')}${k.eilat ? `<div class="c">פטור ממע"מ - אזור אילת</div>` : r(`כולל מע"מ ${rate}%`, lr(amount(vat)))}
<div class="rule"></div>${pay}<div class="rule"></div>
<div class="c sm">נא לוודא סגירת פתח המיכל לפני היציאה מהרציף.<br>שעות פעילות 07:00-17:00 · ערוץ VHF 12</div>`;
    const css = `body{font-family:'${font}','${heb}',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.4}
.lat{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:17px;text-align:center;letter-spacing:1px}.box{border:2px solid #111;text-align:center;font-weight:bold;font-size:15px;padding:1mm}
.c{text-align:center}.b{font-weight:bold;font-size:13px}.sm{font-size:9.5px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.big{font-weight:bold;font-size:14px}.rule{border-top:1px dashed #111;margin:1.5mm 0}bdi{white-space:nowrap}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: k.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(k.eilat ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
