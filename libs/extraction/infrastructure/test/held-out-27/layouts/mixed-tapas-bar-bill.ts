import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid } from './extra';

const ID = 'mixed-tapas-bar-bill';
const BARS = [
  {
    brand: '',
    he: 'לה ריוחה טאפאס בר בע"מ',
    en: 'La Rioja Tapas Bar Ltd.',
    company: true,
    label: 'ח.פ. / Co. No.',
    place: ['נחלת בנימין 31, תל אביב', 'Nahalat Binyamin 31, Tel Aviv'],
  },
  {
    brand: "פינצ'וס · PINTXOS",
    he: 'אלון גרסיה',
    en: 'Alon Garcia',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    place: ['מתחם התחנה, ירושלים', 'The First Station, Jerusalem'],
  },
  {
    brand: 'BARCELONETA',
    he: 'ברסלונטה ים בע"מ',
    en: 'Barceloneta Yam Ltd.',
    company: true,
    label: 'ח"פ / Reg. No.',
    place: ['טיילת בת גלים, חיפה', 'Bat Galim Promenade, Haifa'],
  },
];
const TAPAS: [string, string, number, number][] = [
  ['פטטאס בראבס', 'Patatas bravas', 3200, 3900],
  ['קרוקטס חמון', 'Croquetas de jamón', 3800, 4600],
  ['גמבס אל אחיו', 'Gambas al ajillo', 5400, 6800],
  ['פאן קון טומטה', 'Pan con tomate', 2200, 2800],
  ['פלפלי פדרון', 'Pimientos de Padrón', 3400, 4200],
  ['טורטיה אספניולה', 'Tortilla española', 3600, 4400],
  ["צ'וריסו בסיידר", 'Chorizo a la sidra', 4600, 5600],
  ['פולפו א לה גאייגה', 'Pulpo a la gallega', 6800, 8200],
  ['אלבונדיגס', 'Albóndigas', 4200, 5200],
  ['קטלנה קרם', 'Crema catalana', 3200, 3800],
  ['סנגריה (כד)', 'Sangria (jug)', 9800, 12800],
  ['ורמוט הבית', 'House vermouth', 2800, 3600],
  ['כוס קאווה', 'Glass of cava', 3400, 4200],
  ['בירה אסטרייה', 'Estrella draught', 2900, 3400],
];

/** A tapas bar's bill on 80 mm paper with every label in Hebrew and English: the brand, a company's or a licensed dealer's names in both languages, dishes in both, "2 × 38.00", a happy-hour discount before seven on some, the amount due with VAT contained, the card paid, and a tip guide under it (10/12/15 %, not included). */
export const mixedTapasBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const b = BARS[n % BARS.length];
    const id = vid(b.he, b.company);
    const rate = israeliRate(date);
    const items = rng.some(TAPAS, rng.int(4, 8)).map(([he, en, lo, hi]) => ({ he, en, q: rng.int(1, 3), u: Math.round(rng.int(lo, hi) / 100) * 100 }));
    const sub = add(items.map((i) => i.q * i.u));
    const hour = rng.int(12, 23);
    const happy = hour < 19 && rng.chance(0.6);
    const disc = happy ? share(sub, 15) : 0;
    const total = sub - disc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `TP${rng.int(100000, 999999)}`, () => String(rng.int(40000, 69999)), () => `${rng.int(1, 3)}/${rng.int(10000, 79999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11.5],
      ["'Miriam CLM','Liberation Sans'", 12.5],
      ["'FreeSans'", 12],
    ] as const);
    const idText = b.company && rng.chance(0.5) ? hyphenId(id) : id;
    const l = (he: string, en: string) => `${he} / <bdi dir="ltr">${en}</bdi>`;
    const guests = rng.int(2, 6);
    const body = `<div class="fan"><svg width="64" height="30" viewBox="0 0 64 30"><path d="M32 28 L4 6 Q32 -6 60 6 Z" fill="#c22d1f"/><path d="M32 28 L14 4 M32 28 L32 0 M32 28 L50 4" stroke="#f2c14e" stroke-width="2"/></svg></div>
<div class="br">${esc(b.brand || b.he)}</div>${b.brand ? `<div class="c b">${esc(b.he)}</div>` : ''}<div class="c" dir="ltr">${esc(b.en)}</div><div class="c">${b.label.replace(/ \/ (.*)$/, ' / <bdi dir="ltr">$1</bdi>')} ${lr(idText)}</div><div class="c sm">${esc(b.place[0])} · <bdi dir="ltr">${esc(b.place[1])}</bdi></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div><div class="c b" dir="ltr">Tax Invoice / Receipt</div>
${pair(l("מס'", 'No.'), lr(docNo))}${pair(l('תאריך', 'Date'), `${lr(dt(date, fmt))} ${String(hour).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${pair(l('שולחן', 'Table'), `${rng.int(1, 24)} · ${lr(`${guests} pax`)}`)}${pair(l('מלצר', 'Server'), rng.pick(['Maya', 'Guy', 'Lucía', 'Daniel']))}
<div class="ln"></div>${items.map((i) => `<div class="it"><div>${esc(i.he)}</div><div class="en" dir="ltr">${esc(i.en)}</div>${pair(i.q > 1 ? lr(`${i.q} × ${amount(i.u)}`) : '', amount(i.q * i.u))}</div>`).join('')}
<div class="ln"></div>${pair(l('סכום ביניים', 'Subtotal'), amount(sub))}${happy ? pair(l('שעה שמחה', 'Happy hour -15%'), lr(`-${amount(disc)}`)) : ''}
<div class="dbl"></div>${pair(l('לתשלום', 'Amount due') + ' ₪', amount(total), 'big')}${pair(l(`מזה מע"מ ${rate}%`, 'incl. VAT'), amount(vat))}
<div class="ln"></div>${pair(l('שולם באשראי', 'Paid by card'), amount(total))}${pair(l('כרטיס', 'Card'), lr(`•••• ${rng.digits(4)}`))}
<div class="tip"><div class="c b">השירות אינו כלול · <bdi dir="ltr">Service not included</bdi></div>${[10, 12, 15].map((p) => pair(`${p}%`, amount(share(total, p)))).join('')}<div>${l('טיפ', 'Tip')}: ________</div></div>
<div class="c sm">תודה · <bdi dir="ltr">Thank you · ¡Gracias!</bdi></div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:70mm;padding:5mm;color:#161616}.fan{text-align:center}.br{text-align:center;font-size:19px;font-weight:bold;color:#c22d1f;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:0.8em}.en{font-size:0.85em;color:#333;text-align:right}.pr{display:flex;justify-content:space-between;gap:2mm}.it{margin-bottom:1mm}
.big{font-weight:bold;font-size:1.25em}.ln{border-top:1px solid #000;margin:1.5mm 0}.dbl{border-top:3px double #000;margin:2mm 0}.tip{border:1px dashed #555;padding:1.5mm 2mm;margin:3mm 0;font-size:0.9em}`;
    const page = '80mm 260mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: b.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
