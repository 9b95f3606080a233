import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-meitar-guitar-shop-till';

/** Instruments (with a serial) and accessories, agorot with VAT (approximate 2022 prices). */
const INSTRUMENTS: [string, number][] = [
  ['Yamaha C40 classical guitar', 59000],
  ['Cort AD810 acoustic guitar', 79000],
  ['Squier Sonic Stratocaster', 119000],
  ['Kala KA-15S soprano ukulele', 29000],
  ['Ibanez GSR180 bass guitar', 149000],
];
const ACCESSORIES: [string, number][] = [
  ["D'Addario EJ27N classical strings", 4900],
  ['Ernie Ball Regular Slinky 10-46', 3900],
  ['Dunlop Tortex picks x12', 2500],
  ['Kyser quick-change capo', 8900],
  ['Boss TU-02 clip-on tuner', 9900],
  ['Padded gig bag 4/4', 15900],
  ['Instrument cable 3m', 5900],
  ['Folding guitar stand', 7900],
];

/**
 * A guitar and music shop in Haifa's Hadar, the till's slip, Hebrew labels with English under them and English product
 * names, 80 mm (Aharoni CLM for the name, FreeSans, FreeMono): a drawn guitar headstock beside "מיתר" and "MEITAR
 * MUSIC"; "חשבונית מס-קבלה" over "TAX INVOICE-RECEIPT", "מס' קבלה" / "Receipt no." (the till's two digits, a
 * hyphen, six digits), "תאריך" / "Date" d/m/yyyy and time; instruments with their serial (a distractor) and
 * accessories by quantity x the price with VAT, sometimes "Setup & restring"; with a student card "הנחת סטודנט 10%"
 * (negative); "סה"כ" / "TOTAL", "מע"מ n%" / "VAT", "ללא מע"מ" / "Before VAT" (contained); the card in up to ten
 * instalments with the first and the rest (distractors); "מיתר כלי נגינה בע"מ" with "ח.פ. / Co. Reg." hyphenated in
 * the footer; not Saturday.
 */
export const mixedMeitarGuitarShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 1000) * 1000 - 100;
    const lines: { a: string; q: number; p: number; sn?: string }[] = [];
    if (rng.chance(0.55)) {
      const [a, p] = rng.pick(INSTRUMENTS);
      lines.push({ a, q: 1, p: up(p), sn: `${rng.pick(['KS', 'CY', 'IC', 'MX'])}${rng.digits(8)}` });
      if (rng.chance(0.5)) lines.push({ a: 'Setup & restring', q: 1, p: up(12000) });
    }
    for (const [a, p] of rng.some(ACCESSORIES, rng.int(lines.length ? 0 : 1, 3))) lines.push({ a, q: rng.int(1, 3), p: up(p) });
    const sum = total(lines.map((l) => l.q * l.p));
    const student = rng.chance(0.3);
    const disc = student ? Math.round((sum * 10) / 100) : 0;
    const gross = sum - disc;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מיתר כלי נגינה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(1, 4)}-${rng.digits(6)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const lab = (he: string, en: string) => `<span class="lab">${he}<small>${en}</small></span>`;
    const pays = gross > 100000 ? rng.pick([1, 3, 6, 10]) : 1;
    const rest = Math.floor(gross / pays);
    const head = `<svg width="30" height="60" viewBox="0 0 30 60"><path d="M9 2 H21 L24 26 H6 Z" fill="#3e2723"/>${[8, 14, 20].map((y) => `<circle cx="4" cy="${y}" r="2.5" fill="#3e2723"/><circle cx="26" cy="${y}" r="2.5" fill="#3e2723"/>`).join('')}<rect x="11" y="26" width="8" height="34" fill="#3e2723"/>${[12.5, 15, 17.5].map((x) => `<path d="M${x} 4 V60" stroke="#fff" stroke-width="0.6"/>`).join('')}</svg>`;
    const body = `<div class="hd">${head}<div><div class="nm">מיתר</div><div class="en">MEITAR MUSIC</div><div class="sm">רח' הנביאים ${n(String(rng.int(3, 60)))}, הדר, חיפה · ${n(`04-86${rng.digits(5)}`)}</div></div></div>
<div class="ln"></div><div class="c b">חשבונית מס-קבלה</div><div class="c sm">TAX INVOICE-RECEIPT</div><div class="ln"></div>
<div class="row">${lab("מס' קבלה", 'Receipt no.')}${n(doc)}</div><div class="row">${lab('תאריך', 'Date')}${n(`${dt(date, 'd/m/yyyy')}  ${hhmm(rng.int(9 * 60 + 30, 19 * 60 + 30))}`)}</div><div class="row">${lab('מוכר', 'Staff')}<span>${rng.pick(['אלון', 'Kobi', 'נטע', 'Sam'])}</span></div>
<div class="ln"></div>${lines.map((l) => `<div class="it">${n(l.a.replace('&', '&amp;'))}</div>${l.sn ? `<div class="sm">S/N ${n(l.sn)}</div>` : ''}<div class="row">${n(`${l.q} x ${amount(l.p)}`)}${n(amount(l.q * l.p))}</div>`).join('')}<div class="ln"></div>
${disc ? `<div class="row">${lab('ביניים', 'Subtotal')}${n(amount(sum))}</div><div class="row">${lab(`הנחת סטודנט ${n('10%')}`, 'Student discount')}${n(amount(-disc))}</div>` : ''}
<div class="row big">${lab('סה"כ', 'TOTAL')}${n(amount(gross))}</div><div class="row">${lab(`מע"מ ${n(`${rate}%`)}`, 'VAT')}${n(amount(vat))}</div><div class="row">${lab('ללא מע"מ', 'Before VAT')}${n(amount(gross - vat))}</div>
<div class="ln"></div><div class="row">${lab('אשראי', 'Card')}${n(`**** ${rng.digits(4)}`)}</div>${pays > 1 ? `<div class="row">${lab('תשלומים', 'Instalments')}${n(String(pays))}</div><div class="row">${lab('תשלום ראשון', 'First')}${n(amount(gross - rest * (pays - 1)))}</div><div class="row">${lab('תשלומים נוספים', 'Each further')}${n(amount(rest))}</div>` : ''}
<div class="ln"></div><div class="c sm">${vendorName} · ח.פ. / Co. Reg. ${n(hyphenId(taxId))}<br>החלפה תוך 14 יום באריזה מקורית · Exchange within 14 days<br>מיתרים ואביזרים פתוחים לא יוחלפו</div>`;
    const css = `body{width:72mm;padding:4mm;font-family:'FreeSans';font-size:12px;line-height:1.35;color:#000}.n{font-family:'FreeMono';font-size:11.5px;white-space:nowrap}
.hd{display:flex;gap:8px;align-items:center}.nm{font-family:'Aharoni CLM';font-size:34px;font-weight:bold;line-height:1}.en{font-size:11px;letter-spacing:3px}.sm{font-size:10px}.c{text-align:center}.b{font-weight:bold;font-size:14px}
.row{display:flex;justify-content:space-between;align-items:flex-end;gap:4px}.lab small{display:block;font-size:8.5px;color:#333}.it{margin-top:3px}.big{font-weight:bold;font-size:15px}.ln{border-top:1px solid #000;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 250mm', css, body }),
      page: '80mm 250mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
