import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-sneaker-resale-webshop-order';

/** Pairs: model, price in agorot (2023, VAT included). */
const PAIRS: [string, number][] = [
  ['Nike Dunk Low "Panda"', 64900],
  ['Jordan 1 Retro High OG "Chicago Lost & Found"', 189000],
  ['New Balance 550 White/Green', 54900],
  ['adidas Samba OG Cloud White', 49900],
  ['Asics Gel-Kayano 14 Silver', 72900],
  ["Nike Air Max 1 '86 OG", 79900],
  ['Yeezy Boost 350 V2 "Onyx"', 119000],
  ['Salomon XT-6 Black', 89900],
];

/**
 * A sneaker resale web shop's invoice from Tel Aviv, A4 (FreeSans, Hebrew in Noto Sans Hebrew): a black header with
 * "SOLE VAULT" and the Hebrew company name with "ח.פ." hyphenated, every label in Hebrew and English ("/"),
 * "חשבונית מס-קבלה / Tax Invoice-Receipt" with "SV-nnnnn", the date (dd.mm.yyyy) and the order "#" with its date and
 * time, models in English with EU size and condition, an authentication fee per pair, courier delivery (free over
 * ₪1,000), a 5% coupon "SOLE5" on some, prices including VAT with the net, VAT and total given, card payment in
 * instalments on some. Orders placed any day; the invoice the same day or the next working day.
 */
export const mixedSneakerResaleWebshopOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: ordered } = next(ID, rng, undefined, [1, 27]);
    const date = rng.chance(0.5) ? avoid(plus(ordered, 1), [5, 6]) : ordered;
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.02;
    const lines = rng.some(PAIRS, rng.int(1, 3)).map(([model, p]) => ({
      model,
      size: rng.pick(['40', '41', '42', '42.5', '43', '44', '45', '38.5', '39']),
      cond: rng.pick(['DS / חדש', 'VNDS / כמו חדש']),
      price: Math.round((p * up) / 1000) * 1000 - 100,
    }));
    const goods = total(lines.map((l) => l.price));
    const auth = lines.length * 4900;
    const ship = goods >= 100000 ? 0 : 3900;
    const coupon = rng.chance(0.35) ? share(goods, 5) : 0;
    const gross = goods + auth + ship - coupon;
    const vat = vatIn(gross, rate);
    const vendorName = 'סול וולט בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SV-${rng.int(10000, 48999)}`;
    const esc = (s: string) => s.replace(/&/g, '&amp;');
    const rows = [
      ...lines.map((l) => [`<span class="lat">${esc(l.model)}</span><div class="sm">EU ${l.size} · ${l.cond}</div>`, ltr('1'), ltr(amount(l.price))]),
      [bi('בדיקת מקוריות', '<span class="lat">Authentication</span>'), ltr(String(lines.length)), ltr(amount(auth))],
      [bi('משלוח שליח', '<span class="lat">Courier</span>'), ltr('1'), ship ? ltr(amount(ship)) : 'חינם / <span class="lat">Free</span>'],
      ...(coupon ? [[bi('קופון', '<span class="lat">Coupon SOLE5 (5%)</span>'), '', ltr(`-${amount(coupon)}`)]] : []),
    ];
    const payments = gross > 100000 ? rng.pick([1, 3, 6]) : 1;
    const body = `<div class="hd"><div class="logo lat">SOLE VAULT</div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>${ltr('www.solevault.co.il')} · ${ltr(`03-57${rng.digits(5)}`)}</div></div>
<div class="ttl">חשבונית מס-קבלה / <span class="lat">Tax Invoice-Receipt</span> &nbsp; <b>${ltr(doc)}</b></div>
<table class="pairs">${[
      [bi('תאריך', '<span class="lat">Date</span>'), ltr(dt(date, 'dd.mm.yyyy'))],
      [bi('הזמנה', '<span class="lat">Order</span>'), ltr(`#${rng.int(100000, 199999)} · ${dt(ordered, 'dd.mm.yyyy')} ${hhmm(rng.int(0, 1439))}`)],
      [bi('לקוח', '<span class="lat">Customer</span>'), rng.pick(['עידו שמש', 'Noa Katz', 'טל אברהם', 'Daniel Mizrahi'])],
      [bi('משלוח אל', '<span class="lat">Ship to</span>'), rng.pick(['הרצליה', 'חיפה', 'באר שבע', 'ירושלים', 'ראשון לציון'])],
    ]
      .map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`)
      .join('')}</table>
${items([bi('פריט', '<span class="lat">Item</span>'), bi('כמות', '<span class="lat">Qty</span>'), bi('סכום ₪', '<span class="lat">Amount</span>')], rows)}
<table class="tt"><tr><td>${bi('סה"כ לפני מע"מ', '<span class="lat">Subtotal excl. VAT</span>')}</td><td>${ltr(amount(gross - vat))}</td></tr><tr><td>${bi(`מע"מ ${ltr(`${rate}%`)}`, '<span class="lat">VAT</span>')}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>${bi('סה"כ כולל מע"מ', '<span class="lat">Total incl. VAT</span>')}</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="pay">${bi('שולם בכרטיס אשראי', '<span class="lat">Paid by card</span>')} ${ltr(`**** ${rng.digits(4)}`)}${payments > 1 ? ` · ${ltr(String(payments))} ${bi('תשלומים', '<span class="lat">instalments</span>')}` : ''}</div>
<div class="sm foot">החזרה תוך ${ltr('14')} יום לזוגות שלא נוסו בלבד · <span class="lat">Returns within 14 days for unworn pairs only</span></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','FreeSans';font-size:12.5px;padding:14mm 15mm}.lat{font-family:'FreeSans';direction:ltr;unicode-bidi:isolate}.hd{display:flex;justify-content:space-between;align-items:center;background:#111;color:#fff;padding:12px 16px}.logo{font-size:30px;font-weight:bold;letter-spacing:4px}.co{text-align:left;font-size:11.5px}
.ttl{font-size:17px;margin:14px 0 8px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:55%;margin:10px auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #111}.pay{margin-top:12px}.foot{margin-top:16px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
