import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { add, dated, house, lr, taxIn, vid } from './extra';

const ID = 'he-yarn-webshop-order';
const SHOPS = [
  { brand: '', legal: 'סריגה ישראלית בע"מ', company: true, label: 'ח.פ.', trade: '', site: 'www.sriga.co.il', color: '#b5446e' },
  { brand: 'חוט וכדור', legal: 'תמר ליבוביץ', company: false, label: 'עוסק מורשה', trade: 'חנות מקוונת לחוטי סריגה וסרוגה', site: 'www.hut-kadur.co.il', color: '#3f7d6e' },
  { brand: 'LOOPS&WOOL', legal: 'לופס סחר בע"מ', company: true, label: 'ח"פ', trade: '', site: 'loopswool.co.il', color: '#4a4e8f' },
];
/** Products: name, variants, price range in agorot, most skeins. */
const GOODS: [string, string[], number, number, number][] = [
  ["צמר מרינו 100% – 50 גר'", ['חרדל', 'אפור עכבר', 'טורקיז', 'שמנת'], 2290, 2890, 10],
  ["מוהר משי – 25 גר'", ['ורוד עתיק', 'לבנדר', 'שחור'], 2990, 3690, 6],
  ["כותנה מצרית למסרגה – 100 גר'", ['חאקי', 'לבן', 'תכלת'], 1890, 2390, 8],
  ["חוט אלפקה עבה – 100 גר'", ['קאמל', 'חום שוקולד'], 3490, 4290, 6],
  ["חוטי גרב 4 פליי – 100 גר'", ['פסים צבעוניים', "ג'ינס"], 3290, 3990, 4],
  ["חבל טריקו למקרמה – 250 גר'", ['זית', 'חול'], 3990, 4990, 3],
  ['מסרגות עגולות במבוק 80 ס"מ', ['3.5 מ"מ', '4.5 מ"מ', '6 מ"מ'], 2490, 3490, 2],
  ['מסרגה (קרושה) ארגונומית', ['3 מ"מ', '4 מ"מ', '5 מ"מ'], 1990, 2790, 2],
  ["סט סמני עיניים (20 יח')", ['צבעוני'], 1490, 1990, 2],
  ['דוגמה מודפסת – סוודר ראגלן', ['מידות S-XL'], 3500, 4500, 1],
  ['קופסת אחסון לחוטים', ['שקופה'], 4990, 6990, 1],
  ['מחט עיוור (סט 3)', ['מתכת'], 990, 1490, 2],
];

