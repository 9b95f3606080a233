import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, spacedId } from '../../generalisation/notation';
import { coopOwnId, lr, spread, times, vendorId } from './extra';

const PRESSES = [
  { brand: 'בית הבד הגלילי', legal: 'בית הבד הגלילי - אגודה שיתופית חקלאית בע"מ', label: 'ע.מ.', kind: 'coop', style: 'plain', place: 'אזור תעשייה כרמיאל' },
  { brand: 'מעצרת אבו סאלח', legal: "ג'מיל אבו סאלח", label: 'עוסק מורשה', kind: 'person', style: 'spaced', place: 'כפר ראמה, ליד המסגד הישן' },
  { brand: 'בית הבד כרמל', legal: 'זית הכרמל תעשיות שמן בע"מ', label: 'ח.פ.', kind: 'company', style: 'hyphen', place: 'מושב עין איילה' },
] as const;

/** A day in the harvest season (mid October to late January) of one of the corpus's seasons. */
function harvestDay(rng: Rng): string {
  const start = rng.pick(['2023-10-12', '2024-10-12', '2025-10-12']);
  return addDays(start, rng.int(0, 100));
}

/**
 * An olive press's weighing and pressing slip on 80 mm paper, in the harvest season only (FreeMono, Noto Sans Mono
 * or Miriam Mono CLM; the brand in Keter YG in light letters on an olive-green band, or boxed, beside a drawn olive
 * sprig): a cooperative's name with "ע.מ." (57…), a company with "ח.פ." (hyphenated) or a village press's brand over
 * the owner's own name with "עוסק מורשה" (spaced); "חשבונית מס/קבלה" and "מס'" ("24/1183", seven digits or
 * "K-3312") after the weighing's "מס' שקילה" and its line; the grower, a mobile, the grove's village; gross weight,
 * the crates' tare and net kilograms of olives; the oil's yield in percent and litres, acidity; pressing by the kg
 * with a minimum charge, filtering, new tins and bottles; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום"; the day to
 * collect the oil; cash, card or a cheque dated later.
 */
