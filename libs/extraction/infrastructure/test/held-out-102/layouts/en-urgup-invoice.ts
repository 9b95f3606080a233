import { htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { hhmm } from '../../generalisation/notation';
import { comma, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'en-urgup-invoice';

/** Turkish KDV: 18% until 9 July 2023, 20% from 10 July 2023. */
const kdvRate = (date: string) => (date >= '2023-07-10' ? 20 : 18);
/** Lira a euro, approximate, by year. */
const TRY: Record<number, number> = { 2022: 175000, 2023: 265000, 2024: 355000, 2025: 420000, 2026: 480000 };
/** A ten-digit Turkish tax number (VKN) with its check digit (the algorithm as remembered). */
function vkn(rng: Rng): string {
  const d = String(rng.int(1, 9)) + rng.digits(8);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const t = (Number(d[i]) + 9 - i) % 10;
    sum += t === 9 ? 9 : (t * 2 ** (9 - i)) % 9;
  }
  return d + String((10 - (sum % 10)) % 10);
}
/** Service, unit, euro cents a unit in 2022. */
const SERVICES: [string, string, number][] = [
  ['Coordination in the Göreme and Zelve valleys', 'day', 65000],
  ['Filming permit handling (ministry and municipality)', 'item', 120000],
  ['UAV crew with licensed pilot', 'day', 85000],
  ['Aerostat slot for aerial filming', 'slot', 190000],
  ['Facilitator', 'day', 28000],
  ['Minibus with driver, 14 seats', 'day', 22000],
  ['Tuff-carved quarters for costumes and styling', 'day', 15000],
  ['Crew refreshments', 'person-day', 2400],
  ['Luminaires 10 kW with gaffer', 'day', 70000],
];
const BUYERS: [string, string, string][] = [
  ['Nordlys Bildeproduksjon AS', 'Tollbugata 17, 0152 Oslo, Norway', 'NO 987 654 321 MVA'],
  ['Firth Pictures Ltd', '12 Pacific Quay, Glasgow G51 1DZ, United Kingdom', 'GB 284 5519 07'],
  ['Lumen Beeld B.V.', 'Witte de Withstraat 50, 3012 BR Rotterdam, Netherlands', 'NL 8531.72.406.B01'],
  ['Zefiro Produzioni S.r.l.', 'Corso Magenta 12, 20123 Milano, Italy', 'IT 07749810962'],
];
const ONES = ['', 'BİR', 'İKİ', 'ÜÇ', 'DÖRT', 'BEŞ', 'ALTI', 'YEDİ', 'SEKİZ', 'DOKUZ'];
const TENS = ['', 'ON', 'YİRMİ', 'OTUZ', 'KIRK', 'ELLİ', 'ALTMIŞ', 'YETMİŞ', 'SEKSEN', 'DOKSAN'];
/** A number below a million in Turkish words, written together as Turkish invoices do. */
function words(n: number): string {
  const hundreds = (x: number) => `${x >= 100 ? `${x >= 200 ? ONES[Math.floor(x / 100)] : ''}YÜZ` : ''}${TENS[Math.floor((x % 100) / 10)]}${ONES[x % 10]}`;
  const th = Math.floor(n / 1000);
  return `${th ? `${th > 1 ? hundreds(th) : ''}BİN` : ''}${hundreds(n % 1000)}` || 'SIFIR';
}

/**
 * A film-location service company at Ürgüp, Cappadocia, Türkiye, invoicing foreign productions shooting in Cappadocia
 * in euros, an e-Arşiv invoice with English beside the Turkish, A4 (C059 for the names and title, DejaVu Sans
 * Condensed): top left the seller "KIZILÇUKUR YAPIM HİZMETLERİ LTD. ŞTİ.", address, "☎", "Vergi Dairesi: Ürgüp", "VKN (Tax
 * no.)" ten digits and "MERSİS No" (a distractor); in the middle a drawn QR square and "e-Arşiv
 * Fatura"; top right a framed table of "Senaryo", "Fatura Tipi", "Fatura No / Invoice No"
 * (KZL, the year and nine digits), "Fatura Tarihi / Invoice date" dd-mm-yyyy and the time; "SAYIN / Bill to" a
 * production company abroad with its own VAT number (a distractor); "ETTN" (a distractor); lines with quantity, unit,
 * unit price, KDV rate, KDV amount and amount in Turkish notation ("1.234,56"); the totals ("Mal Hizmet Toplam Tutarı /
 * Subtotal", "Hesaplanan KDV (%n) / VAT", "Vergiler Dahil Toplam Tutar / Total incl. taxes",
 * "Ödenecek Tutar / Amount payable" EUR) – KDV 18% before 10 July 2023 and 20% from then; "YALNIZ" the sum in Turkish
 * words; the CBRT rate and lira equivalent "for information" (distractors); Monday to Saturday.
 */
export const enUrgupInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    let date = raw;
    if (weekdayOf(date) === 0) date = plus(date, date.slice(8) === '01' ? 1 : -1);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.06;
    const days = rng.int(2, 6);
    const crew = rng.int(8, 30);
    const lines = rng.some(SERVICES, rng.int(4, 7)).map(([name, unit, p]) => {
      const price = Math.round((p * rise) / 500) * 500;
      const q = unit === 'day' ? days : unit === 'person-day' ? crew * days : unit === 'slot' ? rng.int(1, 3) : 1;
      return { name, unit, price, q, sum: q * price };
    });
    const rate = kdvRate(date);
    const lineVat = lines.map((l) => vatOn(l.sum, rate));
    const net = total(lines.map((l) => l.sum));
    const vat = total(lineVat);
    const gross = net + vat;
    const vendorName = 'Kızılçukur Yapım Hizmetleri Ltd. Şti.';
    const taxNo = vkn(new Rng(seedOf(`h102~${vendorName}`)));
    const doc = `KZL${year}${String(rng.int(40, 960)).padStart(9, '0')}`;
    const [buyer, address, buyerVat] = rng.pick(BUYERS);
    const hex = (n: number) => [...Array(n)].map(() => '0123456789abcdef'[rng.int(0, 15)]).join('');
    const ettn = `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[rng.int(0, 3)]}${hex(3)}-${hex(12)}`;
    const fx = TRY[year] + rng.int(-4000, 4000);
    const tr = (c: number) => comma(c, '.');
    const finder = (x: number, y: number, x0: number, y0: number) => {
      const dx = x - x0;
      const dy = y - y0;
      return dx === 0 || dx === 6 || dy === 0 || dy === 6 || (dx >= 2 && dx <= 4 && dy >= 2 && dy <= 4);
    };
    const qr = [...Array(21 * 21)].map((_, i) => {
      const x = i % 21;
      const y = Math.floor(i / 21);
      const corner = x < 7 && y < 7 ? [0, 0] : x > 13 && y < 7 ? [14, 0] : x < 7 && y > 13 ? [0, 14] : null;
      const gap = (x === 7 && (y < 8 || y > 12)) || (y === 7 && (x < 8 || x > 12)) || (x === 13 && y < 8) || (y === 13 && x < 8);
      const on = corner ? finder(x, y, corner[0], corner[1]) : gap ? false : rng.chance(0.5);
      return `<i${on ? ' class="k"' : ''}></i>`;
    });
    const unitTr: Record<string, string> = { day: 'Gün / day', item: 'Adet / item', slot: 'Adet / item', 'person-day': 'Kişi-gün / person-day' };
    const rows = lines
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${l.name}</td><td>${l.q}</td><td>${unitTr[l.unit]}</td><td>${tr(l.price)} EUR</td><td>%${rate}</td><td>${tr(lineVat[i])} EUR</td><td>${tr(l.sum)} EUR</td></tr>`,
      )
      .join('');
    const body = `<div class="top"><div class="sel"><div class="nm">KIZILÇUKUR YAPIM HİZMETLERİ LTD. ŞTİ.</div><div>${vendorName}</div><div>Cumhuriyet Mahallesi, Kayseri Caddesi No: ${rng.int(3, 80)}, 50400 Ürgüp / Nevşehir</div><div>☎ +90 384 341 ${rng.digits(2)} ${rng.digits(2)}</div><div>Vergi Dairesi: Ürgüp</div><div>VKN (Tax no.): ${taxNo}</div><div>MERSİS No: 0${rng.digits(10)}00017</div></div>
<div class="mid"><div class="qr">${qr.join('')}</div><div class="ea">e-Arşiv Fatura</div></div>
<table class="hd"><tr><th>Özelleştirme No</th><td>TR1.2</td></tr><tr><th>Senaryo</th><td>EARSIVFATURA</td></tr><tr><th>Fatura Tipi</th><td>SATIS</td></tr><tr><th>Fatura No / Invoice No</th><td><b>${doc}</b></td></tr><tr><th>Fatura Tarihi / Invoice date</th><td><b>${date.slice(8)}-${date.slice(5, 7)}-${year}</b></td></tr><tr><th>Düzenleme Saati / Time</th><td>${hhmm(rng.int(8 * 60, 19 * 60))}</td></tr></table></div>
<div class="buy"><div class="lb">SAYIN / Bill to</div><b>${buyer}</b><br>${address}<br>VAT no.: ${buyerVat}</div><div class="ettn">ETTN: ${ettn}</div>
<table class="t"><thead><tr><th>Sıra No</th><th>Mal Hizmet / Description</th><th>Miktar / Qty</th><th>Birim / Unit</th><th>Birim Fiyat / Unit price</th><th>KDV Oranı</th><th>KDV Tutarı / VAT</th><th>Mal Hizmet Tutarı / Amount</th></tr></thead><tbody>${rows}</tbody></table>
<table class="tot"><tr><th>Mal Hizmet Toplam Tutarı / Subtotal</th><td>${tr(net)} EUR</td></tr><tr><th>Toplam İskonto / Discount</th><td>0,00 EUR</td></tr><tr><th>Hesaplanan KDV (%${rate}) / VAT</th><td>${tr(vat)} EUR</td></tr><tr><th>Vergiler Dahil Toplam Tutar / Total incl. taxes</th><td>${tr(gross)} EUR</td></tr><tr class="g"><th>Ödenecek Tutar / Amount payable</th><td>${tr(gross)} EUR</td></tr></table>
<div class="note">YALNIZ: ${words(Math.floor(gross / 100))} EURO ${words(gross % 100)} CENT</div>
<div class="note">For information only – CBRT rate (TCMB döviz kuru) 1 EUR = ${(fx / 10000).toFixed(4).replace('.', ',')} TRY; total ≈ ${tr(Math.round((gross * fx) / 10000))} TRY. Buyer established abroad: no lira amounts required on this invoice.</div>
<div class="note">Payment: EUR transfer to Ziraat Bankası Ürgüp branch, IBAN TR${rng.digits(2)} 0001 0${rng.digits(3)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}, within 30 days.</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-stretch:condensed;font-size:10.5px;padding:12mm 12mm}.top{display:flex;justify-content:space-between;gap:6mm}.sel{flex:1.3;line-height:1.5}.nm{font-family:'C059';font-size:14px;font-weight:bold}
.mid{text-align:center;flex:0.7}.qr{display:grid;grid-template-columns:repeat(21,1.3mm);width:27.3mm;margin:0 auto 4px;border:2mm solid #fff;outline:1px solid #ccc}.qr i{display:block;width:1.3mm;height:1.3mm}.qr .k{background:#000}.ea{font-family:'C059';font-size:15px;font-weight:bold}
.hd{border:1px solid #000;border-collapse:collapse;flex:1.2;align-self:flex-start}.hd th,.hd td{border:1px solid #000;padding:2px 4px;text-align:left}.hd th{font-weight:normal;background:#eee}
.buy{margin:10px 0 4px;border:1px solid #000;padding:5px 8px;width:90mm;line-height:1.5}.lb{font-weight:bold}.ettn{margin-bottom:8px}
.t{width:100%;border-collapse:collapse}.t th,.t td{border:1px solid #000;padding:3px 4px}.t th{background:#eee;font-size:9.5px}.t td:nth-child(n+3){text-align:right;white-space:nowrap}
.tot{margin:8px 0 0 auto;border-collapse:collapse}.tot th,.tot td{border:1px solid #000;padding:3px 6px}.tot th{text-align:right;font-weight:normal;background:#eee}.tot td{text-align:right;min-width:32mm}.tot .g th,.tot .g td{font-weight:bold;font-size:12px}
.note{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
