import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-boreg-hardware-till';

/** Barcode, item, agorot with VAT in 2022 (approximate); "m" items are sold by the metre. */
const ITEMS: [string, string, number, boolean][] = [
  ['7290011', "ברגי עץ 4x40 (100 יח')", 2490, false],
  ['7290012', 'דיבלים 8 מ"מ (50 יח\')', 1490, false],
  ['7290013', 'מברגה נטענת 18V', 39900, false],
  ['7290014', "סרט מדידה 5 מ'", 2990, false],
  ['7290015', "צבע אקרילי לבן 4 ל'", 8990, false],
  ['7290016', 'רולר צבע 25 ס"מ', 2290, false],
  ['7290017', 'סיליקון שקוף', 2190, false],
  ['7290018', 'כבל חשמל 3x1.5 (למטר)', 690, true],
  ['7290019', 'צינור השקיה 1/2" (למטר)', 390, true],
  ['7290020', 'מנעול תלייה 50 מ"מ', 4490, false],
  ['7290021', 'כפפות עבודה', 1290, false],
  ['7290022', 'מקדח בטון 8 מ"מ', 1890, false],
  ['7290023', 'סולם אלומיניום 5 שלבים', 24900, false],
  ['7290024', 'נורת לד 12W', 1590, false],
];

/**
 * A neighbourhood hardware store's till slip, 80 mm (Frank Ruehl CLM for the name, DejaVu Sans Mono): a drawn screw beside
 * "בורג" and "כלי עבודה · ברזל · צבע", "בורג כלי עבודה וברזל בע"מ" with "ח.פ." hyphenated; "חשבונית מס/קבלה" with
 * "מס'" (six digits), the date dd.mm.yy and time, "קופה" and "מוכר" (distractors); lines of barcode, item, quantity x
 * price and sum, cable and hose by the metre to the tenth; sometimes "הנחת קבלן 5%" (negative); "סה"כ לתשלום",
 * "מתוכו מע"מ n%" and "סכום לפני מע"מ" (contained); cash with change or a card; Sunday to Friday.
 */
export const heBoregHardwareTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const lines = rng.some(ITEMS, rng.int(2, 7)).map(([code, name, p, metre]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const tenths = metre ? rng.int(15, 250) : 0;
      const q = metre ? tenths / 10 : rng.int(1, 4);
      const sum = metre ? Math.round((tenths * unit) / 10) : q * unit;
      return { code, name, q: metre ? q.toFixed(1) : String(q), unit, sum };
    });
    const sub = total(lines.map((l) => l.sum));
    const disc = rng.chance(0.35) ? -share(sub, 5) : 0;
    const gross = sub + disc;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'בורג כלי עבודה וברזל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(6).replace(/^0/, '4');
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const card = rng.chance(0.6);
    const paid = card ? gross : Math.ceil(gross / 5000) * 5000;
    const screw = `<svg width="34" height="34" viewBox="0 0 34 34"><g fill="none" stroke="#000" stroke-width="2"><circle cx="17" cy="8" r="6"/><path d="M14 8h6M17 14v18M13 18l8 2M13 23l8 2M13 28l8 2"/></g></svg>`;
    const body = `<div class="c hd">${screw}<div class="nm">בורג</div></div><div class="c">כלי עבודה · ברזל · צבע</div>
<div class="c sm">${vendorName}<br>ח.פ. ${f(hyphenId(taxId))}<br>שד' ירושלים ${f(String(rng.int(3, 120)))}, בת ים · ${f(`03-55${rng.digits(5)}`)}</div>
<div class="dash"></div><div class="c b">חשבונית מס/קבלה</div><div class="c">מס' ${f(doc)}</div>
<div class="row"><span>${f(dt(date, 'dd.mm.yy'))} ${f(hhmm(rng.int(7 * 60 + 30, 18 * 60)))}</span><span>קופה ${f(String(rng.int(1, 3)))} · מוכר ${f(String(rng.int(10, 40)))}</span></div><div class="dash"></div>
${lines.map((l) => `<div>${l.name.replace(/([0-9][0-9x./"]*)/g, (m) => ltr(m))}</div><div class="row"><span>${f(l.code)}</span><span>${f(`${l.q} x ${amount(l.unit)}`)}</span><span>${f(amount(l.sum))}</span></div>`).join('')}
<div class="dash"></div>${disc ? `<div class="row"><span>סכום ביניים</span><span>${f(amount(sub))}</span></div><div class="row"><span>הנחת קבלן ${f('5%')}</span><span>${f(amount(disc))}</span></div>` : ''}
<div class="row big"><span>סה"כ לתשלום</span><span>${f(amount(gross))}</span></div>
<div class="row"><span>מתוכו מע"מ ${f(`${rate}%`)}</span><span>${f(amount(vat))}</span></div><div class="row"><span>סכום לפני מע"מ</span><span>${f(amount(gross - vat))}</span></div><div class="dash"></div>
${card ? `<div class="row"><span>אשראי ${f(`**${rng.digits(4)}`)}</span><span>${f(amount(gross))}</span></div><div class="row sm"><span>אישור ${f(rng.digits(7))}</span><span>תשלומים: ${f('1')}</span></div>` : `<div class="row"><span>מזומן</span><span>${f(amount(paid))}</span></div><div class="row"><span>עודף</span><span>${f(amount(paid - gross))}</span></div>`}
<div class="c sm">החלפה תוך ${f('14')} יום בצירוף חשבונית · תודה ולהתראות</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11px;padding:4mm 4mm;color:#000}.f{font-family:'DejaVu Sans Mono';font-size:10.5px}.c{text-align:center}.b{font-weight:bold;font-size:14px}.sm{font-size:9.5px;line-height:1.5}
.hd{display:flex;justify-content:center;align-items:center;gap:6px}.nm{font-family:'Frank Ruehl CLM';font-size:34px;font-weight:bold}.row{display:flex;justify-content:space-between;gap:4px}.dash{border-top:1px dashed #000;margin:4px 0}.big{font-size:15px;font-weight:bold}.big .f{font-size:15px}`;
    const page = `80mm ${130 + lines.length * 10 + (disc ? 10 : 0)}mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