export const heOlivePressSlip: Layout = {
  id: 'he-olive-press-slip',
  lang: 'he',
  kind: 'fuel slip',
  make(seed: Rng) {
    const rng = spread(seed, 'he-olive-press-slip');
    const p = rng.pick(PRESSES);
    const vendorTaxId = p.kind === 'coop' ? coopOwnId(p.legal) : vendorId(p.legal, p.kind === 'company');
    const date = harvestDay(rng);
    const rate = israeliRate(date);
    const crates = rng.int(6, 40);
    const tare = crates * 180; // decagrams: 1.8 kg a crate
    const net = rng.int(crates * 1400, crates * 2100); // decagrams: 14-21 kg of olives a crate
    const netKg = net / 100;
    const grossKg = (net + tare) / 100;
    const yieldPct = rng.int(140, 230) / 10;
    const litres = Math.round(((netKg * yieldPct) / 100 / 0.916) * 10) / 10;
    const perKg = rng.pick([110, 125, 140, 160]);
    const minimum = 30000;
    const pressing = Math.max(times(netKg, perKg), minimum);
    const tins = rng.int(0, Math.ceil(litres / 17));
    const bottles = rng.chance(0.5) ? rng.pick([6, 12, 24]) : 0;
    const filter = rng.chance(0.5) ? times(litres, 90) : 0;
    const lines: [string, string, number][] = [
      [`כתישה ${lr(netKg.toFixed(2))} ק"ג × ${lr((perKg / 100).toFixed(2))}${pressing === minimum ? ' (מינימום)' : ''}`, '', pressing],
      ...(filter ? ([[`סינון שמן ${lr(litres.toFixed(1))} ל' × ${lr('0.90')}`, '', filter]] as [string, string, number][]) : []),
      ...(tins ? ([[`פח חדש 17 ל' · ${lr(`${tins} × 28.00`)}`, '', tins * 2800]] as [string, string, number][]) : []),
      ...(bottles ? ([[`בקבוק זכוכית 750 מ"ל · ${lr(`${bottles} × 6.50`)}`, '', bottles * 650]] as [string, string, number][]) : []),
    ];
    const sub = lines.reduce((a, l) => a + l[2], 0);
    const vat = vatOfNet(sub, rate);
    const total = sub + vat;
    const year = date.slice(2, 4);
    const docNo = rng.pick([() => `${year}/${rng.int(1000, 4999)}`, () => `${rng.int(1, 4)}${rng.digits(6)}`, () => `K-${rng.int(1000, 9999)}`])();
    const weighNo = String(rng.int(10000, 99999));
    const font = rng.pick(['FreeMono', 'Noto Sans Mono', 'Miriam Mono CLM']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd-mm-yy'] as const);
    const d = (x: string) => lr(fmt === 'dd-mm-yy' ? dt(x, 'dd/mm/yy').replace(/\//g, '-') : dt(x, fmt));
    const row = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const idText = p.style === 'spaced' ? spacedId(vendorTaxId) : p.style === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const band = rng.chance(0.5);
    const sprig = `<svg width="30" height="30" viewBox="0 0 30 30"><path d="M3 27 Q 15 16 27 3" stroke="${band ? '#e9efd6' : '#4b5a1e'}" fill="none" stroke-width="1.4"/>${[6, 11, 16, 21].map((t, i) => `<ellipse cx="${t + 2}" cy="${26 - t}" rx="4" ry="1.6" transform="rotate(${i % 2 ? -20 : 60} ${t + 2} ${26 - t})" fill="${band ? '#e9efd6' : '#4b5a1e'}"/>`).join('')}<circle cx="12" cy="22" r="2.2" fill="${band ? '#e9efd6' : '#23280f'}"/></svg>`;
    const pay = rng.pick(['cash', 'card', 'cheque'] as const);
    const payment =
      pay === 'cash'
        ? row('מזומן', lr(amount(Math.ceil(total / 10000) * 10000))) + row('עודף', lr(amount(Math.ceil(total / 10000) * 10000 - total)))
        : pay === 'card'
          ? row(`כרטיס ${lr(`****${rng.digits(4)}`)}`, lr(amount(total))) + row('אישור', lr(rng.digits(6)), 'sm')
          : row(`שיק ${lr(`#${rng.digits(6)}`)} ליום ${d(addDays(date, 30))}`, lr(amount(total)));
    const body = `<div class="${band ? 'band' : 'box'}">${sprig}<div><div class="brand">${esc(p.brand)}</div><div class="sm">כתישת זיתים · שמן כתית מעולה</div></div></div>
<div class="c sm">${esc(p.legal)}<br>${p.label} ${lr(idText)} · ${esc(p.place)}</div>
<div class="rule"></div>${row("מס' שקילה", lr(weighNo))}${row('קו כתישה', String(rng.int(1, 3)))}${row('תאריך', d(date))}${row('שעת קבלה', lr(hhmm(rng.int(6 * 60, 15 * 60))))}
<div class="rule"></div>${row('מגדל/ת', esc(rng.pick(['נמר חלבי', 'יוסי אדלר', 'משפחת עודה', 'רינה כץ'])))}${row('טלפון', lr(cellular(rng)))}${row('מטע', esc(rng.pick(['פקיעין', 'מעלות', 'דיר חנא', 'קיבוץ יסעור'])))}${row('זן', esc(rng.pick(['סורי', 'ברנע', 'קורטינה', 'נבאלי'])))}
<div class="rule"></div>${row('משקל ברוטו', lr(`${grossKg.toFixed(2)} ק"ג`))}${row(`טרה ${crates} ארגזים`, lr(`${(tare / 100).toFixed(2)} ק"ג`))}${row('משקל נטו זיתים', lr(`${netKg.toFixed(2)} ק"ג`), 'b')}
${row('תפוקת שמן', lr(`${yieldPct.toFixed(1)}%`))}${row('שמן שהופק', lr(`${litres.toFixed(1)} ליטר`))}${row('חומציות', lr(`${(rng.int(12, 48) / 100).toFixed(2)}%`))}
<div class="rule2"></div><div class="c t">חשבונית מס/קבלה</div><div class="c">מס' <b>${lr(docNo)}</b></div><div class="rule"></div>
${lines.map(([a, , v]) => row(a, lr(amount(v)))).join('')}<div class="rule"></div>${row('סה"כ לפני מע"מ', lr(amount(sub)))}${row(`מע"מ ${rate}%`, lr(amount(vat)))}${row('סה"כ לתשלום ₪', lr(amount(total)), 'big')}
<div class="rule"></div>${payment}<div class="rule"></div>
<div class="c sm">איסוף השמן החל מ-${d(addDays(date, rng.int(1, 3)))} בין 08:00-16:00<br>יש להציג תעודה זו באיסוף. שמן שלא נאסף תוך 30 יום יחויב באחסון.</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#151515;line-height:1.45}
.band{display:flex;gap:2mm;align-items:center;justify-content:center;background:#4b5a1e;color:#e9efd6;padding:2mm}.box{display:flex;gap:2mm;align-items:center;justify-content:center;border:2px solid #151515;padding:1.5mm}
.brand{font-family:'Keter YG','Frank Ruehl CLM',serif;font-size:22px;font-weight:bold}.c{text-align:center}.t{font-weight:bold;font-size:13px}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sm{font-size:9px}.b{font-weight:bold}.big{font-weight:bold;font-size:14px}
.rule{border-top:1px dashed #151515;margin:1.5mm 0}.rule2{border-top:2px solid #151515;margin:2mm 0 1mm}bdi{white-space:nowrap}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
