import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-arichim-credit-note';

/** Catalogue, tile, size, m² in a box, agorot a m² before VAT in 2022. */
const TILES: [string, string, string, number, number][] = [
  ['PR-6060-GR', 'פורצלן אפור מט', '60X60', 1.44, 9900],
  ['PR-12060-BE', 'פורצלן בז׳ דמוי אבן', '120X60', 1.44, 15900],
  ['WD-2012-OK', 'פורצלן דמוי עץ', '20X120', 1.2, 12900],
  ['CR-3060-WH', 'קרמיקה לבנה מבריקה לקיר', '30X60', 1.62, 6900],
  ['MS-3030-BL', 'פסיפס כחול לחדר רחצה', '30X30', 0.9, 21900],
  ['TR-8080-AN', 'פורצלן אנתרציט', '80X80', 1.28, 13900],
  ['DK-1515-TR', 'אריח דקורטיבי טרקוטה', '15X15', 0.5, 18900],
];
const CUSTOMERS = ['א.ג. בנייה ושיפוצים בע"מ', 'רום הצפון יזמות בע"מ', 'ק.מ. קבלנות גמר בע"מ', 'שפיר גליל בנייה בע"מ'];

/**
 * A tile importer in Hatzor HaGlilit crediting a building contractor for returned boxes, A4 (Hadasim CLM for the name,
 * Noto Serif Hebrew): the name centred, the company and "ח.פ." hyphenated in a thin line under it; two framed columns,
 * the customer (company with its ח.פ., the site) and "חשבונית מס זיכוי" with "מס' 8nnnnn", "תאריך" dd.mm.yyyy, the
 * credited invoice and its date, a return note number; catalogue number, tile, size, boxes, m², price a m² and the credit
 * with a minus; a handling fee of 10% added back; "סה"כ זיכוי לפני מע"מ", "מע"מ n%" and "סה"כ זיכוי" all negative;
 * Sunday to Thursday.
 */
export const heArichimCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(TILES, rng.int(1, 4)).map(([cat, name, size, box, p]) => {
      const boxes = rng.int(2, 24);
      const m2 = Math.round(boxes * box * 100) / 100;
      const price = Math.round((p * rise) / 100) * 100;
      return { cat, name, size, boxes, m2, price, sum: Math.round(m2 * price) };
    });
    const goods = total(lines.map((l) => l.sum));
    const fee = Math.round(goods / 10);
    const net = -(goods - fee);
    const rate = israeliRate(date);
    const vat = -vatOn(-net, rate);
    const gross = net + vat;
    const vendorName = 'א.ב. אריחים וחיפויים חצור בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(800000, 899999));
    const invDate = plus(date, -rng.int(10, 60));
    const minus = (c: number) => ltr(`-${amount(Math.abs(c))}`);
    const body = `<div class="nm">אריחים חצור</div><div class="sub">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה חצור הגלילית · ${ltr(`04-68${rng.digits(5)}`)}</div>
<div class="cols"><div class="fr"><div class="t">לכבוד</div><div>${rng.pick(CUSTOMERS)}</div><div>ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>אתר: ${rng.pick(['פרויקט הברושים, צפת', 'בניין ${n}, ראש פינה', 'שכונת הגבעה, כרמיאל', 'מגדלי הנחל, טבריה']).replace('${n}', String(rng.int(2, 9)))}</div></div>
<div class="fr"><div class="t">חשבונית מס זיכוי</div><div>מס' ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div>זיכוי לחשבונית ${ltr(String(rng.int(500000, 599999)))} מיום ${ltr(dt(invDate, 'dd.mm.yyyy'))}</div><div>תעודת החזרה ${ltr(`R${rng.digits(5)}`)}</div></div></div>
<table class="it"><thead><tr><th>מק"ט</th><th>תיאור</th><th>מידה</th><th>קרטונים</th><th>מ"ר</th><th>מחיר למ"ר</th><th>זיכוי</th></tr></thead><tbody>${lines
      .map(
        (l) =>
          `<tr><td>${ltr(l.cat)}</td><td>${l.name}</td><td>${ltr(l.size)}</td><td>${ltr(String(l.boxes))}</td><td>${ltr(l.m2.toFixed(2))}</td><td>${ltr(amount(l.price))}</td><td>${minus(l.sum)}</td></tr>`,
      )
      .join('')}
<tr><td></td><td>דמי טיפול בהחזרה ${ltr('10%')}</td><td></td><td></td><td></td><td></td><td>${ltr(amount(fee))}</td></tr></tbody></table>
<table class="tot"><tr><th>סה"כ זיכוי לפני מע"מ</th><td>${minus(net)}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${minus(vat)}</td></tr><tr class="g"><th>סה"כ זיכוי</th><td>${minus(gross)} ₪</td></tr></table>
<div class="n">הזיכוי יקוזז מהחשבון השוטף. סחורה שהוחזרה באריזתה המקורית בלבד.</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;padding:15mm}.nm{font-family:'Hadasim CLM';font-size:40px;text-align:center;font-weight:bold}.sub{text-align:center;border-top:1px solid #000;border-bottom:1px solid #000;padding:4px;margin:4px 0 14px;font-size:11px}
.cols{display:flex;gap:12px}.fr{flex:1;border:1.5px solid #444;padding:8px;line-height:1.7}.fr .t{font-weight:bold;font-size:16px}.it{width:100%;border-collapse:collapse;margin:16px 0}.it th{border:1px solid #444;background:#eee;padding:4px}.it td{border:1px solid #999;padding:4px}.it td:nth-child(n+4){text-align:end}
.tot{width:85mm;margin-inline-start:auto;border-collapse:collapse}.tot th{text-align:start;font-weight:normal;padding:4px}.tot td{text-align:end;padding:4px}.tot .g{border-top:3px double #000;font-weight:bold;font-size:15px}.n{margin-top:24px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
