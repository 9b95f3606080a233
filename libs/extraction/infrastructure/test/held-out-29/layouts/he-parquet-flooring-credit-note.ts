import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, personalId } from '../../generalisation/notation';
import { add, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-parquet-flooring-credit-note';
const STORES = [
  { brand: 'עץ ופרקט', legal: "ג'ורג' חדאד", company: false, label: 'עוסק מורשה', trade: 'פרקטים, דקים וחיפויי עץ', addr: "רח' יפו 201, חיפה" },
  { brand: '', legal: 'פרקט הזהב יבוא ושיווק בע"מ', company: true, label: 'ח.פ.', trade: 'יבוא ושיווק ריצוף עץ', addr: 'דרך השלום 53, תל אביב' },
  { brand: 'OAKLINE', legal: 'אוקליין ריצוף עץ בע"מ', company: true, label: 'ח"פ', trade: 'אולם תצוגה והתקנה', addr: 'פארק עסקים ראש העין' },
];
/** Goods and work: name, unit, net price range in agorot, most units. */
const GOODS: [string, string, number, number, number][] = [
  ['פרקט אלון מהונדס 15 מ"מ – קופסה 1.98 מ"ר', 'קופסה', 42000, 56000, 8],
  ['פרקט למינציה AC4 8 מ"מ – קופסה 2.22 מ"ר', 'קופסה', 14900, 19900, 10],
  ['פרקט עץ מלא אגוז אמריקאי – קופסה 1.5 מ"ר', 'קופסה', 61000, 74000, 4],
  ['פנל (שיפולים) אלון 8 ס"מ – 2.4 מ\'', "יח'", 5900, 8900, 12],
  ['תשתית שקט 3 מ"מ – גליל 10 מ"ר', 'גליל', 12900, 16900, 4],
  ['פרופיל מעבר אלומיניום', "יח'", 4900, 7900, 4],
  ['התקנת פרקט צף', 'מ"ר', 4500, 6500, 20],
  ['ליטוש ולכה – שתי שכבות', 'מ"ר', 6500, 8500, 20],
  ['שמן אחזקה לפרקט 1 ליטר', "יח'", 8900, 11900, 3],
];
const REASONS = ['החזרת קופסאות סגורות שנותרו לאחר ההתקנה', 'ביטול התקנה – הלקוח התקין בעצמו', 'תיקון מחיר – הנחת כמות שלא נרשמה בחשבונית', 'גוון שסופק אינו תואם להזמנה'];

/** A wood-flooring store's credit note on A4: the invoice it credits (same year, weeks before), the reason, returned boxes, cancelled installation by the m², a handling fee kept on returned goods on some; net, VAT and total credited, with a minus sign on some. */
export const heParquetFlooringCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const s = STORES[n % STORES.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, unit, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = rng.int(lo / 100, hi / 100) * 100;
      return { name, unit, q, u, sum: q * u };
    });
    const gross = add(lines.map((l) => l.sum));
    const feePct = rng.chance(0.5) ? 10 : 0;
    const fee = Math.round((gross * feePct) / 100);
    const net = gross - fee;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const original = addDays(date, -rng.int(8, 30));
    const origDate = original.slice(0, 4) === date.slice(0, 4) ? original : `${date.slice(0, 4)}-01-02`;
    const origNo = String(rng.int(10000, 39999));
    const docNo = house(ID, n, [() => `Z-${rng.int(1000, 9999)}`, () => String(rng.int(70000, 79999)), () => `CN${date.slice(2, 4)}${rng.digits(4)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const font = rng.pick(["'Liberation Sans'", "'Noto Sans Hebrew'", "'Nachlieli CLM'"]);
    const style = rng.pick(['minus', 'plain'] as const);
    const neg = (c: number) => (style === 'minus' ? lr(`-${amount(c)}`) : amount(c));
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const person = rng.chance(0.6);
    const cust = person ? rng.pick(['יעל ומאור ברגר', 'סמיר עודה', 'חנה רוזנטל', 'עומר ביטון']) : rng.pick(['דירות שחר יזמות בע"מ', 'אדריכלות קו ישר בע"מ']);
    const tr = lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${esc(l.unit)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${neg(l.sum)}</td></tr>`).join('');
    const planks = `<svg width="70" height="22" viewBox="0 0 70 22"><rect x="1" y="1" width="40" height="6" fill="#c8955a"/><rect x="43" y="1" width="26" height="6" fill="#a8743c"/><rect x="1" y="8" width="22" height="6" fill="#a8743c"/><rect x="25" y="8" width="44" height="6" fill="#c8955a"/><rect x="1" y="15" width="34" height="6" fill="#c8955a"/><rect x="37" y="15" width="32" height="6" fill="#a8743c"/></svg>`;
    const body = `<div class="top">${planks}<div><div class="nm">${esc(s.brand || s.legal)}</div>${s.brand ? `<div class="own">${esc(s.legal)}</div>` : ''}<div class="tr">${esc(s.trade)}</div></div>
<div class="ad">${esc(s.addr)}<br>${s.label} ${lr(idText)}<br>טל' ${lr(`0${rng.pick([3, 4, 9])}-${rng.int(6000000, 9999999)}`)}</div></div>
<div class="tt">חשבונית מס זיכוי</div>
<table class="meta"><tr><td>מספר</td><td><b>${lr(docNo)}</b></td><td>תאריך</td><td><b>${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}</b></td></tr>
<tr><td>לכבוד</td><td>${esc(cust)}</td><td>${person ? 'ת.ז.' : 'ח.פ.'}</td><td>${lr(person ? personalId(rng) : vid(cust, true))}</td></tr>
<tr><td>בגין חשבונית</td><td>${lr(origNo)}</td><td>מיום</td><td>${lr(dt(origDate, 'dd/mm/yyyy'))}</td></tr>
<tr><td>סיבת הזיכוי</td><td colspan="3">${esc(rng.pick(REASONS))}</td></tr></table>
<table class="lines"><tr><th>#</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר ליח' (לפני מע"מ)</th><th>סכום</th></tr>${tr}</table>
<table class="tot">${feePct ? `<tr><td>סה"כ פריטים מוחזרים</td><td>${neg(gross)}</td></tr><tr><td>בניכוי דמי טיפול ${feePct}% על סחורה מוחזרת</td><td>${amount(fee)}</td></tr>` : ''}
<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${neg(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${neg(total)}</td></tr></table>
<p>${rng.pick(['הזיכוי יוחזר לכרטיס האשראי שבו בוצע התשלום תוך 5 ימי עסקים.', 'הסכום יקוזז מיתרת החוב בחשבונכם.', 'הזיכוי יועבר בהעברה בנקאית לחשבון שמסרתם.'])}<br>קופסאות פרקט מוחזרות רק באריזתן המקורית ובתוך 30 יום.</p>
<div class="sig">חתימת המוכר: ______________ &nbsp;&nbsp;&nbsp; קיבלתי: ______________</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#2a1d10;padding:12mm 15mm}.top{display:flex;gap:5mm;align-items:center;border-bottom:4px solid #8a5a2b;padding-bottom:3mm}.nm{font-size:25px;font-weight:bold;color:#6b4019}.own{font-size:15px;font-weight:bold}.tr{font-size:11px}.ad{margin-right:auto;text-align:left;line-height:1.6}
.tt{text-align:center;font-size:21px;font-weight:bold;margin:6mm 0 4mm;letter-spacing:1px}.meta{width:100%;border-collapse:collapse}.meta td{border:1px solid #d8c3a5;padding:1.5mm 2mm}.meta td:nth-child(odd){background:#f6eee3;width:16%}
.lines{width:100%;border-collapse:collapse;margin-top:5mm}.lines th{background:#8a5a2b;color:#fff;padding:1.5mm;text-align:right}.lines td{padding:1.5mm;border-bottom:1px solid #e8dccb}.lines td:nth-child(n+4){text-align:left}
.tot{width:95mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:15px;border-top:2px solid #2a1d10}p{margin-top:8mm;line-height:1.6}.sig{margin-top:14mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
