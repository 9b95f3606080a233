import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, share, trailingMinus } from '../../generalisation/notation';
import { ean13 } from './extra';

const SHOPS = [
  { brand: 'יין בעיר', legal: 'יין בעיר סחר משקאות בע"מ', company: true, place: "רח' אבן גבירול 140, תל אביב" },
  { brand: 'המרתף של אבי', legal: 'אבי חזן', company: false, place: "רח' הגפן 6, זכרון יעקב" },
  { brand: 'ענבים בוטיק יין ואלכוהול', legal: 'ענבים בוטיק (2018) בע"מ', company: true, place: 'מרכז מסחרי כרמים, באר שבע' },
  { brand: 'WINE & MORE', legal: 'סהר אלמוג', company: false, place: "רח' טשרניחובסקי 22, רעננה" },
];
/** Name, price incl. VAT in agorot, barcode prefix, kind. */
const BOTTLES: [string, number, string, 'wine' | 'beer' | 'spirit' | 'other'][] = [
  ['קברנה סוביניון גליל עליון 2021 750 מ"ל', 12900, '729', 'wine'],
  ['מרלו שמורה 2020 750 מ"ל', 9900, '729', 'wine'],
  ['שרדונה הרי יהודה 2023 750 מ"ל', 6900, '729', 'wine'],
  ['שיראז רזרב 2021 750 מ"ל', 7900, '729', 'wine'],
  ['רוזה יבש 2024 750 מ"ל', 5900, '729', 'wine'],
  ['Chianti Classico DOCG 2020 750ml', 9900, '80', 'wine'],
  ['Côtes du Rhône 2022 750ml', 7400, '3', 'wine'],
  ['Rioja Crianza 2019 750ml', 8400, '84', 'wine'],
  ['קאווה ברוט 750 מ"ל', 6500, '84', 'wine'],
  ['וויסקי סינגל מאלט 12 שנה 700 מ"ל', 28900, '50', 'spirit'],
  ['ג\'ין ישראלי בוטני 500 מ"ל', 16900, '729', 'spirit'],
  ['ערק 1 ליטר', 5900, '729', 'spirit'],
  ['בירה לאגר 330 מ"ל', 790, '729', 'beer'],
  ['בירה IPA מקומית 330 מ"ל', 1490, '729', 'beer'],
  ['בירה חיטה בלגית 330 מ"ל', 1290, '54', 'beer'],
  ['שקית מתנה לבקבוק', 500, '729', 'other'],
  ['פותחן מלצר', 2900, '729', 'other'],
];

/**
 * A wine and spirits shop's till slip on 80 mm paper (FreeMono, Miriam Mono CLM or Noto Sans Mono;
 * the brand in Keter YG or Frank Ruehl CLM): the brand over the legal name (a company's "ח.פ.") or over
 * the owner's name with "ע.מ.", "חשבונית מס/קבלה" and "מס'" with six digits, the date (dd/mm/yy or
 * dd.mm.yyyy) and time, till and cashier, an EAN-13 over each line, vintages in the names, beers by
 * the six with the bottle deposit ("פיקדון 6 × 0.30"), "6 יינות - 10% הנחה" and a club discount with
 * trailing minus signs on some, "לתשלום", "כולל מע"מ", the amount before VAT, the age check, card and
 * approval or cash and change, the club member's mobile.
 */
export const heWineShopTill: Layout = {
  id: 'he-wine-shop-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const picked = rng.some(BOTTLES, rng.int(2, 5));
    const items = picked.map(([name, unit, prefix, kind]) => ({
      name,
      unit,
      kind,
      code: ean13(rng, prefix),
      qty: kind === 'beer' ? rng.pick([4, 6, 6, 12]) : kind === 'wine' ? rng.pick([1, 1, 2, 3, 6]) : 1,
    }));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const beerBottles = items.filter((i) => i.kind === 'beer').reduce((a, i) => a + i.qty, 0);
    const deposit = beerBottles * 30;
    const wines = items.filter((i) => i.kind === 'wine');
    const wineCount = wines.reduce((a, i) => a + i.qty, 0);
    const caseDisc =
      wineCount >= 6
        ? share(
            wines.reduce((a, i) => a + i.qty * i.unit, 0),
            10,
          )
        : 0;
    const member = rng.chance(0.5);
    const club = member && !caseDisc ? share(gross, 5) : 0;
    const total = gross + deposit - caseDisc - club;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(100000, 399999));
    const cash = total < 40000 && rng.chance(0.4);
    const paid = cash ? Math.ceil(total / 10000) * 10000 : total;
    const font = rng.pick(['FreeMono', 'Miriam Mono CLM', 'Noto Sans Mono']);
    const brandFont = rng.pick(['Keter YG', 'Frank Ruehl CLM']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const lines = items
      .map(
        (i) =>
          `<div class="code" dir="ltr">${i.code}</div>${i.qty > 1 ? `${r(esc(i.name), '')}${r(`&nbsp;&nbsp;<span dir="ltr">${i.qty} X ${amount(i.unit)}</span>`, amount(i.qty * i.unit))}` : r(esc(i.name), amount(i.unit))}`,
      )
      .join('');
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)} ${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div><div class="c">${esc(s.place)}</div><div class="c">${s.company ? landline(rng) : cellular(rng)}</div>
<div class="eq">================================</div><div class="c b big">חשבונית מס/קבלה</div>${r(`מס' ${docNo}`, `${dt(date, fmt)} ${time(rng)}`)}${r(`קופה ${String(rng.int(1, 3)).padStart(2, '0')}`, `קופאי: ${esc(rng.pick(['דנה', 'עמרי', 'סיוון', 'ולדי']))}`)}
<div class="eq">--------------------------------</div>${lines}${deposit ? r(`פיקדון מכלי משקה ${beerBottles} × 0.30`, amount(deposit)) : ''}<div class="eq">--------------------------------</div>
${r('סכום ביניים', amount(gross + deposit))}${caseDisc ? r('6 יינות ומעלה - 10% הנחה', trailingMinus(caseDisc)) : ''}${club ? r('הנחת מועדון 5%', trailingMinus(club)) : ''}
${r('לתשלום', amount(total), 'b big')}${r(`כולל מע"מ ${rate}%`, amount(vat))}${r('סכום ללא מע"מ', amount(total - vat))}<div class="eq">--------------------------------</div>
${cash ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - total))}` : `${r(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'ישראכרט'])} ${rng.digits(4)}`, amount(total))}${r('אישור', rng.digits(7))}${r('מסוף', rng.digits(8))}`}
<div class="c sm">אומת גיל הלקוח: 18+ ✓</div>${member ? r('חבר מועדון', `<span dir="ltr">${cellular(rng)}</span>`) : ''}
<div class="eq">================================</div><div class="c sm">מכירת משקאות משכרים לקטינים אסורה על פי חוק. החלפה תוך 7 ימים בבקבוק סגור בלבד.</div><div class="c sm">לחיים!</div></div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}',serif;font-size:25px;font-weight:bold;text-align:center;line-height:1.15}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.eq{overflow:hidden;white-space:nowrap;text-align:center;margin:1mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.code{font-size:9.5px;color:#333;text-align:right}.sm{font-size:9.5px;margin-top:1mm}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