/** A knitting-yarn web shop's A4 invoice-receipt as the order page prints it: the browser's print line, the order and its time, skeins with shade variants, a coupon on some, registered mail or a pick-up locker (free over ₪299); VAT contained. */
export const heYarnWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(3, 7)).map(([name, variants, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = rng.int(lo / 10, hi / 10) * 10;
      return { sku: `${rng.pick(['YR', 'ND', 'AC'])}-${rng.int(1000, 9999)}`, name, variant: rng.pick(variants), q, u, sum: q * u };
    });
    const goods = add(items.map((i) => i.sum));
    const coupon = rng.chance(0.4) ? rng.pick([10, 15]) : 0;
    const off = share(goods, coupon);
    const afterCoupon = goods - off;
    const ship = afterCoupon >= 29900 ? 0 : rng.pick([1990, 2900, 3500]);
    const shipText = rng.pick(['דואר רשום עד הבית', 'לוקר איסוף – Box It', 'שליח עד הבית']);
    const total = afterCoupon + ship;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(1000, 9999)), () => `INV-${date.slice(0, 4)}-${rng.int(100, 999)}`, () => `${rng.int(3, 5)}${rng.digits(5)}`])();
    const order = `#${rng.int(10000, 99999)}`;
    const ordered = addDays(date, -rng.int(0, 2));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'FreeSans'", "'Miriam CLM','DejaVu Sans'"]);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const buyer = rng.pick(['נעמה שפירא', "אסתר ג'אבר", 'דנה ויס', 'ליאת אוחיון', 'רבקה מנדל']);
    const printed = addDays(date, rng.int(0, 3));
    const rows = items
      .map(
        (i) =>
          `<tr><td>${lr(i.sku)}</td><td>${esc(i.name)}<div class="v">גוון / מידה: ${esc(i.variant)}</div></td><td>${i.q}</td><td>₪${amount(i.u)}</td><td>₪${amount(i.sum)}</td></tr>`,
      )
      .join('');
    const ball = `<svg width="34" height="34" viewBox="0 0 34 34"><circle cx="17" cy="17" r="14" fill="none" stroke="#fff" stroke-width="2.5"/><path d="M5 12 C14 16 22 16 30 10 M4 20 C14 24 24 24 31 18 M10 6 C16 14 16 24 12 31" fill="none" stroke="#fff" stroke-width="1.8"/></svg>`;
    const body = `<div class="print"><span>${lr(`${dt(printed, 'dd/mm/yyyy')}, ${String(rng.int(8, 22)).padStart(2, '0')}:${String(rng.int(10, 59))}`)}</span><span>${esc(s.brand || s.legal)} – הזמנה ${lr(order)}</span></div>
<div class="bar">${ball}<span class="bn">${esc(s.brand || s.legal)}</span><span class="site">${lr(s.site)}</span></div>
<div class="crumbs">דף הבית › החשבון שלי › הזמנות › ${lr(order)}</div>
<div class="grid"><div><h1>חשבונית מס / קבלה</h1><div class="big">מספר: <b>${lr(docNo)}</b></div><div class="big">תאריך: <b>${lr(dt(date, fmt))}</b></div>
<div class="sm">הזמנה ${lr(order)} מיום ${lr(dt(ordered, 'dd/mm/yyyy'))} · סטטוס: נשלחה</div></div>
<div class="card"><b>פרטי הלקוחה</b><br>${esc(buyer)}<br>ת.ז. ${lr(personalId(rng))}<br>נייד ${lr(cellular(rng))}<br>${rng.pick(['רעננה', 'קריית ביאליק', 'מודיעין', 'נס ציונה'])}</div></div>
<table class="t"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<table class="tot"><tr><td>סכום המוצרים</td><td>₪${amount(goods)}</td></tr>${coupon ? `<tr><td>קופון KNIT${coupon} (${coupon}%)</td><td>${lr(`-₪${amount(off)}`)}</td></tr>` : ''}<tr><td>משלוח: ${esc(shipText)}</td><td>${ship ? `₪${amount(ship)}` : 'חינם'}</td></tr>
<tr class="g"><td>סה"כ שולם</td><td>₪${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${lr(rng.digits(4))} · ${rng.int(1, 3) === 1 ? 'תשלום אחד' : `${rng.int(2, 3)} תשלומים`}</div>
<div class="foot">${esc(s.legal)}${s.trade ? `<br>${esc(s.trade)}` : ''}<br>${s.label} ${lr(idText)}<br>משלוח חינם בקנייה מעל ₪299 · החזרת חוטים שלמים בתוך 14 יום</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222;padding:6mm 14mm}.print{display:flex;justify-content:space-between;font-size:9px;color:#555;margin-bottom:3mm}
.bar{background:${s.color};color:#fff;display:flex;align-items:center;gap:4mm;padding:3mm 5mm;border-radius:2mm}.bn{font-size:22px;font-weight:bold}.site{margin-right:auto}.crumbs{font-size:10px;color:#666;margin:2mm 0 5mm}
.grid{display:flex;justify-content:space-between;gap:8mm}h1{font-size:20px;margin:0 0 2mm;color:${s.color}}.big{font-size:13.5px;margin:1mm 0}.sm{font-size:10.5px;color:#555;margin-top:2mm}.card{border:1px solid #ccc;border-radius:2mm;padding:3mm;line-height:1.6;min-width:60mm}
.t{width:100%;border-collapse:collapse;margin-top:6mm}.t th{text-align:right;border-bottom:2px solid ${s.color};padding:1.5mm}.t td{padding:1.5mm;border-bottom:1px solid #e5e5e5;vertical-align:top}.t td:nth-child(n+3){text-align:left}.v{font-size:10px;color:#666}
.tot{width:85mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222}.pay{margin-top:4mm;font-size:11px}.foot{margin-top:12mm;border-top:1px solid #ccc;padding-top:2mm;font-size:10px;color:#444;line-height:1.6;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
