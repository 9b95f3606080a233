import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-shams-shop-till';

/** Hebrew, English, agorot with VAT in 2022 (a kilogram's when weighed), weighed, exempt from VAT (fresh fruit). */
const GOODS: [string, string, number, boolean, boolean][] = [
  ['תפוח גאלה', 'Gala', 990, true, true],
  ["תפוח ג'ונגולד", 'Jonagold', 1090, true, true],
  ["תפוח פוג'י", 'Fuji', 1290, true, true],
  ['תפוח סטרקינג', 'Starking', 890, true, true],
  ['אגסים', 'Pears', 1190, true, true],
  ['ארגז תפוחים 5 ק"ג', 'Box of apples, 5 kg', 4500, false, true],
  ['סיידר תפוחים 1 ליטר', 'Apple cider, 1 L', 2400, false, false],
  ['מיץ תפוחים סחוט 1 ליטר', 'Cloudy apple nectar, 1 L', 1800, false, false],
  ["צ'יפס תפוחים מיובשים 200 גרם", 'Dehydrated apple chips, 200 g', 2200, false, false],
  ['ריבת תפוחים וקינמון', 'Apple and cinnamon preserve', 2600, false, false],
  ['חומץ תפוחים', 'Apple vinegar', 1900, false, false],
];

/**
 * The farm shop of an apple grower at Majdal Shams, the till's slip, Hebrew with English, 80 mm (Keter YG for the Hebrew,
 * Liberation Sans Narrow for the English and figures): "פירות שמס" large over "SHAMS · MAJDAL SHAMS" and the
 * company "שמס פירות הגולן בע"מ" with "ע.מ. / VAT No." spaced in threes; "חשבונית מס קבלה / Tax invoice receipt" with
 * "מס' / No." nnn/nnnnn, the date d.m.yyyy and time; goods Hebrew over English, fruit weighed ("1.240 kg × 9.90"), each
 * marked "ח" (taxable) or "פ" (exempt: fresh fruit); "סה"כ / TOTAL" "₪ …", "חייב במע"מ / Taxable", "פטור / Exempt" and
 * "מע"מ n% / VAT" contained in the taxable part only; card or cash with change; the codes explained at the foot; any day.
 */
export const mixedShamsShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const chosen = rng.some(GOODS, rng.int(2, 6));
    if (!chosen.some((g) => !g[4])) chosen.push(GOODS[6 + rng.int(0, 4)]);
    const goods = chosen.map(([he, en, p, kg, free]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const q = kg ? rng.int(450, 3600) : rng.int(1, 3);
      return { he, en, unit, kg, free, q, sum: kg ? Math.round((q * unit) / 1000) : q * unit };
    });
    const taxable = total(goods.filter((g) => !g.free).map((g) => g.sum));
    const exempt = total(goods.filter((g) => g.free).map((g) => g.sum));
    const due = taxable + exempt;
    const rate = israeliRate(date);
    const vat = vatIn(taxable, rate);
    const vendorName = 'שמס פירות הגולן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(100, 999)}/${String(rng.int(1, 99999)).padStart(5, '0')}`;
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(due / 10000) * 10000 : due;
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const r = (he: string, e: string, v: string, cls = '') => `<tr class="${cls}"><td>${he} / ${en(e)}</td><td>${en(v)}</td></tr>`;
    const rows = goods
      .map(
        (g) =>
          `<tr><td>${g.he.replace(/\d+/g, (m) => ltr(m))}<br>${en(g.en)}<br>${en(g.kg ? `${(g.q / 1000).toFixed(3)} kg × ${amount(g.unit)}` : `${g.q} × ${amount(g.unit)}`)}</td><td>${g.free ? 'פ' : 'ח'}</td><td>${en(amount(g.sum))}</td></tr>`,
      )
      .join('');
    const body = `<div class="nm">פירות שמס</div><div class="c">${en('SHAMS · MAJDAL SHAMS')}</div><div class="c sm">${vendorName}<br>ע.מ. / ${en(`VAT No. ${spacedId(taxId)}`)}<br>${en(`04-68${rng.digits(5)}`)}</div><div class="ln"></div>
<div class="ti">חשבונית מס קבלה / ${en('Tax invoice receipt')}</div><table class="kv">${r("מס'", 'No.', doc, 'b')}${r('תאריך', 'Date', `${dt(date, 'd/m/yyyy').replace(/\//g, '.')} ${hhmm(rng.int(8 * 60, 19 * 60))}`)}</table><div class="ln"></div>
<table class="it">${rows}</table><div class="ln2"></div>
<table class="kv">${r('סה"כ', 'TOTAL', `₪ ${amount(due)}`, 'big')}${r('חייב במע"מ', 'Taxable', amount(taxable))}${r('פטור', 'Exempt', amount(exempt))}${r(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`, amount(vat))}</table><div class="ln"></div>
<table class="kv">${cash ? `${r('מזומן', 'Cash', amount(paid))}${r('עודף', 'Change', amount(paid - due))}` : `${r('אשראי', 'Card', `****${rng.digits(4)}`)}${r('אישור', 'Approval', rng.digits(6))}`}</table>
<div class="c sm">ח – חייב במע"מ / ${en('VAT applies')}<br>פ – פרי טרי, פטור / ${en('unprocessed, exempt')}</div>`;
    const css = `body{font-family:'Keter YG';font-size:13px;width:72mm;padding:3mm 4mm}.en{font-family:'Liberation Sans Narrow';font-size:11px}.nm{font-size:40px;text-align:center;font-weight:bold;line-height:1.1}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.ti{text-align:center;font-weight:bold;margin:3px 0}.kv{width:100%;border-collapse:collapse}.kv td{padding:1px 0}.kv td:last-child{text-align:left}.ln{border-top:1px solid #000;margin:4px 0}.ln2{border-top:3px double #000;margin:5px 0}
.it{width:100%;border-collapse:collapse}.it td{padding:2px 0;vertical-align:top;border-bottom:1px dotted #888}.it td:nth-child(2){width:6mm;text-align:center}.it td:nth-child(3){width:18mm;text-align:left}.big td{font-size:17px;font-weight:bold}.big .en{font-size:15px}`;
    const page = '80mm 280mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
