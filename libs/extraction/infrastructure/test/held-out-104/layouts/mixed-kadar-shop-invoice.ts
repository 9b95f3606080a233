import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-kadar-shop-invoice';

/** Hebrew, English, US cents VAT included in 2022. */
const GOODS: [string, string, number][] = [
  ['כלי הגשה בעבודת אובניים', 'Serving dish, thrown', 8800],
  ['ספל עם ידית, מזוגג', 'Mug, glazed', 3200],
  ['סט 4 צלחות ארוחה', 'Set of 4 dinner plates', 16500],
  ['קנקן מים עם פקק', 'Water pitcher with stopper', 7400],
  ['מבער שמן קטן', 'Small oil burner', 2600],
  ['כד גדול, זיגוג אפור', 'Large jar, grey glaze', 12900],
  ['לוח קרמיקה מצויר', 'Painted plaque', 21000],
  ['מתלה קולבים מזוגג', 'Coat pegs, glazed', 1800],
  ['קערות קטנות, זוג', 'Pair of small dishes', 4400],
  ['חנוכייה בעבודת יד', 'Handmade hanukkiah', 15800],
];

/**
 * A potter's studio shop at Ein Karem, Jerusalem, the invoice given to visitors, priced in US dollars, Hebrew labels with
 * English beside them, 110 mm wide (Frank Ruehl CLM for the name, DejaVu Sans, DejaVu Serif for the English): a drawn
 * jug beside "כַּדָּר" and "KADAR · handmade · terracotta", "כדר סטודיו לקרמיקה בע"מ" with "ח.פ. / Reg. No." spaced
 * in threes; "חשבונית מס / קבלה · Tax invoice / Receipt" in a rounded box with "מס' / No." five digits and "תאריך /
 * Date" dd/mm/yyyy; each piece Hebrew over English with quantity and price in dollars; "סה"כ / Total USD" "$ …",
 * "כולל מע"מ n% / incl. VAT" (contained, in dollars); the shekel equivalent at a stated rate (a distractor); card;
 * the note on tourists' refund of VAT at the airport; not Saturday.
 */
export const mixedKadarShopInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'foreign-currency shop invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 5)).map(([he, en, p]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const q = rng.int(1, p < 5000 ? 4 : 2);
      return { he, en, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כדר סטודיו לקרמיקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const fx = rng.int(340, 390);
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const rows = lines
      .map(
        (l) =>
          `<tr><td>${l.he.replace(/\d+/g, (m) => ltr(m))}<div>${en(l.en)}</div></td><td>${ltr(String(l.q))}</td><td>${ltr(`$${amount(l.unit)}`)}</td><td>${ltr(`$${amount(l.sum)}`)}</td></tr>`,
      )
      .join('');
    const jug = `<svg width="36" height="46" viewBox="0 0 36 46"><path d="M12 4 h12 v6 c8 4 10 12 9 20 c-1 9 -7 14 -15 14 c-8 0 -14 -5 -15 -14 c-1 -8 1 -16 9 -20z" fill="#c46a3b"/><path d="M30 14 c6 0 6 10 0 12" fill="none" stroke="#c46a3b" stroke-width="3"/><path d="M4 24 h28" stroke="#f3e3d3" stroke-width="2"/></svg>`;
    const body = `<div class="hd">${jug}<div><div class="nm">כַּדָּר</div>${en('KADAR · handmade · terracotta')}</div></div>
<div class="co">${vendorName} · ח.פ. / ${en(`Reg. No. ${spacedId(taxId)}`)}<br>סמטת המעיין ${ltr(String(rng.int(2, 20)))}, עין כרם, ירושלים · ${ltr(`02-64${rng.digits(5)}`)}</div>
<div class="box"><div class="ti">חשבונית מס / קבלה · ${en('Tax invoice / Receipt')}</div><div class="r"><span>מס' / ${en('No.')} <b>${ltr(doc)}</b></span><span>תאריך / ${en('Date')} <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></span></div></div>
<table class="t"><tr><th>פריט / ${en('Item')}</th><th>כמות / ${en('Qty')}</th><th>מחיר / ${en('Price')}</th><th>סכום / ${en('Amount')}</th></tr>${rows}</table>
<div class="r tot"><span>סה"כ / ${en('Total USD')}</span><span>${ltr(`$ ${amount(gross)}`)}</span></div><div class="r"><span>כולל מע"מ ${ltr(`${rate}%`)} / ${en('incl. VAT')}</span><span>${ltr(`$ ${amount(vat)}`)}</span></div>
<div class="r sm"><span>שווי בש"ח לפי שער ${ltr((fx / 100).toFixed(2))} / ${en('NIS equivalent')}</span><span>${ltr(`₪ ${amount(Math.round((gross * fx) / 100))}`)}</span></div>
<div class="r"><span>שולם בכרטיס / ${en('Paid by card')}</span><span>${ltr(`****${rng.digits(4)}`)}</span></div>
<p class="note">תיירים זכאים להחזר מע"מ בנמל התעופה בעת היציאה מישראל, בכפוף לתנאים. ${en('Tourists are refunded the VAT at the airport when leaving Israel; conditions apply.')}</p>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11.5px;width:110mm;box-sizing:border-box;padding:7mm 7mm 10mm;color:#3a2619}.en{font-family:'DejaVu Serif';font-size:10.5px}.hd{display:flex;gap:10px;align-items:center}.nm{font-family:'Frank Ruehl CLM';font-size:34px;font-weight:bold;color:#c46a3b;line-height:1}
.co{font-size:10px;color:#6b5444;margin:6px 0;line-height:1.5}.box{border:1.5px solid #c46a3b;border-radius:10px;padding:6px 10px;margin:8px 0}.ti{font-weight:bold;font-size:13px;margin-bottom:4px}.r{display:flex;justify-content:space-between;gap:8px;line-height:1.7}
.t{width:100%;border-collapse:collapse;margin:6px 0}.t th{text-align:start;font-size:10px;font-weight:normal;border-bottom:1.5px solid #c46a3b;padding:3px}.t td{padding:4px 3px;border-bottom:1px solid #ecdccf;vertical-align:top}.t td:nth-child(n+2){text-align:left;white-space:nowrap}
.tot{font-size:16px;font-weight:bold;border-top:2px solid #c46a3b;margin-top:4px}.sm{font-size:10.5px;color:#6b5444}.note{font-size:9.5px;color:#6b5444;margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '110mm 230mm', css, body }),
      page: '110mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
