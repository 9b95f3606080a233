import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-sachne-springs-car-park-receipt';

/** Tariff in agorot with VAT by year: first hour, each further hour, daily cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1000, 500, 3500],
  2023: [1000, 600, 3800],
  2024: [1200, 600, 4000],
  2025: [1200, 700, 4200],
  2026: [1400, 700, 4500],
};

/**
 * The car park beside the Sachne springs (Gan HaShlosha), 80 mm (FreeSans): a square "P" beside the bilingual
 * name, the operator's company name and id, receipt and ticket numbers, then label pairs with the English in small
 * capitals under each Hebrew label (plate, entry and exit with date and time, length of stay), the year's tariff
 * (first hour, each further hour, daily cap), the sum charged, VAT contained, card. Open every day; the last exit is
 * before six in the evening.
 */
export const mixedSachneSpringsCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, extra, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(480, 900);
    const stay = rng.int(35, Math.min(540, 1075 - entry));
    const hours = Math.ceil(stay / 60);
    const gross = Math.min(cap, first + (hours - 1) * extra);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני עמק המעיינות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 899999));
    const cell = (he: string, en: string, v: string) => `<div class="cell"><div class="l">${he}<span>${ltr(en)}</span></div><div class="v">${ltr(v)}</div></div>`;
    const body = `<div class="top"><div class="p">P</div><div><div class="b">חניון גן השלושה - הסחנה</div><div class="en">${ltr('SACHNE SPRINGS CAR PARK')}</div></div></div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>כביש ${ltr('669')}, עמק המעיינות</div>
<div class="ti">קבלה / חשבונית מס <span>${ltr('Receipt / Tax invoice')}</span></div>
${cell('מס׳ קבלה', 'RECEIPT NO.', doc)}
${cell('כרטיס', 'TICKET', `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`)}
${cell('רכב', 'PLATE', plate(rng))}
${cell('כניסה', 'ENTRY', `${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`)}
${cell('יציאה', 'EXIT', `${dt(date, 'dd/mm/yy')} ${hhmm(entry + stay)}`)}
${cell('משך חניה', 'STAY', `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)}
<div class="tar">תעריף / ${ltr('Tariff')}: שעה ראשונה ${ltr(amount(first))} · כל שעה נוספת ${ltr(amount(extra))} · מקסימום יומי ${ltr(amount(cap))}</div>
<div class="cell tot"><div class="l">לתשלום<span>TOTAL</span></div><div class="v">${ltr(`${amount(gross)} ₪`)}</div></div>
${cell(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT INCL.', amount(vat))}
${cell('תשלום באשראי', 'PAID BY CARD', `**** ${rng.digits(4)}`)}
<div class="c sm bye">שמרו על ניקיון המעיינות · ${ltr('Keep the springs clean')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.top{display:flex;gap:8px;align-items:center;justify-content:center}.p{background:#1565c0;color:#fff;font-size:30px;font-weight:bold;width:40px;height:40px;line-height:40px;text-align:center;border-radius:4px}.en{font-size:10px;letter-spacing:1px}
.ti{text-align:center;font-weight:bold;margin:8px 0 4px;border-top:2px solid #1565c0;border-bottom:2px solid #1565c0;padding:3px 0}.ti span{display:block;font-weight:normal;font-size:10px}
.cell{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px dotted #999;padding:2px 0}.cell .l span{display:block;font-size:8.5px;letter-spacing:1px;color:#555}.cell .v{font-weight:bold;white-space:nowrap}
.tar{font-size:10.5px;margin:6px 0;background:#e3f2fd;padding:3px}.tot{font-size:15px;border-bottom:2px solid #000}.bye{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
