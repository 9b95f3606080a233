import { Decimal } from '@backoffice/shared/kernel';
import { Candidate, capped, decide, Finding, namesCreditNote, ParseContext, segments } from './candidates';
import { maskDates } from './dates';
import { CONFUSED_DIGITS } from './fuzzy-labels';
import { confidenceOf, isHebrew as hasHebrew, Line, spanOf, Word } from './layout-lines';
import { equivalentAt, moneyIn } from './money';
import { israeliVatRates } from './vat-rates';

/** What an amount's line says it is. */
export type AmountRole = 'total' | 'weak-total' | 'net' | 'exempt' | 'vat' | 'service' | 'tip' | 'payment' | 'balance' | 'carried' | 'discount' | 'info' | 'other';

/** "To pay" in the languages of receipts from abroad (Czech, German, French, Spanish and Portuguese, Italian, Dutch, Polish, Swedish, Croatian, Slovenian), and German's "total amount" (Gesamtbetrag, Rechnungsbetrag, Endbetrag) and an Italian till's (totale complessivo). */
const TO_PAY_ABROAD =
  /k\s*úhradě|zu\s*zahlen|gesamtbetrag|rechnungsbetrag|endbetrag|à\s*payer|a\s*pagar|da\s*pagare|te\s*betalen|do\s*zapłaty|att\s*betala|za\s*plaćanje|za\s*plačilo|totale\s*complessivo/;

/** A total's labels with "to pay" in those languages as well. */
function withAbroad(labels: RegExp): RegExp {
  return new RegExp(`${labels.source}|${TO_PAY_ABROAD.source}`, 'i');
}

/** A total that says it includes the tip ("סה"כ שולם כולל טיפ", "Total incl. tip"). */
const TOTAL_WITH_TIP = /(?:סה"?[כב]|total|סכום)[^\d]{0,15}(?:[כב]ולל|incl\.?|including|with)\s*(?:ה?טיפ|tips?\b|gratuity|ה?תשר)/i;

/** Checked in this order: the first that matches names the line. */
const ROLES: [AmountRole, RegExp][] = [
  ['carried', /(העברה\s*(?:ל|מ)|carried|brought\s*forward|\bb\/f\b|\bc\/f\b)/i],
  // A total that says it includes the tip ("סה"כ שולם כולל טיפ", "Total incl. tip", "Total with gratuity") is the amount paid, not the tip.
  ['total', TOTAL_WITH_TIP],
  ['tip', /(\btips?\b|gratuity|(?<![א-ת])ה?טיפ(?![א-ת])|(?<![א-ת])תשר(?![א-ת]))/i],
  // (A bill's previous payment, "תשלום קודם: 364.95 ₪ התקבל ב-15/03/2026", its "תשלום" not this bill's "לתשלום".)
  ['balance', /(balance(?!\s*due)|יתרה(?!\s*לתשלו[םס])|previous|קודמת|(?<![א-ת])קודם(?![א-ת]))/i],
  [
    'payment',
    /(מזומן|\bcash\b|אשראי|visa|master\s?card|amex|ויזה|מאסטרקארד|ישראכרט|\bcard\b|tend|change|עודף|payment\s*received|paid\s*(?:with|by)|cheque|צ'ק|(?<![A-Za-z\u00c0-\u024f])bit(?![A-Za-z\u00c0-\u024f])|(?<![א-ת])ב?ביט(?![א-ת])|(?<!(?:total|net|amount|sum)\s{0,3})credits?\b(?!\s*(?:note|memo))|deposit|down\s*payment|advance\s*payment|prepaid|already\s*paid|מקדמה|שולם\s*מראש)/i,
  ],
  ['discount', /(discount|(?<![א-ת])ה?הנח[הת](?![א-ת])|coupon|קופון)/i],
  ['other', /((?:vat|מע"?מ)\s*(?:reg|no\b|number|id)|company\s*no|ח\.?פ\.?\s*\d)/i],
  [
    'net',
    /(לפני|ללא\s*מע"?[מס]|(?<!(?:אינם|אינו|אינה|ו?לא)\s*)חייב(?:ים)?\s*במע"?[מס]|\btaxable\b|(?:vat\s*|tax\s*)?\bbase\b(?!\s*(?:fare|rate|price))|z[aá]klad|imponible|bemessungsgrundlage|subtotal|sub-total|sub\s+total|\bnet\b|\bht\b|hors\s*taxes?|before\s*(?:vat|tax|itbis|rounding)|pre-?tax|excl(?!uded\b)|סה"?[כב]\s*(?:מנות|שורות|חיובים|ביניים|פריטים)|סכום\s*ביניים|\bitems\b|current\s*charges)/i,
  ],
  // Sales exempt from VAT beside taxed ones: taxable + VAT + exempt = total. (Charges "not liable to VAT", "no VAT": a car park's fees collected for the
  // town beside the app's fee, an artist's resale right beside the premium.)
  // (And what the law leaves out of the taxable amount, Italy's "Escluso art. 15": costs paid on the client's behalf, a museum's entries re-charged at cost.)
  [
    'exempt',
    /(פטור(?:ים)?\s*ממע"?[מס]|(?:אינם|אינו|אינה|ו?לא)\s*חייב(?:ים)?\s*במע"?[מס]|\bno\s*vat\b|vat[-\s]?free|\bexempt\b|zero[-\s]?rated|non[-\s]?taxable|out\s*of\s*(?:the\s*)?scope|outside\s*(?:the\s*)?scope|not\s*subject\s*to\s*(?:vat|tax)|\bdisbursements?\b|\bexcluded\b|\besclus[aeio]\b|fuori\s*campo|non\s*imponibile|(?:paid|spent)\s*on\s*(?:your|the\s*client'?s)\s*behalf|סה"?[כב]\s*הוצאות)/i,
  ],
  // (Not "Total VAT included": the VAT's own total.)
  ['total', /((?:סה"?[כב]|total(?!\s*(?:vat|tax)\b)|סכום)[^\d]{0,12}(?:[כב]ולל|incl)|(?:[כב]ולל|incl)[^\d]{0,12}(?:סה"?[כב]|total))/i],
  ['service', /(דמי\s*שירות|שירות\s*(?:\d|מומלץ)|תוספת\s*שירות|service\s*(?:charge|\d)|^service\b|(?:recommended|suggested)\s*service)/i],
  [
    'vat',
    // (Hawaii's general excise tax, "Hawaii GET 4.712%", by its rate: "get" alone is an English word.)
    // ("Of which", a word the recogniser garbled, and a rate, "מתוכו n*un 18%": the VAT, its name illegible.)
    // (Panama's ITBMS, the Dominican Republic's ITBIS, Kosovo's TVSH and Jamaica's GCT, its general consumption tax, are VAT by their own names; so
    // are Samoa's VAGST, Palau's PGST (its goods and services tax, from 2023), Guam's BPT (its business privilege tax, added to a bill), Ceuta's and Melilla's IPSI, Bonaire's ABB by its rate ("ABB 6%": ABB alone is a company's name too), Curaçao's OB, its turnover tax, by its rate ("OB 9%", charged on a restaurant's service charge too; "ob" alone is a word), Peru's IGV, the Canary Islands' IGIC, Puerto Rico's IVU (its I perhaps recognised as "[", "1", "l", "|" or "T"), Honduras's
    // ISV, Antigua and Barbuda's ABST (its sales tax), Indonesia's PPN, Malaysia's SST and Japan's consumption tax; French Saint-Martin's TGCA, its general turnover tax, which it levies where
    // it has no VAT, likewise (its T perhaps recognised as "I", "l" or "1", its G as "6"); and Campione d'Italia's ILCCI, the local consumption tax the
    // Italian enclave levies at Swiss rates instead of Italy's VAT; Haiti's TCA, its turnover tax ("TCA 10%" on a Pétionville installer's dollar
    // invoice); and a French "taxe", Saint-Barthélemy's "Taxe de séjour 5 %" on the nights where the island
    // has no VAT.)
    /(מע"?[מס]|\bvat\b|(?<![A-Za-z\d])[til1][g6]ca\b|\btax(?:es)?\b|\btaxe\b|\btca\b|sales\s*tax|\btva\b|mwst|\bust\b|\biva\b|\b[ghpq]st\b|\bgct\b|\bvagst\b|\bpgst\b|\bbpt\b|\bipsi\b|\babb\s*\d{1,2}(?:[.,]\d+)?\s?%|\bob\s*\d{1,2}(?:[.,]\d+)?\s?%|\bigv\b|\bigic\b|\bivu\b|(?<![A-Za-z\d])[[1l|t]vu\b|\bisv\b|\babst\b|\bppn\b|\bsst\b|consumption\s*tax|\bdph\b|\bpdv\b|\bddv\b|\b[áa]fa\b|\bbtw\b|\bmoms\b|\bmva\b|\balv\b|\bkdv\b|\bitb[mi]s\b|\btvsh\b|\bilcci\b|φπα|\bget\s*\d+(?:\.\d+)?\s?%|general\s*excise|(?<![א-ת])מתוכו\s+\S+\s+\d{1,2}(?:\.\d+)?\s?%)/i,
  ],
  [
    'total',
    withAbroad(
      /(סה"?[כב]\s*לתשלו[םס]|לתשלו[םס]|סה"?[כב]\s*התקבל|סה"?[כב]\s*[הל]?זי[כב]וי|total\s*(?:due|to\s*pay|payable|amount|charges|charged)|amount\s*(?:due|payable|to\s*pay|paid|charged)|balance\s*due|grand\s*total|invoice\s*total|total\s*(?:of\s*(?:the\s*)?)?invoice|\bpaid\b|please\s*pay|\bto\s*pay\b|total\s*credit|credit\s*total|amount\s*(?:to\s*be\s*)?credited|סכום\s*ה?זי[כב]וי|סה"?[כב]\s*(?:ש?שולם|חויב)|סכום\s*(?:ה?תקבול|ש?שולם|שהתקבל|ששולם))/i,
    ),
  ],
  // (And "סכום", the sum, alone before an amount, a fuel till's "סכום ₪161.42": the amount paid, weakly.)
  ['weak-total', /(סה"?[כב]|סהכ|\btotals?\b|\bsum\b|הסך|(?<![א-ת])סך(?![א-ת])|\bamount\b|^\s*סכום[\s:₪]*$)/i],
];

/** A charge to the card or a sum paid ("סה"כ חויב", "לחיוב בכרטיס", "Total charged", "Card total", "TOTAL PAID"), not a total to pay. */
function cardCharge(line: string): boolean {
  return CHARGED.test(line) && !STRONG_TOTAL.test(line);
}
const CHARGED =
  /(?<![א-ת])(?:ש?חויב|לחיוב|חיוב|ש?שולם)(?![א-ת])|(?<![א-ת])(?:ב|ל)(?:כרטיס|אשראי)(?![א-ת])|\bcharged\b|\bdebited\b|débité|\bcard\s*total\b|\btotal\s*paid\b|\bamount\s*paid\b/i;

/** A tax's own word on a line ("sales tax", "VAT", "מע"מ"). */
const TAX_WORD = /(מע"?[מס]|\bvat\b|\btax\b|\bgst\b|\bhst\b)/i;

/** A deduction from the total before the balance to pay: an advance, a payment on account, a deposit, earlier payments. */
const DEDUCTION = /(בניכוי|(?<![א-ת])ניכוי|על\s*חשבון|מקדמה|שולם\s*מראש|advance|on\s*account|deposit|prepaid|already\s*paid|payments?\s*received|less\s*paid)/i;

/** A tip the page says is not part of the invoice (left on the card beside it). */
// (On a tip's own line, "not included" alone says the same: "טיפ 15% (לא כלול) / Gratuity (not incl.)".)
// (Its middle word perhaps recognised as Latin noise, "הטיפ אינו PIN מהחשבונית".)
const OUTSIDE_INVOICE =
  /((?:אינו|אינה|לא)\s*(?:חלק|כלול(?:ה)?|\S{2,5})\s*(?:מ|ב)ה?חשבו(?:נית|ן)|not\s*(?:part\s*of|included\s*in)\s*(?:the|this)?\s*(?:invoice|bill)|(?<![א-ת])(?:אינו|אינה|לא)\s*כלול(?:ה)?(?![א-ת])|\bnot\s*incl(?:uded|\.|\b))/i;

/** A line of dashes alone, where a bill is torn off ("- - - - - - - -", "----------", "✂ - - -", "- - - ✂ - - -"). */
const CUT_LINE = /^\s*(?:✂\s*)?(?=(?:[^-–—_=]*[-–—_=]){8})[-–—_=\s]*(?:✂[-–—_=\s]*)?$/;
/** A row of suggested tips, each rate with its amount ("Gratuity guide: 15% 31.32 · 18% 37.58 · 20% 41.76", "טיפ מומלץ 10% 20.00 12% 24.00"). */
const TIP_GUIDE = /^(?=.*(?:\bguide\b|\bsuggest|gratuity|\btips?\b|טיפ|מומלץ))(?:.*?\d{1,2}(?:[.,]\d+)?\s?%\s*[-·|:]?\s*\$?\d+[.,]\d{2}){2}/i;

/** The card's charge on a bill ("סה"כ לחיוב בכרטיס", "סה"כ חיוב" on the card's voucher, "סה"כ חויב בכרטיס", "Charged to card"). */
const CARD_CHARGE = /(?<![א-ת])לחיוב\s*(?:ב)?כרטיס|חיוב\s*(?:ב)?כרטיס|(?<![א-ת])חויב\s*(?:ב)?כרטיס|סה"?כ\s*(?:ל)?חיוב(?![א-ת])|charged\s*to\s*(?:the\s*)?card|card\s*charge/i;

/** A total's label whose second word the recogniser read as Latin letters, its amount after it ("סה"כ arn 1,364.36"). */
const TOTAL_WORD_GARBLED = /^\s*סה["״'׳]?[כב]\s+[A-Za-z]{2,5}\s+[-₪$]?\s?\d[\d,]*[.,]\d{2}\b/;

/** A tax's name and the rate it states right after it: "IVA 10%", "VAT 20%", "מע"מ 18%", "VAT @ 20%". */
const STATED_RATE = /(?:\biva\b|\bvat\b|\bitbis\b|\bob\b|מע"?מ|\btax\b)\s*(?:@\s*)?(\d{1,2}(?:[.,]\d{1,2})?)\s?%/gi;

/** The rates a line's tax names state ("VAT 20%", "IVA 10,5%"), as numbers. */
function statedRatesIn(text: string): number[] {
  return [...text.matchAll(STATED_RATE)].map((m) => Number(m[1].replace(',', '.')));
}

/** A line that says the VAT is in the total: "כולל מע"מ 17%", "מתוכו מע"מ", "incl. VAT 20%", "VAT included". */
const VAT_INCLUDED = /(?:(?<![א-ת])(?:כולל|מתוכו|מזה)|\bincl(?:\.|uded|uding)?)\s*(?:מע"?מ|\bvat\b)|(?:מע"?מ|\bvat\b)\s*(?:(?<![א-ת])כלול|\bincl(?:\.|uded)?)/i;

/** A line that sums the page's taxes: "Total VAT", "Total taxes", "סה"כ מע"מ". */
const TOTAL_VAT = /(total\s*(?:vat|tax(?:es)?)|(?:vat|tax)\s*total|סה"?[כב]\s*מע"?מ)/i;
/** A total of the VAT and the levies beside it: "Total VAT & levies", "Total taxes and levies". */
const TAX_AND_LEVIES = /\btotal\s*(?:vat|tax(?:es)?)\s*(?:&|and|\+)\s*levies\b/i;
/**
 * A folio's summary of the taxes its rows charged night by night, the tax named in words of its own: "Includes NH Meals & Rooms Tax $88.95" (read as
 * a total's "including tax" line, and taken for the tax only when the page's tax rows add up to it).
 */
const INCLUDED_TAXES = /\b(?:includes|including|incl\.)\s+(?:[^\d\s]+\s+){1,5}tax(?:es)?\b/i;

const STRONG_TOTAL = withAbroad(/(סה"?[כב]\s*לתשלו[םס]|total\s*(?:due|to\s*pay|payable)|amount\s*(?:due|payable|to\s*pay))/i);

export function roleOf(line: string): AmountRole {
  // A row of percentages with amounts is a tip guide or a rate table, never the total (one rate named twice, in a label and its translation, is not).
  if (new Set((line.match(/\d+(?:[.,]\d+)?\s?%/g) ?? []).map((p) => p.replace(/\s/g, ''))).size >= 2 && !/(מע"?מ|vat|tax)/i.test(line)) return 'tip';
  for (const [role, re] of ROLES) {
    if (!re.test(line)) continue;
    // "Including VAT" with no rate, its "total" word illegible, is the gross amount (but "Total VAT included", in Latin letters, is the VAT's total).
    // (Not one that says "of which", "di cui ILCCI / tax incl. 3,48": the tax contained in the total.)
    if (role === 'vat' && /([כב]ולל|incl)/i.test(line) && !/%/.test(line) && !/\btotal\s*(?:vat|tax)\b/i.test(line) && !/\b(?:di\s+cui|of\s+which)\b/i.test(line))
      return 'weak-total';
    // A total to pay with the VAT named in parentheses ("סה"כ לתשלום (כולל מע"מ)", its כולל illegible) is the total.
    if (role === 'vat' && STRONG_TOTAL.test(line) && /\(\s*(?:[^)]*\s)?(?:מע"?[מס]|vat)/i.test(line) && !/%/.test(line)) return 'total';
    return role;
  }
  return 'other';
}

interface Amount {
  value: Decimal;
  role: AmountRole;
  line: Line;
  conf: number;
  /** A rate the line states ("VAT 18%"). */
  rate?: number;
  /** The rate of a VAT label right before the amount ("includes VAT 17%: ₪8.02"). */
  statedVat?: number;
  /** Right after a number of one to three digits and a space: perhaps its thousands ("3 256.40"), perhaps a quantity. */
  spaced?: boolean;
  /** Right after "includes VAT of", with no rate of its own and no total named before it ("includes VAT of £78.58"). */
  includedVat?: boolean;
  /** Where it stands across the page. */
  x0: number;
  x1: number;
}

/** A currency's code or sign written as a word beside an amount ("354,42 Kč", "91,25 EUR", "100 ש"ח"). */
const CURRENCY_NAMES = 'kč|czk|eur|usd|gbp|chf|nis|ils|zł|pln|ft|huf|kr|sek|nok|dkk|lei|ron|лв|bgn';
const CURRENCY_WORD = new RegExp(`^(?:${CURRENCY_NAMES}|ש"ח)\\.?$`, 'i');
/** Every such word in a stretch of text. */
const CURRENCY_WORDS = new RegExp(`(?<!\\p{L})(?:${CURRENCY_NAMES})(?!\\p{L})|ש"ח`, 'giu');

/** A correcting invoice's row as the corrected invoice stood or as it stands after the correction (not the difference, the document's own). */
const SUPERSEDED = /^\s*(?:as\s+(?:originally\s+)?(?:invoiced|corrected|amended)|(?:before|after)\s+(?:the\s+)?correction|originally\s+invoiced|przed\s+korekt|po\s+korek)/i;

/** A payment's line: what was paid, perhaps written as a deduction from what is due. */
const PAID_LINE = /(\bpaid\b|(?<![א-ת])ש?שולם(?![א-ת])|(?<![א-ת])התקבל(?![א-ת]))/i;

/** A total's label that says it is a credit (not "charged to a credit card"). */
const CREDIT_TOTAL = /(סה"?[כב]\s*[הל]?זי[כב]וי|סכום\s*ה?זי[כב]וי|total\s*credit|credit\s*total|amount\s*credited|\bcredited\b)/i;
/** A folio's column of charges summed ("Total Charges $1,150.40"): the credits column's sum beside it is what paid them, not a credit. */
const CHARGES_TOTAL = /\btotal\s*charges\b/i;
/** Beside a credit note's own names, "זיכוי מס" (a tax credit) makes the amounts a credit. */
const TAX_CREDIT = /זיכוי\s*מס/;

/** Every amount with cents, with its line's role; a line's label is its text less its numbers. */
export function amountsOf(ctx: ParseContext): Amount[] {
  const out: Amount[] = [];
  for (const line of ctx.lines) {
    const masked = maskDates(line.text);
    const label = (text: string) => text.replace(/\d[\d.,]*(?!\s?%)/g, (n) => (/%/.test(n) ? n : ' '));
    const role = roleOf(label(masked));
    const rate = RATE.exec(masked);
    const money = moneyIn(masked, role === 'total' || role === 'weak-total' || role === 'vat' || role === 'net');
    // A row of figures: several amounts with nothing written between them ("Total 986.69 196.84 1,183.53").
    const cents = money.filter((m) => m.cents);
    // (A currency written after each amount, "2 581,58 Kč 354,42 Kč", is no label between them.)
    const figures = cents.length > 1 && !/\p{L}{2}/u.test(masked.slice(cents[0].end, cents[cents.length - 1].start).replace(CURRENCY_WORDS, ' '));
    money.forEach((m) => {
      if (!m.cents) return;
      // Two labelled amounts on one row ("VAT 18% 14.64   Service 10% 9.60"): each amount is named by the words just before it.
      // (Numbers without cents between them, a quantity or a misread word, do not part the labels.)
      const previous = cents.filter((c) => c.end <= m.start).pop();
      const own = cents.length > 1 ? ownLabel(masked.slice(previous?.end ?? 0, m.start), hasHebrew(masked)) : undefined;
      const ownRate = own && RATE.exec(own.text);
      // An amount written inside "including … VAT" ("(כולל 1,737.69 ₪ מע"מ)", "incl. 14.64 VAT") is the VAT itself.
      const inclusive = INCLUDED_BEFORE.test(masked.slice(0, m.start)) && INCLUDED_AFTER.test(masked.slice(m.end));
      // No label of its own on the row, or one label for several amounts: the column's header over it names it (Net | VAT | Gross).
      // The label before a row's first amount names the row ("Total 986.69 196.84 1,183.53"), and the header each column.
      // A line of several cells (a VAT analysis beside the totals): an amount's own cell, or the label cell right before it, names it ("… | Total VAT | 133,02");
      // with neither, the line's label may be another column's ("13% | 935,40 | 121,60 | Grand total | 1.221,00"), so the header over it is asked too.
      const cells = !own && !inclusive ? segments(line) : [];
      const cellLabel = cells.length >= 3 ? labelOfCell(masked, cells, m.start) : undefined;
      const elsewhere = cells.length >= 3 && cellLabel === undefined && !labelledCellBefore(masked, cells, m.start);
      const header =
        (!own || previous === undefined) && !inclusive && cellLabel === undefined && (role === 'other' || figures || elsewhere)
          ? headerOver(ctx.lines, line, m.start, m.end)
          : undefined;
      // A value alone on its line under a label alone on the line above, at the other edge of a narrow slip ("סה"כ לתשלום / Total" right, "512.45 ₪" left under it).
      const above = !header && role === 'other' && cents.length === 1 && !/\p{L}{2}/u.test(masked.replace(CURRENCY_WORDS, ' ')) ? labelLineAbove(ctx.lines, line) : undefined;
      const headerRate = header && RATE.exec(header.text);
      const aboveRate = above && RATE.exec(above.text);
      // An amount given for information (another currency's equivalent, "For information: USD 643.76") is not the document's.
      // (So are a correcting invoice's rows as the invoice stood before the correction and as it stands after it, "As invoiced (przed korektą) 8 245,00
      // 1 896,35 10 141,35" over "As corrected …": the document's amounts are the difference, credited or charged.)
      const info = equivalentAt(masked.slice(0, m.start)) !== undefined || SUPERSEDED.test(masked.slice(0, m.start));
      // "… includes VAT 17%: ₪8.02": the amount right after a VAT label with its rate is the VAT, whatever else the line says (kept as such only when it is the rate's share of another amount).
      const ownVat = STATED_VAT_BEFORE.exec(masked.slice(previousEnd(money, m), m.start));
      // The amount in parentheses right after "including VAT" ("המחיר כולל מע"מ (108.54)"): the VAT, an aside, not an amount written negative.
      const asideVat = INCLUDED_VAT_NAMED.test(masked.slice(previousEnd(money, m), m.start)) && /^\(\s*[\d₪$€£]/.test(masked.slice(m.start));
      out.push({
        value: asideVat ? abs(m.value) : m.value,
        role: info ? 'info' : inclusive ? 'vat' : (header?.role ?? above?.role ?? own?.role ?? cellLabel ?? role),
        // (Or the line's one amount with "VAT incl." after it and nothing before it, "2.62 VAT INCL." under "מע"מ 17% כלול" on a bilingual slip.)
        includedVat:
          ((INCLUDED_VAT_BEFORE.test(masked.slice(previousEnd(money, m), m.start)) || asideVat) && !/(סה"?[כב]|total|סכום)/i.test(masked.slice(0, m.start))) ||
          (cents.length === 1 && !/\p{L}/u.test(masked.slice(0, m.start).replace(CURRENCY_WORDS, ' ')) && VAT_INCLUDED_AFTER.test(masked.slice(m.end))),
        statedVat: ownVat ? percent(ownVat[1]) : undefined,
        // "3 256.40": thousands grouped by a space (French, Nordic, a Swiss payment slip) or a quantity before a price; which one the rules cannot tell.
        spaced: m.spaced === true || (/(?<![\d.,])\d{1,3} $/.test(masked.slice(0, m.start)) && /^[₪$€£]?\s?\d{3}[.,]/.test(masked.slice(m.start))),
        line,
        ...spanOf(line, m.start, m.end),
        conf: ctx.ocr ? confidenceOf(line, m.start, m.end) : 1,
        rate:
          header && headerRate
            ? percent(headerRate[1])
            : above && aboveRate
              ? percent(aboveRate[1])
              : own && !header
                ? ownRate
                  ? percent(ownRate[1])
                  : undefined
                : rate
                  ? percent(rate[1])
                  : undefined,
      });
    });
  }
  // A VAT analysis row whose header was illegible ("Standard 20% 402.08 80.42 482.50"): three amounts after a rate where the
  // first and second add up to the third and the second is the rate's share of the first are net, VAT and gross, whatever the labels say.
  const byLine = new Map<number, Amount[]>();
  for (const a of out) byLine.set(a.line.index, [...(byLine.get(a.line.index) ?? []), a]);
  for (const row of byLine.values()) {
    const rate = row[0].rate;
    if (row.length < 3 || rate === undefined || row.some((a) => a.role !== 'other' && a.role !== 'net' && a.role !== 'weak-total')) continue;
    for (const order of [row, [...row].reverse()]) {
      for (let i = 0; i + 2 < order.length; i++) {
        const [net, vat, gross] = order.slice(i, i + 3);
        if (net.value.plus(vat.value).compare(gross.value) !== 0 || !fits(vat.value, net.value, rate)) continue;
        Object.assign(net, { role: 'net' });
        Object.assign(vat, { role: 'vat', rate });
        Object.assign(gross, { role: 'weak-total' });
      }
    }
  }
  // A tax line with its rate that prints the taxable amount and then the tax ("Idaho sales tax (6%) on taxable items (T) $142.50 $8.55"): the
  // second, the rate's share of the first, is the tax, whatever "taxable" made of the line.
  for (const row of byLine.values()) {
    const [base, tax] = row;
    if (row.length !== 2 || base.rate === undefined || !TAX_WORD.test(base.line.text) || row.some((a) => a.role !== 'net' && a.role !== 'other')) continue;
    if (ofNet(abs(tax.value), abs(base.value), base.rate)) {
      Object.assign(base, { role: 'net' });
      Object.assign(tax, { role: 'vat' });
    }
  }
  // A VAT analysis row of a rate, the net under its header and one more amount under a header the recogniser garbled ("ΦΠΑ / VAT | Net | ΦΠΑ" read
  // "VAT Net ona" over "24% 403,63 96,87"): that amount, the rate's share of the net and with it a total of the page to the cent, is the VAT.
  for (const row of byLine.values()) {
    const net = row.find((a) => a.role === 'net');
    const tax = row.find((a) => a.role === 'other');
    if (row.length !== 2 || !net || !tax || net.rate === undefined || !ofNet(abs(tax.value), abs(net.value), net.rate)) continue;
    const gross = net.value.plus(tax.value);
    if (out.some((o) => (o.role === 'total' || o.role === 'weak-total') && o.value.compare(gross) === 0)) Object.assign(tax, { role: 'vat', rate: net.rate });
  }
  // A VAT label with its rate right before an amount on a total line ("Ride total includes VAT 17%: ₪8.02"): the VAT, when it is that share of another amount.
  for (const a of out) {
    if (a.statedVat === undefined || a.role === 'vat' || a.role === 'info') continue;
    const rate = a.statedVat;
    // (Of a total the recogniser read with its ₪ as a leading digit, "1326.10" for ₪326.10, as well.)
    const readings = (o: Amount) => [abs(o.value), ...(ctx.ocr && (o.role === 'total' || o.role === 'weak-total') ? withoutLeadingDigits(abs(o.value)) : [])];
    if (out.some((o) => o !== a && readings(o).some((v) => fits(abs(a.value), v, rate)))) Object.assign(a, { role: 'vat', rate });
  }
  // "סה"כ חיובים 3,234.00" over "מתוכו מע"מ 493.32 / 18%" ("Total charges" over "of which VAT"): the VAT included in the amount above makes that amount the gross, the total, not a net.
  // (Its final ם may be recognised as a ס, "מתוכס מע"מ".)
  for (const a of out) {
    if (a.role !== 'vat' || a.rate === undefined || !/(מתוכו|מתוכ[םס](?![א-ת])|(?<![א-ת])מזה|of\s+which|thereof|\bincl(?:\.|uded|uding)?)/i.test(a.line.text)) continue;
    const above = out.filter((o) => o.line.index === a.line.index - 1);
    const [gross] = above;
    // (Only a total's label, "Total charges", "סה"כ חיובים": a subtotal that a service charge is added to stays a subtotal.)
    // (Or an amount whose label the recogniser garbled, "3"ND לתעולום 451.00" over "מתוכו מע"מ (17%) 65.53", on a recognised page.)
    const subtotal = /(sub-?\s*total|ביניים|לפני|before|excl|\bnet\b)/i;
    const totalLabel = above.length === 1 && /(סה"?[כב]|\btotal\b)/i.test(gross.line.text) && !subtotal.test(gross.line.text);
    const garbled = above.length === 1 && ctx.ocr && gross.role === 'other' && !subtotal.test(gross.line.text);
    if (((totalLabel && gross.role === 'net') || garbled) && fits(abs(a.value), abs(gross.value), a.rate) && !ofNet(abs(a.value), abs(gross.value), a.rate))
      Object.assign(gross, { role: 'total' });
  }
  // A total line that names the tip, its "including" illegible ("סה"כ 7719 טיפ 352.00" for "סה"כ כולל טיפ"), whose amount is a total above plus the tip: the total paid with the tip.
  for (const a of out) {
    if (a.role !== 'tip' || !/(סה"?[כב]|\btotal\b)/i.test(a.line.text)) continue;
    const totals = out.filter((o) => (o.role === 'total' || o.role === 'weak-total') && o.line.index < a.line.index);
    const tips = out.filter((o) => o.role === 'tip' && o !== a && o.line !== a.line);
    if (totals.some((t) => tips.some((tip) => abs(t.value).plus(abs(tip.value)).compare(abs(a.value)) === 0))) Object.assign(a, { role: 'total' });
  }
  // "… includes VAT of £78.58": the amount an including-VAT phrase names with no rate is the VAT, when it is the share of another amount at a rate the page states (a VAT column's 20%) or, in shekels, at the Israeli rate.
  const named = out.filter((a) => a.includedVat && a.role !== 'vat' && a.role !== 'info');
  const pageRates =
    named.length === 0
      ? []
      : [...new Set(ctx.lines.flatMap((l) => [...maskDates(l.text).matchAll(new RegExp(RATE.source, 'g'))].map((m) => percent(m[1]))))].filter((r) => r >= 5 && r <= 27);
  // (No total's amount legible at all, "סה"כ לתשלום" over "0 TOTAL", the shekel sign and amount lost: the share of the items' amounts right over it summed,
  // "11.00 First hour" and "12.00 Each further hour", at the page's rate, the items being then summed to the total.)
  const totalLost = !out.some((o) => o.role === 'total' || (o.role === 'weak-total' && !o.includedVat));
  const itemSums = totalLost && named.length > 0 ? itemsOverLostTotals(out, ctx.lines) : [];
  for (const a of named) {
    const rate = pageRates.find(
      (r) =>
        out.some((o) => o !== a && (o.role === 'total' || o.role === 'weak-total') && fits(abs(a.value), abs(o.value), r)) || itemSums.some((sum) => fits(abs(a.value), sum, r)),
    );
    // (Items at several rates, 20% and 0%, fit no one rate: the phrase still names the VAT, less surely.)
    const smaller = out.some((o) => o !== a && (o.role === 'total' || o.role === 'weak-total') && abs(o.value).gt(abs(a.value)));
    if (rate !== undefined || smaller) Object.assign(a, { role: 'vat', rate });
  }
  return out;
}

/** The sums, growing upwards, of the items right over each total line whose amount is illegible: one amount a line, a line or two without any passed over. */
function itemsOverLostTotals(amounts: Amount[], lines: Line[]): Decimal[] {
  const sums: Decimal[] = [];
  for (const line of lines.filter((l) => lostTotal(l) !== undefined)) {
    let sum = Decimal.ZERO;
    for (let i = line.index - 1, passed = 0, items = 0; i >= 0 && items < 8; i--) {
      const on = amounts.filter((a) => a.line.index === i);
      if (on.length === 0 && passed++ < 2) continue;
      if (on.length !== 1 || on[0].role !== 'other' || on[0].value.isNegative()) break;
      sum = sum.plus(on[0].value);
      items++;
      sums.push(sum);
    }
  }
  return sums;
}

/** A VAT named at 0%, "VAT 0% (zero-rated export)", "מע"מ 0% (ייצוא)". */
const ZERO_RATED_VAT = /(?:\bvat\b|מע"?מ)\s*(?:@\s*)?0(?:[.,]0+)?\s?%/i;

/** "includes VAT of", "incl. VAT:", "כולל מע"מ בסך", "of which VAT", "davon MwSt.", ending right before an amount, with no rate. */
const INCLUDED_VAT_BEFORE =
  /(?:(?:[כב]ולל|incl\.?|including|includes)\s*(?:מע"?[מס]|\bvat\b|\btax\b)\s*(?:of|בסך|בסכום|[:=])|(?:\bof\s+which|\bthereof|\bwhereof|\bdavon|\bdont|מזה|מתוכו|מתוכ[םס])\s*(?:מע"?[מס]|\bvat\b|\btax\b|mwst\.?|\btva\b|\biva\b)\s*[:=]?)\s*(?:[₪$€£]|\bnis\b|\bils\b|ש"ח)?\s*$/i;

/** "VAT incl." and nothing else after an amount: the VAT an amount before it contains. */
const VAT_INCLUDED_AFTER = /^\s*(?:[₪$€£]|ש"ח)?\s*(?:\bvat\b|\btax\b)\s*(?:incl\.?|included)\s*$/i;

/** "including VAT" ending right before an amount, with no connecting word: the amount is the VAT only in parentheses. */
const INCLUDED_VAT_NAMED = /(?:[כב]ולל|incl\.?|including|includes)\s*(?:מע"?[מס]|\bvat\b)\s*$/i;

/**
 * The role the label of an amount's own cell gives it, on a line of several cells, or the label of
 * the cell right before it when that cell holds a label and no amount; undefined when neither names it.
 */
function labelOfCell(masked: string, cells: { start: number; end: number }[], at: number): AmountRole | undefined {
  const i = cellAt(cells, at);
  if (i < 0) return undefined;
  const roleIn = (text: string) => {
    if ((text.match(/\p{L}/gu) ?? []).length < 2) return undefined;
    const role = roleOf(text.replace(/\d[\d.,]*(?!\s?%)/g, ' '));
    return role === 'other' ? undefined : role;
  };
  const own = masked.slice(cells[i].start, at);
  const before = i > 0 ? masked.slice(cells[i - 1].start, cells[i - 1].end) : '';
  const role = /\p{L}{2}/u.test(own) ? roleIn(own) : /\d[.,]\d{2}(?!\d)/.test(before) ? undefined : roleIn(before);
  // (Only a label that names an amount plainly: "Total VAT", "Net", "Exempt", a cell of its own saying "TOTAL EUR" beside a VAT analysis's header the
  // line ran into; an "including VAT" aside is the line's to read.)
  if (role === 'weak-total') {
    const named = /\p{L}{2}/u.test(own) ? own : before;
    return TOTAL_WORD.test(named) && !/([כב]ולל|incl)/i.test(named) ? role : undefined;
  }
  return role === 'vat' || role === 'net' || role === 'total' || role === 'exempt' ? role : undefined;
}

/** A total's word opening a cell ("TOTAL EUR", "סה"כ"). */
const TOTAL_WORD = /^\s*(?:סה"?[כב]|total\b)/i;

/** The index of the cell the offset is in, or -1. */
function cellAt(cells: { start: number; end: number }[], at: number): number {
  return cells.findIndex((c) => c.start <= at && at < c.end);
}

/** Whether the amount's own cell, or the cell right before it, holds words (a label), rather than the amount standing in a row of figures. */
function labelledCellBefore(masked: string, cells: { start: number; end: number }[], at: number): boolean {
  const i = cellAt(cells, at);
  if (i < 0) return true;
  if (/\p{L}{2}/u.test(masked.slice(cells[i].start, at))) return true;
  return i > 0 && /\p{L}{2}/u.test(masked.slice(cells[i - 1].start, cells[i - 1].end));
}

/**
 * A VAT label with its stated rate, ending right before an amount ("VAT 17%:", "מע"מ 18% ₪", "כולל מע"מ 17% של ₪", "VAT 20% of"; the label's colon
 * perhaps before the rate, "הסכום כולל מע"מ :18% 189.15", where a right-to-left line's colon was given beside the number).
 */
const STATED_VAT_BEFORE =
  /(?:(?<![א-ת])מע"?[מס]|\bvat\b|\btax\b)\s*:?\s*\(?\s*(\d{1,2}(?:[.,]\d{1,4})?)\s?%\s*\)?\s*(?:[:=]|(?<![א-ת])של(?![א-ת])|\bof\b)?\s*(?:[₪$€£]|\bnis\b|\bils\b|ש"ח)?\s*$/i;

/** Where the amount before this one ends (0 for the first). */
function previousEnd(money: { start: number; end: number }[], m: { start: number }): number {
  return money.filter((o) => o.end <= m.start).pop()?.end ?? 0;
}

/**
 * A rate as printed, its decimals after a point or a comma ("8.875%", "5,5%"), four of them at most ("NM GROSS RECEIPTS TAX 8.1875%": not its last
 * digits alone, "75%").
 */
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,4})?)\s?%/;
/** A rate's number from its digits as printed. */
function percent(digits: string): number {
  return Number(digits.replace(',', '.'));
}
const INCLUDED_BEFORE = /(?:[כב]ולל|incl\.?|including|includes|of\s+which)\s*[₪$€£]?\s*$/i;
const INCLUDED_AFTER = /^\s*[₪$€£]?\s*(?:ש"ח\s*)?(?:מע"?[מס]|vat\b)/i;

const ITEMS_HEADER = /(\bqty\b|quantity|description|\bitem\b|unit\s*price|(?<![א-ת])(?:כמות|תיאור|פריט|מחיר\s*ליח|מק"ט)(?![א-ת]))/i;

/** Roles a column's header may give the amounts under it; a bare "Total" or "Amount" heads every item table, so only beside a VAT or net column. */
const HEADER_ROLES = new Set<AmountRole>(['total', 'vat', 'net', 'payment', 'tip', 'service', 'discount', 'balance']);

/**
 * The header of the column an amount sits in: the cell of a line above (at most three, past rows
 * of amounts in the same column) that is over the amount, when it names a role. A header row of
 * totals ("Net | VAT | Gross", "סה"כ טיפולים | מע"מ | סה"כ שולם") names each amount under it.
 */
function headerOver(lines: Line[], line: Line, start: number, end: number): { role: AmountRole; text: string } | undefined {
  const span = spanOf(line, start, end);
  const widen = line.height * 0.5;
  let below = line;
  for (const prev of lines.slice(Math.max(0, line.index - 3), line.index).reverse()) {
    if (below.y0 - prev.y1 > 3 * Math.max(below.height, prev.height)) return undefined;
    below = prev;
    const over = prev.words.filter((w) => w.x1 > span.x0 - widen && w.x0 < span.x1 + widen);
    // Nothing there, or what the recogniser made of a rule or a shaded band (words it all but guessed): look further up.
    if (over.length === 0 || over.every((w) => w.conf < 0.3)) continue;
    // A row of amounts (or of other values) in the same column: look further up.
    if (over.every((w) => /\d/.test(w.text) || /^[₪$€£%()|-]+$/.test(w.text) || CURRENCY_WORD.test(w.text))) continue;
    // An items table's header (description, quantity, price…) names line items, not totals.
    if (ITEMS_HEADER.test(prev.text)) return undefined;
    const cells = segments(prev);
    const mid = (span.x0 + span.x1) / 2;
    const cell = cells
      .map((c) => ({ c, box: spanOf(prev, c.start, c.end) }))
      .filter(({ box }) => box.x1 > span.x0 - widen && box.x0 < span.x1 + widen)
      .sort((a, b) => Math.abs((a.box.x0 + a.box.x1) / 2 - mid) - Math.abs((b.box.x0 + b.box.x1) / 2 - mid))[0];
    if (!cell) return undefined;
    // (A header cell over two or more amounts of the row is several columns' headers set too close to part as cells, "BTW / VAT  Excl. BTW / Base
    // BTW / VAT" over "6%  1.023,58  61,42": each amount's header is the group of the cell's words over it, the groups parted where a space would not.)
    const text = ownHeaderWords(prev, cell.c, cell.box, line, span) ?? cell.c.text;
    // (A column headed "Netto", the net in Dutch, German or Italian, "BTW | Netto | BTW | Bruto" over a VAT analysis's rows, as "Net" is.)
    const role = /^\s*netto\s*$/i.test(text) ? 'net' : roleOf(text.replace(/\d[\d.,]*(?![\d.,]*\s?%)/g, ' '));
    if (HEADER_ROLES.has(role)) return { role, text };
    // "Gross" or a plain total beside a VAT or net column: the totals' row
    const siblings = cells.map((c) => roleOf(c.text.replace(/\d[\d.,]*(?![\d.,]*\s?%)/g, ' ')));
    // (beside a stronger total cell it is a subtotal: nothing).
    if ((role === 'weak-total' || /\bgross\b|ברוטו/i.test(cell.c.text)) && siblings.some((r) => r === 'vat' || r === 'net') && !siblings.includes('total'))
      return { role: 'total', text: cell.c.text };
    return undefined;
  }
  return undefined;
}

/**
 * The words of a header cell over the amount at `span`, when two or more amounts with cents of its
 * row are under the cell and its words part into groups at gaps wider than a space (most of a letter's
 * height): the group over the amount, or the nearest. Undefined otherwise (the whole cell is the header).
 */
function ownHeaderWords(header: Line, cell: { start: number; end: number }, box: { x0: number; x1: number }, row: Line, span: { x0: number; x1: number }): string | undefined {
  const under = moneyIn(maskDates(row.text))
    .filter((m) => m.cents)
    .map((m) => spanOf(row, m.start, m.end))
    .filter((s) => s.x1 > box.x0 && s.x0 < box.x1);
  if (under.length < 2) return undefined;
  const words = header.words.filter((w) => w.start >= cell.start && w.end <= cell.end).sort((a, b) => a.x0 - b.x0);
  const groups: Word[][] = [];
  for (const w of words) {
    const last = groups[groups.length - 1];
    if (last && w.x0 - last[last.length - 1].x1 <= 0.8 * header.height) last.push(w);
    else groups.push([w]);
  }
  // (A run of words a space apart, a text layer's "Net / VAT / Gross" over "279.17 / 55.83 / 335.00", is not parted: the cell stays whole.)
  if (groups.length < 2) return undefined;
  const extent = (g: Word[]) => ({ x0: Math.min(...g.map((w) => w.x0)), x1: Math.max(...g.map((w) => w.x1)) });
  const mid = (s: { x0: number; x1: number }) => (s.x0 + s.x1) / 2;
  const own = groups.reduce((a, b) => (Math.abs(mid(extent(b)) - mid(span)) < Math.abs(mid(extent(a)) - mid(span)) ? b : a));
  return header.text.slice(Math.min(...own.map((w) => w.start)), Math.max(...own.map((w) => w.end)));
}

/**
 * The label of a value written alone on its line, on the line right above it with no amount of its
 * own: a narrow slip's pairs, each label on one line and its value on the next at the other edge
 * ("סה"כ לתשלום / Total", then "512.45 ₪"), where no column over the value names it.
 */
function labelLineAbove(lines: Line[], line: Line): { role: AmountRole; text: string } | undefined {
  const prev = lines[line.index - 1];
  if (!prev || line.y0 - prev.y1 > 1.5 * Math.max(line.height, prev.height)) return undefined;
  const masked = maskDates(prev.text);
  if (moneyIn(masked).some((m) => m.cents)) return undefined;
  const role = roleOf(masked.replace(/\d[\d.,]*(?!\s?%)/g, (n) => (/%/.test(n) ? n : ' ')));
  return HEADER_ROLES.has(role) ? { role, text: prev.text } : undefined;
}

/**
 * The label between two amounts of a line, when it names the second one: letters of the line's
 * own script (a Latin word in a right-to-left line may belong to the amount before it), and a role.
 */
function ownLabel(between: string, rtl: boolean): { role: AmountRole; text: string } | undefined {
  const letters = (between.match(rtl ? /[א-ת]/g : /[A-Za-z]/g) ?? []).length;
  if (letters < 2) return undefined;
  const role = roleOf(between.replace(/\d[\d.,]*(?![\d.,]*\s?%)/g, ' '));
  return role === 'other' ? undefined : { role, text: between };
}

export interface AmountFindings {
  total?: Finding<Decimal>;
  tax?: Finding<Decimal>;
  /** Lines the total was read from, where a currency sign counts most. */
  totalLines: Set<number>;
}

/**
 * The total and the VAT, chosen together. The total is the largest amount on a total line that
 * the rest of the document agrees with: net + VAT = total, or the VAT is the document's rate of
 * it (of it less a service charge or tip). The VAT is kept only when it fits such an amount at
 * the rate its line states or, for shekels, the Israeli rate in force on the document's date.
 * On a credit note both are negative.
 */
export function findAmounts(ctx: ParseContext, date: string | undefined, currency: string | undefined): AmountFindings {
  const amounts = amountsOf(ctx);
  const inForce = currency === 'ILS' || currency === undefined ? israeliVatRates(date) : [];
  // (A recognised rate with a digit lost, "כולל מע"מ 1% 74.97" for 17%: the rate in force it is part of as well.)
  const ratesOf = (a: Amount) =>
    a.rate === undefined ? inForce : ctx.ocr && !inForce.includes(a.rate) ? [a.rate, ...inForce.filter((r) => digitLost(a.rate as number, r))] : [a.rate];
  illegibleVatTotals(amounts, ratesOf);
  const nets = amounts.filter((a) => a.role === 'net').map((a) => abs(a.value));
  const extras = amounts.filter((a) => a.role === 'service' || a.role === 'tip').map((a) => abs(a.value));
  const exempts = amounts.filter((a) => a.role === 'exempt').map((a) => abs(a.value));
  const payments = amounts.filter((a) => a.role === 'payment').map((a) => abs(a.value));
  // Recognised text reads a ₪ before the VAT as a digit ("₪159.86" as "9159.86"): a shorter reading that is the rate's share of a net or total-line amount is the VAT, less surely.
  // (Where it read every ₪ so, the total's too, "1208.43" for ₪208.43 over "131.79" for ₪31.79: the shorter VAT is the share of the total's shorter reading.)
  const asRead = amounts.filter((a) => a.role === 'net' || a.role === 'total' || a.role === 'weak-total' || a.role === 'payment').map((a) => abs(a.value));
  // (Only where the page may be in shekels: a dollar's or a euro's sign is not read as a digit so, and cutting digits off "Total Charges 714.28" makes 14.28.)
  const signAsDigits = ctx.ocr && (currency === 'ILS' || currency === undefined);
  const bases = signAsDigits ? [...asRead, ...asRead.flatMap(withoutLeadingDigits)] : asRead;
  const fitsSome = (value: Decimal, a: Amount) => bases.some((b) => ratesOf(a).some((r) => fits(value, b, r)));
  // A line whose label the recogniser garbled, its rate legible, "561.00 17% n'yn" for "מע"מ 17% 561.00", between "סה"כ לפני מע"מ 3,300.00" and
  // "סה"כ כולל מע"מ 3,861.00": its one amount, the rate's share of the net that with it makes the total to the cent, is the VAT.
  if (ctx.ocr && nets.length > 0) {
    const totals = amounts.filter((t) => t.role === 'total' || t.role === 'weak-total').map((t) => abs(t.value));
    for (const a of amounts) {
      // (Its rate garbled too, "2,686.99 173 h"yn" for "מע"מ 17% 2,686.99": the rates in force, the net and the total still adding up to the cent.)
      if (a.role !== 'other' || amounts.filter((o) => o.line === a.line).length !== 1) continue;
      // (Only a label of noise, a scrap or two of four characters at most and no Hebrew word: a word the line prints whole, "VAGRANT @ 15%", names
      // something else.)
      const label = maskDates(a.line.text)
        .replace(/[\d.,%₪$€£@:()\s-]+/g, ' ')
        .trim();
      if (label !== '' && !label.split(/\s+/).every((t) => t.length <= 4 && !/[א-ת]{2}/.test(t))) continue;
      const v = abs(a.value);
      if (nets.some((n) => ratesOf(a).some((r) => ofNet(v, n, r)) && totals.some((t) => n.plus(v).compare(t) === 0))) a.role = 'vat';
    }
  }
  const vats = amounts
    .filter((a) => a.role === 'vat' && !a.value.isZero())
    .map((a) => {
      const value = abs(a.value);
      const shorter = signAsDigits && !fitsSome(value, a) ? withoutLeadingDigits(value).find((v) => fitsSome(v, a)) : undefined;
      // (Or read without its first digit, "מתוכם מע"מ 17% 54.32§" for 554.32 of a total of 3,815.00: the VAT at its line's rate of an amount the page
      // prints, whose last digits those are.)
      const longer =
        ctx.ocr && a.rate !== undefined && shorter === undefined && !fitsSome(value, a) && value.gte(10)
          ? bases
              .flatMap((b) => vatsOf(b, a.rate as number))
              .find((v) => v.gt(value) && v.toScale(2).endsWith(value.toScale(2)) && v.toScale(2).length - value.toScale(2).length === 1)
          : undefined;
      return { ...a, value: shorter ?? longer ?? value, repaired: shorter !== undefined || longer !== undefined };
    });

  // A VAT analysis by rate ("10% 722,73 72,27" over "22% 147,54 32,46"): each rate's VAT is its share of the net on its own row.
  const exempt = exempts.reduce((a, e) => a.plus(e), Decimal.ZERO);
  const rows = vats.flatMap((v) => {
    const n = v.rate === undefined ? undefined : amounts.find((o) => o.role === 'net' && o.line === v.line && ofNet(v.value, abs(o.value), v.rate as number));
    return n ? [{ vat: v, net: abs(n.value) }] : [];
  });
  const byRate = new Set(rows.map((r) => r.vat.rate)).size > 1 && new Set(rows.map((r) => r.vat.line.index)).size === rows.length;
  const rowsVat = rows.reduce((a, r) => a.plus(r.vat.value), Decimal.ZERO);
  const rowsNet = rows.reduce((a, r) => a.plus(r.net), Decimal.ZERO);
  // The nets printed per rate on lines of their own ("Net at 7%", "Net at 19%"), one per rate and amount (a recogniser may give a row twice), and the VATs at their
  // stated rates that are their shares, one per line: together they make up the total.
  const rowNets = [...new Map(amounts.filter((a) => a.role === 'net' && a.rate !== undefined).map((a) => [`${a.rate} ${abs(a.value).toScale(2)}`, abs(a.value)])).values()];
  const netSum = rowNets.reduce((a, n) => a.plus(n), Decimal.ZERO);
  const perRate = vats.filter((v) => v.rate !== undefined && rowNets.some((n) => ofNet(v.value, n, v.rate as number)));
  const perRateVat = [...new Map(perRate.map((v) => [v.line.index, v.value])).values()].reduce((a, b) => a.plus(b), Decimal.ZERO);
  const ratesSummed = rowNets.length > 1 && new Set(perRate.map((v) => v.rate)).size > 1;
  // The rows of a VAT analysis by their gross: lines with a rate, a VAT and a gross amount (its column's header a gross or total one), one amount each.
  // Their grosses add up to the grand total even where a row's net was misread ("19% 7143 € 13,57 € 85,00 €"), and their VATs to the document's.
  const grossRows = [
    ...new Map(
      amounts.flatMap((a) => {
        const vat =
          (a.role === 'total' || a.role === 'weak-total') && a.rate !== undefined ? amounts.find((v) => v.role === 'vat' && v.line === a.line && !v.value.isZero()) : undefined;
        return vat ? [[a.line.index, { gross: abs(a.value), vat: abs(vat.value) }] as const] : [];
      }),
    ).values(),
  ];
  const grossSum = grossRows.reduce((a, r) => a.plus(r.gross), Decimal.ZERO);
  const grossVat = grossRows.reduce((a, r) => a.plus(r.vat), Decimal.ZERO);
  /** What may be in the total beside the analysed sales: nothing, the exempt sales (all or one line of them), a tip or a service charge. */
  const outside = [Decimal.ZERO, exempt, ...exempts, ...extras, ...extras.map((x) => x.plus(exempt))];
  // (And the rates a tax's name states on a line of its own, a column's header "IVA 5% | IVA 10%" over the items: a Paraguayan invoice's "Total IVA"
  // with no rate of its own is the 10%'s share of the total it is contained in.)
  const statedRates = ctx.lines.flatMap((l) => statedRatesIn(l.text)).filter((r) => r > 0 && r < 30);
  // (And the one rate the items' lines print in a VAT column, "MOKA INDUZIONE 4 TZ / 22% 106,40" on an Italian till whose "DI CUI IVA 35,34" states none:
  // on two item lines or more, so that a tax line whose name is illegible, "XXXX 7% 169,82", is no column of rates.)
  const rated = amounts.filter((a) => a.role === 'other' && a.rate !== undefined && a.rate >= 4 && a.rate <= 27);
  const itemRate = new Set(rated.map((a) => a.rate)).size === 1 && new Set(rated.map((a) => a.line.index)).size >= 2 ? (rated[0].rate as number) : undefined;
  const documentRates = [
    ...new Set([
      ...vats.flatMap(ratesOf),
      ...statedRates,
      ...(itemRate !== undefined ? [itemRate] : []),
      ...(currency === 'ILS' || currency === undefined ? israeliVatRates(date) : []),
    ]),
  ];
  /** How far the rest of the document agrees that `value` is the total. */
  const agreement = (value: Decimal): number => {
    // (Net + VAT = total, the VAT at a rate the page or the date gives being the net's share: a ₪ the recogniser read as a leading 1 on both the net and the total,
    // "1835.00 + 141.95 = 1976.95" for 835.00 + 141.95 = 976.95, still adds up but is no VAT of 17%.)
    const ofItsNet = (v: (typeof vats)[number], n: Decimal) => ratesOf(v).length === 0 || ratesOf(v).some((r) => ofNet(v.value, n, r));
    if (vats.some((v) => nets.some((n) => ofItsNet(v, n) && [Decimal.ZERO, ...exempts].some((e) => n.plus(v.value).plus(e).compare(value) === 0)))) return 0.3;
    // The rows of a VAT analysis by rate, with what is outside it, add up to it: the grand total (not one row's gross).
    if (byRate && outside.some((e) => rowsNet.plus(rowsVat).plus(e).compare(value) === 0)) return 0.3;
    if (ratesSummed && outside.some((e) => netSum.plus(perRateVat).plus(e).compare(value) === 0)) return 0.3;
    if (grossRows.length > 1 && outside.some((e) => grossSum.plus(e).compare(value) === 0)) return 0.3;
    // (Less a service charge or tip, or less what is outside the VAT: a customs broker's disbursements, a planner's fees paid on the client's behalf.)
    if (vats.some((v) => [value, ...extras.map((e) => value.minus(e)), ...exempts.map((e) => value.minus(e))].some((b) => ratesOf(v).some((r) => fits(v.value, b, r))))) return 0.2;
    // The VAT amount illegible: the net grossed up at the rate.
    if (nets.some((n) => documentRates.some((r) => fits(value.minus(n), n, r)))) return 0.15;
    // No VAT to check it by: the amount paid is the same.
    if (payments.some((p) => p.compare(value) === 0)) return 0.1;
    return 0;
  };
  const candidates: Candidate<Decimal>[] = [];
  /** Candidates that are a VAT analysis's row by rate, that rate's gross (not the grand total). */
  const rateRows = new Set<Candidate<Decimal>>();
  for (const a of amounts) {
    // A "total … VAT" line whose amount is net + VAT exactly: the total including VAT, its "including" illegible (not the total VAT).
    const inclusive =
      a.role === 'vat' &&
      /(סה"?[כב]|\btotal\b)/i.test(a.line.text) &&
      vats.some((v) => v.value.compare(abs(a.value)) < 0 && nets.some((n) => n.plus(v.value).compare(abs(a.value)) === 0));
    // (A row of a VAT analysis by rate is that rate's gross, "7% 347,66 24,34 372,00", however strongly its column's header names it: the grand total is elsewhere.)
    // (Or a line that opens with its rate and holds a VAT beside the gross, "9% € 729,36 € 65,64 € 795,00", though the other rates' rows were not read: its
    // own net and VAT adding up to its gross says nothing of the grand total, so that agrees no more than a payment would.)
    const rated = a.role === 'total' && a.rate !== undefined;
    const vatBeside = vats.some((v) => v.line === a.line);
    const opensWithRate = rated && vatBeside && /^\s*\d{1,2}(?:[.,]\d{1,2})?\s?%/.test(a.line.text);
    const rateRow = rated && (rows.some((r) => r.vat.line === a.line) || (grossRows.length > 1 && vatBeside) || opensWithRate);
    const base = inclusive || rateRow ? 0.5 : { total: 0.7, 'weak-total': 0.5, payment: 0.25, other: 0.15 }[a.role as string];
    if (base === undefined || a.value.isZero()) continue;
    const value = abs(a.value);
    let agreed = opensWithRate ? Math.min(0.1, agreement(value)) : agreement(value);
    let chosen = value;
    // OCR reads the ₪ before a total as digits ("₪36.00" as "1436.00"): a shorter reading that the document agrees with wins. (A text layer's digits are
    // the digits printed: "₪77.13" beside a VAT on a fee alone is 77.13.)
    if (signAsDigits && agreed === 0 && (a.role === 'total' || a.role === 'weak-total')) {
      for (const shorter of withoutLeadingDigits(value)) {
        const s = agreement(shorter);
        if (s > 0) {
          [agreed, chosen] = [s - 0.05, shorter];
          break;
        }
      }
    }
    // Checked: on a total line, and net + VAT = total or the VAT line is the rate's share of it (as read, not repaired).
    const checked = (a.role === 'total' || a.role === 'weak-total') && chosen === value && agreed >= 0.2 && !a.spaced;
    const candidate: Candidate<Decimal> = { value: chosen, score: (base + agreed) * (0.6 + 0.4 * a.conf), line: a.line.index, why: `${a.role} +${agreed}`, checked };
    candidates.push(candidate);
    if (rateRow) rateRows.add(candidate);
  }
  // A total is never the VAT itself: an amount a VAT line gives that is the rate's share of a larger candidate, read onto a total line as well (two lines the recogniser merged), gives way.
  const isVat = (value: Decimal, line: number) =>
    vats.some((v) => v.line.index !== line && v.value.compare(value) === 0 && candidates.some((o) => o.value.gt(v.value) && ratesOf(v).some((r) => fits(v.value, o.value, r))));
  for (const c of candidates)
    if (isVat(c.value, c.line)) {
      c.score -= 0.3;
      c.checked = false;
    }
  // A balance left to pay after an advance, a payment on account or a deposit (total − deduction = balance) is not the document's total: the total it was taken from is.
  const deductions = amounts.filter((a) => a.role === 'payment' || DEDUCTION.test(a.line.text)).map((a) => abs(a.value));
  for (const c of candidates) {
    if (!onTotalLine(c)) continue;
    const whole = candidates.find((o) => o !== c && o.value.gt(c.value) && onTotalLine(o) && deductions.some((d) => o.value.minus(d).compare(c.value) === 0));
    if (!whole) continue;
    c.score -= 0.3;
    c.checked = false;
    whole.score = Math.max(whole.score, 0.75);
  }
  // An amount the VAT under it is added to (its rate's share of it as a net), their sum printed further down ("סכום הזיכוי (212.00)", "מע"מ 17% (36.04)",
  // "(248.04)" beside a total's label the recogniser garbled): a net, not the total, and the sum is the total, as surely as the net was but not checked.
  for (const c of [...candidates]) {
    const v = vats.find((o) => o.line.index > c.line && ratesOf(o).some((r) => ofNet(o.value, c.value, r)));
    const whole = v?.value.plus(c.value);
    const sum = whole && amounts.find((a) => a.line.index > (v?.line.index ?? 0) && abs(a.value).compare(whole) === 0);
    if (!v || !whole || !sum) continue;
    const was = c.score;
    c.score -= 0.2;
    c.checked = false;
    const same = candidates.filter((o) => o.value.compare(whole) === 0);
    for (const o of same) o.score = Math.max(o.score, Math.min(0.8, was));
    if (same.length === 0) candidates.push({ value: whole, score: Math.min(0.8, was), line: sum.line.index, why: 'net plus the vat under it' });
  }
  // An earlier total line's amount that `adds` makes into the later candidate `c`'s (with a tip, with the taxes printed between them): `c` is the
  // document's total, raised over every candidate of that amount, and those are not checked; they are given back.
  const raiseOverEarlier = (c: Candidate<Decimal>, adds: (o: Candidate<Decimal>) => boolean) => {
    const earlier = candidates.find((o) => o.line < c.line && onTotalLine(o) && adds(o));
    if (!earlier) return [];
    const same = candidates.filter((o) => o.value.compare(earlier.value) === 0);
    c.score = Math.max(c.score, ...same.map((o) => o.score)) + 0.1;
    for (const o of same) o.checked = false;
    return same;
  };
  // A tip under an earlier total and the sum with it on a later total line: a total to pay that the page prints after the tip ("סה"כ ארוחה 1,018.00",
  // "טיפ 12% 122.16", "סה"כ לתשלום 1,140.16") is the document's total and the earlier one is not checked; a card's charge is not (the loop below).
  // A tip the page says is outside the invoice, "טיפ למלצר/ית (אינו חלק מהחשבונית)", never makes a total with the bill's, whatever the later line's label.
  // (Nor one a sentence a few lines under it says so of, "הטיפ אינו חלק מהחשבונית ואינו חייב במע"מ", under the card's charge with the tip,
  // "סה"כ לחיוב בכרטיס".)
  // (Or over the tip, its heading: "טיפ לצוות - אינו חלק מהחשבונית" over "טיפ 35.00" over "סה"כ חויב בכרטיס 326.60".)
  const near = (index: number) => ctx.lines.slice(index + 1, index + 4);
  const around = (index: number) => [...ctx.lines.slice(Math.max(0, index - 2), index), ...near(index)];
  // (The charge's word recognised as Latin noise, "סה"כ arn 1,364.36" for "סה"כ חיוב": a total whose word is no Hebrew one, so not "שולם" either.)
  const saidOutside = (index: number) =>
    near(index).some((l) => CARD_CHARGE.test(l.text) || (ctx.ocr && TOTAL_WORD_GARBLED.test(l.text))) &&
    around(index).some((l) => OUTSIDE_INVOICE.test(l.text) && /(?<![א-ת])ה?(?:טיפ|תשר)(?![א-ת])|\b(?:tips?|gratuity)\b/i.test(l.text) && !/\d[.,]\d{2}/.test(l.text));
  // (Or a tip under the bill's cut line or its tip guide, "TOTAL $208.79", "- - - - -", "Gratuity guide: 15% 31.32 · 18% 37.58", "Tip 31.32", "Total
  // charged 240.11": what the guest added on the slip under the bill, not the bill's.)
  // (Or further under the cut line, on the card slip torn off below the bill's total: "TOTAL US$ 217.80", "- - ✂ - -", "CARD SLIP", "MASTERCARD", "Auth …",
  // "Bill amount 217.80", "Tip 11.00", "TOTAL CHARGED 228.80".)
  const billTotalLines = amounts.filter((a) => a.role === 'total' || a.role === 'weak-total').map((a) => a.line.index);
  const slipUnderCut = (index: number) => ctx.lines.slice(Math.max(0, index - 8), index).some((l) => CUT_LINE.test(l.text) && billTotalLines.some((t) => t < l.index));
  const underCut = (index: number) => ctx.lines.slice(Math.max(0, index - 2), index).some((l) => CUT_LINE.test(l.text) || TIP_GUIDE.test(l.text)) || slipUnderCut(index);
  const allTips = amounts
    .filter((a) => a.role === 'tip')
    .map((a) => ({ value: abs(a.value), line: a.line.index, outside: OUTSIDE_INVOICE.test(a.line.text) || saidOutside(a.line.index) || underCut(a.line.index) }));
  const tips = allTips.filter((t) => !t.outside);
  const leftOutside = allTips.filter((t) => t.outside);
  /** An earlier total line repeats this total line's amount: a card slip's "AMOUNT $88.08" or "Bill 217.80" under the bill's "TOTAL $88.08". */
  const repeatedBill = (o: Candidate<Decimal>) => candidates.some((b) => b.line < o.line && onTotalLine(b) && b.value.compare(o.value) === 0);
  /** The card's charges with a tip added under the bill: no rival total (below, a larger amount on a total line unchecks the others). */
  const cardCharges = new Set<Candidate<Decimal>>();
  for (const c of candidates) {
    const withTip = (o: Candidate<Decimal>) => tips.some((t) => t.line > o.line && t.line < c.line && o.value.plus(t.value).compare(c.value) === 0);
    // The sum charged to the card after the bill's total, with the tip added on the slip between them ("סה"כ לתשלום 283.00", "טיפ 28.00", "סה"כ חויב
    // 311.00"; "Total ₪1,184.00", "Tip 118.00", "Card total 1,302.00"), or under a slip that repeats the bill's total, not as a total to pay ("TOTAL $88.08", "AMOUNT $88.08",
    // "TIP $16.00", "TOTAL $104.08"): the card's charge, not the invoice's total, which is the bill's (docs/extraction.md, "Which amount `total` is").
    // A total to pay under the tip or a total that says it includes the tip ("סה"כ כולל טיפ") is the page's own sum.
    if (onTotalLine(c)) {
      const label = ctx.lines[c.line]?.text ?? '';
      const charge = cardCharge(label);
      // (Or a slip that repeats the bill's total, as the sum paid or on a line of its own, "סכום החשבון 2,279.20", "טיפ 342.00", under the bill's "סה"כ
      // לתשלום 2,279.20": the sum under the tip is charged, whatever its word was read as, "סה"כ ain 2,621.20".)
      const repeatedOnSlip = (o: Candidate<Decimal>) =>
        amounts.some((a) => (a.role === 'payment' || a.role === 'other') && a.line.index > o.line && a.line.index < c.line && abs(a.value).compare(o.value) === 0);
      const slip = (o: Candidate<Decimal>) =>
        charge || (!STRONG_TOTAL.test(label) && ((!STRONG_TOTAL.test(ctx.lines[o.line]?.text ?? '') && repeatedBill(o)) || repeatedOnSlip(o)));
      const bills = TOTAL_WITH_TIP.test(label) ? [] : candidates.filter((o) => o.line < c.line && onTotalLine(o) && withTip(o) && slip(o));
      // (Or, the bill's own total illegible, "סה"כ לתשלום 166.00" for ₪1,166.00, the slip's repeat of it, "סכום החשבון 1,166.00", a sum the VAT agrees with,
      // that with the tip under it makes the card's charge: the repeat is the bill's total.)
      const repeat =
        bills.length === 0 && charge
          ? amounts.find(
              (a) =>
                (a.role === 'payment' || a.role === 'other') &&
                a.line.index < c.line &&
                tips.some((t) => t.line > a.line.index && t.line < c.line && abs(a.value).plus(t.value).compare(c.value) === 0) &&
                agreement(abs(a.value)) >= 0.2,
            )
          : undefined;
      const repeated = repeat ? candidates.filter((o) => o.value.compare(abs(repeat.value)) === 0) : [];
      if (bills.length > 0 || repeated.length > 0) {
        // (The bill's total is then as sure as the charge looked: its own word may have been recognised faintly, "₪589.00" in a large bold face at 0%.)
        for (const o of [...bills, ...repeated]) o.score = Math.max(o.score, c.score - 0.05);
        c.score -= 0.3;
        c.checked = false;
        cardCharges.add(c);
      } else raiseOverEarlier(c, withTip);
    }
    // The sum charged with a tip outside the invoice, under the bill's total: not the document's total.
    if (candidates.some((o) => o.line < c.line && leftOutside.some((t) => t.line > o.line && t.line < c.line && o.value.plus(t.value).compare(c.value) === 0))) {
      c.score -= 0.3;
      c.checked = false;
    }
  }
  /** Each line's total label whose amount the recogniser lost (`lostTotal`), read once for the rules below that ask. */
  const lost = ctx.lines.map(lostTotal);
  // The bill's total illegible ("לתשלום 0 ש"ח"), a tip the page says is outside the invoice under it, and the card's charge with the tip on a later line:
  // the charge less the tip is the bill's total, when the VAT agrees with it; the charge is not. (The charge's line may read as a payment's, "סה"כ חיוב
  // אשראי".)
  /** The first total line whose amount the recogniser lost ("סה"כ כולל מע"מ 0 ש"ח"), if any. */
  const lostTotalLine = ctx.lines.find((l) => lost[l.index] === 'total');
  for (const c of [...candidates]) {
    if (!onTotalLine(c) && !c.why.startsWith('payment ')) continue;
    for (const t of leftOutside) {
      if (t.line >= c.line || lostTotalLine === undefined || lostTotalLine.index >= t.line) continue;
      const value = c.value.minus(t.value);
      if (!value.gt(Decimal.ZERO) || agreement(value) < 0.2) continue;
      candidates.push({ value, score: 0.75, line: -1, why: 'charge less the tip outside' });
      c.score -= 0.3;
      c.checked = false;
    }
  }
  // The charges before the taxes on a total line, the taxes under them, and the total with them on a later total line ("Total charges $705.00",
  // "Total taxes $88.41", "Total $793.41": a folio's): the later one is the document's total, and the first its net.
  const taxLines = amounts.filter((a) => a.role === 'vat').map((a) => ({ value: abs(a.value), line: a.line.index }));
  for (const c of candidates) {
    // (Not a subtotal with its VAT that a larger total to pay follows: "סה"כ שירותים כולל מע"מ" before the disbursements.)
    if (!onTotalLine(c) || candidates.some((o) => o.line > c.line && onTotalLine(o) && o.value.gt(c.value))) continue;
    const charges = raiseOverEarlier(c, (o) => {
      const between = taxLines.filter((t) => t.line > o.line && t.line < c.line);
      return between.length > 0 && between.reduce((sum, t) => sum.plus(t.value), o.value).compare(c.value) === 0;
    });
    for (const o of charges) o.score -= 0.2;
    if (charges.length > 0) nets.push(charges[0].value);
  }
  // A total to pay that is an earlier total line's amount and a charge printed between them ("Total TTC €4,620.25", "Tourist tax €34.65, not subject
  // to VAT", "TOTAL DUE €4,654.90"; a town's fee outside the VAT): what is to be paid is the document's total, the earlier one its part under the VAT.
  for (const c of candidates) {
    if (!onTotalLine(c) || !STRONG_TOTAL.test(ctx.lines[c.line]?.text ?? '')) continue;
    let charge: Decimal | undefined;
    const earlier = raiseOverEarlier(c, (o) => {
      const between = amounts.filter((a) => a.line.index > o.line && a.line.index < c.line && a.role !== 'payment' && !DEDUCTION.test(a.line.text)).map((a) => abs(a.value));
      charge = between.find((a) => o.value.plus(a).compare(c.value) === 0);
      return charge !== undefined;
    });
    // (The charge is outside the VAT: the VAT is checked against the total without it.)
    if (earlier.length > 0 && charge) exempts.push(charge);
  }
  // A total line whose amount is illegible ("סה"כ כולל מע"מ 0 ש"ח"), and a net with its VAT at the rate: their sum is the total, less surely.
  // (Or a line labelled only "Total" or "סה"כ" under the VAT's, its amount recognised as scraps of digits, "Total (ILS) ₪7 ,7".)
  // (Or one whose amount is lost altogether, "סה"כ ere TOTAL /" for "סה"כ / TOTAL 698.88", the VAT it contains on the lines right under it.)
  const vatAbove = (l: Line) => vats.some((v) => v.line.index < l.index);
  const vatUnder = (l: Line) => vats.some((v) => v.line.index > l.index && v.line.index <= l.index + 2);
  const scrappedTotal = ctx.lines.some(
    (l) => lost[l.index] === 'weak-total' && /^\s*(?:total\b|סה"?[כב](?![א-ת]))/i.test(l.text) && ((/\d/.test(l.text) && vatAbove(l)) || vatUnder(l)),
  );
  if ((lostTotalLine || scrappedTotal) && !candidates.some((c) => c.checked)) {
    for (const v of vats)
      for (const n of nets) if (ratesOf(v).some((r) => ofNet(v.value, n, r))) candidates.push({ value: n.plus(v.value), score: 0.7, line: -1, why: 'net plus vat' });
  }
  // A total line's amount recognised without its leading digits ("T6 784,95 €" for "16 784,95 €", a thousands group read as letters), and a net with its
  // VAT at the rate whose sum ends in those digits ("T2 016,38" read as 16.38 under a net of 11,075.00 and its VAT of 941.38): the sum is the total, less
  // surely, and the scrap is not.
  if (ctx.ocr && !candidates.some((c) => c.checked)) {
    for (const c of candidates.filter((o) => onTotalLine(o) && abs(o.value).gte(10)))
      for (const v of vats)
        for (const n of nets) {
          const sum = n.plus(v.value);
          if (!sum.gt(abs(c.value)) || !sum.toScale(2).endsWith(abs(c.value).toScale(2)) || !ratesOf(v).some((r) => ofNet(v.value, n, r))) continue;
          candidates.push({ value: c.value.isNegative() ? Decimal.ZERO.minus(sum) : sum, score: 0.7, line: -1, why: 'net plus vat' });
          c.score -= 0.3;
        }
  }
  // A total line's amount recognised with the shekel sign after it read as one more digit ("סה"כ כולל מע"מ 836.000" for "836.00₪", a whole number with
  // its thousands grouped, no amount with cents) or as a letter ("37.00N"), or without its cents ("לתשלום 37 .₪" for "37.00₪"), or without its decimal point
  // after the sign ("לתשלום ₪6000|" for "₪60.00", large and bold in a box), and a VAT line whose amount is its rate's share of it so read ("מתוכו מע"מ
  // 121.47 / 17%", "כולל מע"מ 17% 5.38", "כולל מע"מ 18% 9.15"): that amount is the total, less surely.
  if (ctx.ocr && !candidates.some((c) => c.checked)) {
    for (const line of ctx.lines) {
      const role = lost[line.index];
      if (role === undefined) continue;
      const masked = maskDates(line.text);
      const readings = [
        ...[...masked.matchAll(/(?<![\d.,])(\d{1,3}(?:,\d{3})*\.\d{2})(?:\d(?![\d.,%])|N(?![\p{L}\d]))/gu)].map((m) => Decimal.of(m[1].replace(/,/g, ''))),
        ...moneyIn(masked)
          .filter((m) => !m.cents && m.value.gt(Decimal.ZERO) && !/^\s*%/.test(masked.slice(m.end)))
          .map((m) => m.value),
        ...[...masked.matchAll(/[₪$€£]\s?(\d{3,6})(?![\d.,%])/gu)].map((m) => Decimal.of(m[1]).dividedBy(100, 2)),
      ];
      for (const value of readings)
        if (vats.some((v) => v.line.index !== line.index && ratesOf(v).some((r) => fits(abs(v.value), value, r))))
          candidates.push({ value, score: 0.7, line: line.index, why: `${role} line, its cents or sign misread` });
    }
  }
  // The total's amount garbled ("סה"כ לתשלום 41531" for 175.37), the cash tendered and the change given legible ("מזומן 200.00", "עודף 24.63"): the cash less
  // the change is what was paid, the total, when the VAT the page states is its rate's share of it ("המחיר כולל מע"מ 17% 25.48"), less surely.
  if (ctx.ocr && !candidates.some((c) => c.score >= 0.6)) {
    const paid = (re: RegExp) => amounts.filter((a) => a.role === 'payment' && re.test(a.line.text) && !a.value.isNegative());
    const [cash, change] = [paid(/(מזומן|\bcash\b|\btend(?:ered)?\b)/i), paid(/(עודף|\bchange\b)/i)];
    if (cash.length === 1 && change.length === 1 && cash[0].line.index < change[0].line.index && cash[0].value.gt(change[0].value)) {
      const value = cash[0].value.minus(change[0].value);
      if (vats.some((v) => ratesOf(v).some((r) => fits(abs(v.value), value, r)))) candidates.push({ value, score: 0.7, line: -1, why: 'cash less change' });
    }
  }
  // A subtotal ("סה"כ 2,571.90"), the VAT added under it at the rate ("מע"מ 17% 437.22"), and under both a strong total's label whose amount the recogniser
  // lost ("סה"כ לתשלום" over "3009121"): the subtotal is the net, and the net with its VAT the total, less surely.
  const lostBelow = (line: number) => ctx.lines.some((l) => l.index > line && lost[l.index] === 'total');
  for (const c of candidates.filter((o) => o.why.startsWith('weak-total') && o.value.gt(0)))
    for (const v of vats) {
      if (v.line.index <= c.line || !lostBelow(v.line.index) || !ratesOf(v).some((r) => ofNet(v.value, c.value, r))) continue;
      candidates.push({ value: c.value.plus(v.value), score: c.score + 0.05, line: -1, why: 'net plus vat' });
      c.score -= 0.2;
      c.checked = false;
    }
  // (No net printed, the VAT contained in the price, "מע"מ 17% כלול 10.17": the items right over the illegible total line, one amount a line, summed; when the
  // VAT is their rate's share, that sum is the total (or, the VAT added to them, the sum with it), less surely still.)
  // (A total line, strong or weak, "סה"כ / Total" with its amount read as "0".)
  // (Or "לתשלום / Total" with its amount read as "00"; or "סה"כ כולל מע"מ" with its middle word and its amount garbled, "סה"כ 77D מע"מ 20", over the
  // VAT's own line.)
  const garbledGross = (l: Line) => TOTAL_WORD_VAT.test(l.text) && !moneyIn(maskDates(l.text)).some((m) => m.cents) && vats.some((v) => v.line.index > l.index);
  const illegibleTotals = ctx.lines.filter(
    (l) => (lost[l.index] !== undefined && (TOTAL_WORD.test(maskDates(l.text)) || /^\s*לתשלו[םס](?![א-ת])/.test(l.text))) || garbledGross(l),
  );
  // (A till's items each on two lines, the name over "720.00 4 x 180.00", the sum beside the quantity and its unit price: each name line passed over, each
  // row counted by its sum.)
  if (!candidates.some((c) => c.score >= 0.6))
    for (const totalLine of illegibleTotals) {
      let sum = Decimal.ZERO;
      for (let i = totalLine.index - 1, passed = 0, named = 0; i >= 0 && i >= totalLine.index - 8 - named; i--) {
        const on = amounts.filter((a) => a.line.index === i);
        if (on.length === 0) {
          // (A name line right over a row of two amounts, its sum and its unit price, is that row's; so is one right under it, a bilingual row's translation,
          // "74.70 24.90 3 גרעיני תירס לפיצוץ 1 ק"ג" over "Popping kernels 1 kg".)
          const rowBelow = amounts.filter((a) => a.line.index === i + 1);
          const rowAbove = amounts.filter((a) => a.line.index === i - 1);
          if (((rowBelow.length === 2 && rowSum(rowBelow) !== undefined) || (rowAbove.length === 2 && rowSum(rowAbove) !== undefined)) && named < 8) {
            named++;
            continue;
          }
          if (passed++ < 1) continue;
          break;
        }
        // (A sum of the items over them, "סכום פריטים 2,325.00" over a delivery fee: the rows above it are in it, so it is the last added.)
        const itemsSum = on.length === 1 && (on[0].role === 'weak-total' || on[0].role === 'net') && !on[0].value.isNegative();
        const row = on.length === 1 && (on[0].role === 'other' || itemsSum) && !on[0].value.isNegative() ? timesQuantity(on[0]) : rowSum(on);
        if (row === undefined) break;
        sum = sum.plus(row);
        for (const v of vats)
          for (const r of ratesOf(v)) {
            const value = ofNet(v.value, sum, r) ? sum.plus(v.value) : fits(v.value, sum, r) ? sum : undefined;
            if (value) candidates.push({ value, score: 0.65, line: -1, why: 'items summed' });
          }
        if (itemsSum) break;
      }
    }
  // Two different amounts that the VAT agrees with (a total before and after a tip): which is the total is not checked.
  const agreeing = new Set(candidates.filter((c) => c.checked).map((c) => c.value.toScale(2)));
  if (agreeing.size > 1) for (const c of candidates) c.checked = false;
  // (So is an amount that is the bill's total plus a tip on a card slip under the bill, the slip repeating the bill's total: "TOTAL US$ 217.80", "Bill
  // amount 217.80", "Tip 11.00", "TOTAL CHARGED 228.80". The VAT agrees with both, the bill's directly and the charge less the tip, and whether the
  // tip is the document's is a convention. A bill that prints its total once and the total with the tip under it is the page's own sum.)
  for (const c of candidates) {
    if (c.checked && candidates.some((o) => o.line < c.line && onTotalLine(o) && repeatedBill(o) && allTips.some((t) => o.value.plus(t.value).compare(c.value) === 0)))
      c.checked = false;
  }
  // A larger amount on another total line (the grand total below a VAT analysis's row): which is the total is not checked.
  for (const c of candidates) {
    if (c.checked && candidates.some((o) => onTotalLine(o) && o.value.gt(c.value) && !cardCharges.has(o))) c.checked = false;
  }
  // A different amount on a later line with a strong total label (a rounded total to pay): the last word is not checked either.
  // (Not a VAT analysis's row under the grand total, "Net | VAT | Gross" over "12% 532.14 63.86 596.00": one rate's gross.)
  for (const c of candidates) {
    if (c.checked && candidates.some((o) => o.line > c.line && o.why.startsWith('total ') && !rateRows.has(o) && o.value.compare(c.value) !== 0)) c.checked = false;
  }
  // The largest of the strongest: a grand total over a subtotal that shares its label.
  const top = Math.max(0, ...candidates.map((c) => c.score));
  const strong = candidates.filter((c) => c.score >= top - 0.05);
  const largest = strong.reduce<Decimal | undefined>((m, c) => (m === undefined || c.value.gt(m) ? c.value : m), undefined);
  for (const c of candidates) if (largest && c.value.compare(largest) === 0) c.score += 0.05;
  const total = decide(candidates, (v) => v.toScale(2));
  // A total made of the net and the VAT checks neither.
  const derived = total !== undefined && candidates.every((c) => c.value.compare(total.value) !== 0 || c.why === 'net plus vat');
  /** The lines the total was read on. */
  const totalLines = new Set(total ? candidates.filter((c) => c.value.compare(total.value) === 0).map((c) => c.line) : []);

  const taxCandidates: Candidate<Decimal>[] = [];
  /** VAT lines that make the net up to the total to the cent, and those that are only their rate's share of an amount (one row's net). */
  const completing: Candidate<Decimal>[] = [];
  const sharesOnly: Candidate<Decimal>[] = [];
  for (const v of vats) {
    if (total && v.value.gte(total.value)) continue;
    const ofWhole = total ? [total.value, ...extras.map((e) => total.value.minus(e)), ...exempts.map((e) => total.value.minus(e))] : [];
    // (With its own rate stated, the VAT of the charge on the line right above it: "Buyer's premium @ 25% £957.50" over "VAT on premium @ 20% £191.50";
    // not a tax repeated on every night of a folio, each its night's share, nor where a "Total taxes" line sums the page's taxes.)
    const once = vats.filter((o) => o.value.compare(v.value) === 0).length === 1 && !vats.some((o) => o !== v && TOTAL_VAT.test(o.line.text));
    const above = v.rate !== undefined && once ? amounts.filter((a) => a.line.index === v.line.index - 1 && a.role !== 'vat').map((a) => abs(a.value)) : [];
    // (Or of the taxable amount its own line names beside it: "Government Hotel Occupancy Tax 7.25% (room charges 2,040.00) 147.90", the room charges
    // among a folio's nights, meals and extras; the line's two amounts, not a row of a VAT analysis by rate, "22% 185,66 € 40,84 € 226,50 €", one rate's part.)
    const onLine = amounts.filter((a) => a.line === v.line);
    const named = v.rate !== undefined && once && onLine.length === 2 ? onLine.filter((a) => a !== v).map((a) => abs(a.value)) : [];
    const bases = [...ofWhole, ...nets, ...above, ...named];
    // It must be the rate's share of an amount of the document; net + VAT = total alone settles it only when no rate is known.
    // (A VAT line with no rate of its own on a page in another currency, "Total VAT £9.50": the rates the page's VAT lines state, when it is one's share.)
    const pageRate = ratesOf(v).length === 0 && bases.some((b) => documentRates.some((r) => fits(v.value, b, r)));
    const rates = pageRate ? documentRates : ratesOf(v);
    const sums = total !== undefined && nets.some((n) => [Decimal.ZERO, ...exempts].some((e) => n.plus(v.value).plus(e).compare(total.value) === 0));
    const fitting = bases.some((b) => rates.some((r) => fits(v.value, b, r)));
    // Checked: the rate's share of the total (of it less a service charge or tip, or less what is outside the VAT), or net + VAT = total.
    const ofTotal = ofWhole.some((b) => rates.some((r) => fits(v.value, b, r)));
    let score = 0.3;
    if (fitting) score = sums ? 0.95 : 0.9;
    else if (sums && rates.length === 0) score = 0.75;
    // Named by "includes VAT of" with no rate the page's amounts agree with (items at several rates): the VAT as worded, not checked.
    if (v.includedVat && score < 0.6) score = 0.6;
    if (v.repaired) score = Math.min(score, 0.75);
    const candidate: Candidate<Decimal> = {
      value: v.value,
      score: score * (0.6 + 0.4 * v.conf),
      line: v.line.index,
      why: sums ? 'vat line, net + VAT = total' : ofTotal ? 'vat line, share of the total' : 'vat line',
      checked: !v.repaired && !v.spaced && !derived && (ofTotal || (sums && fitting)),
    };
    taxCandidates.push(candidate);
    if (sums) completing.push(candidate);
    else if (!ofTotal) sharesOnly.push(candidate);
  }
  // A VAT that makes the net up to the total to the cent ("Subtotal (excl. VAT) €1,593.00", "VAT €75.51", "Invoice Total €1,668.51") outranks one that is only
  // its rate's share of one row's net (a VAT analysis's 7% row, €48.51 of €693.00): the document's VAT is the whole, the row's a part of it.
  if (completing.some((c) => !c.value.isZero())) for (const c of sharesOnly) c.score = Math.min(c.score, 0.7);
  // A "Total VAT" line that is the sum of the VAT lines above it (VAT on a premium and VAT on a hammer price): the tax. (Or an "includes … tax" line under
  // a folio's rows that is the sum of every tax row above it, each night's tax on its own row: "Includes NH Meals & Rooms Tax $88.95".)
  const sums: [Amount, number][] = [
    ...vats.filter((v) => TOTAL_VAT.test(v.line.text)).map((v): [Amount, number] => [v, v.line.index - 4]),
    ...amounts.filter((a) => a.role === 'weak-total' && INCLUDED_TAXES.test(a.line.text)).map((a): [Amount, number] => [{ ...a, value: abs(a.value) }, 0]),
  ];
  for (const [v, from] of sums) {
    const parts = [...new Map(vats.filter((o) => o.line.index < v.line.index && o.line.index >= from).map((o) => [o.line.index, o.value])).values()];
    if (parts.length < 2 || parts.reduce((a, b) => a.plus(b), Decimal.ZERO).compare(v.value) !== 0) continue;
    for (const c of taxCandidates) if (c.value.compare(v.value) !== 0) c.score = Math.min(c.score, 0.6);
    taxCandidates.push({ value: v.value, score: 0.95 * (0.6 + 0.4 * v.conf), line: v.line.index, why: 'VAT lines summed', checked: !derived && !v.spaced });
  }
  // A line that sums the VAT and the levies charged beside it ("NHIL 2.5%", "GETFund Levy 2.5%", "VAT 12.5%", then "Total VAT & levies"), that with the
  // net makes the total: the taxes are the document's tax, a levy being a tax that no VAT word names.
  if (total)
    for (const v of vats) {
      if (!TAX_AND_LEVIES.test(v.line.text) || !nets.some((n) => n.plus(v.value).compare(total.value) === 0)) continue;
      for (const c of taxCandidates) if (c.value.compare(v.value) !== 0) c.score = Math.min(c.score, 0.6);
      taxCandidates.push({ value: v.value, score: 0.95 * (0.6 + 0.4 * v.conf), line: v.line.index, why: 'VAT and levies summed', checked: !derived && !v.spaced });
    }
  // Two taxes at their own stated rates (GST 5% and PST 7%, or VAT at 7% and at 19% each on its own net): together they are the tax, when the net (or the nets per rate) and both = total.
  const stated = vats.filter((v) => v.rate !== undefined && nets.some((n) => fits(v.value, n, v.rate as number)));
  const statedLines = new Set(stated.map((v) => v.line.index));
  if (total && statedLines.size > 1 && new Set(stated.map((v) => v.rate)).size > 1) {
    const sum = [...new Map(stated.map((v) => [v.line.index, v.value])).values()].reduce((a, b) => a.plus(b), Decimal.ZERO);
    const ofNets = rowNets.length > 1 && [Decimal.ZERO, exempt].some((e) => netSum.plus(sum).plus(e).compare(total.value) === 0);
    if (ofNets || nets.some((n) => n.plus(sum).compare(total.value) === 0)) {
      for (const c of taxCandidates) if (c.value.compare(sum) !== 0) c.score = Math.min(c.score, 0.6);
      taxCandidates.push({ value: sum, score: 0.95, line: -1, why: 'taxes summed', checked: true });
    }
  }
  // A VAT analysis by rate ("13% 935,40 121,60" over "24% 47,58 11,42"): each rate's VAT is its share of the net on its own row, and their sum is the document's VAT
  // (its "Total VAT" printed or not), when the nets, the VATs and any exempt sales add up to the total.
  // (A tip or a service charge outside the VAT may be in the total too.)
  if (total && byRate && outside.some((e) => rowsNet.plus(rowsVat).plus(e).compare(total.value) === 0)) {
    for (const c of taxCandidates) if (c.value.compare(rowsVat) !== 0) c.score = Math.min(c.score, 0.6);
    taxCandidates.push({ value: rowsVat, score: 0.95, line: -1, why: 'VAT by rate summed', checked: !derived });
  }
  // The grosses of a VAT analysis's rows add up (with what is outside it) to the total: their VATs summed are the document's, checked when the VAT printed as a whole ("Summe MwSt") says the same.
  if (total && grossRows.length > 1 && outside.some((e) => grossSum.plus(e).compare(total.value) === 0) && !grossVat.isZero()) {
    for (const c of taxCandidates) if (c.value.compare(grossVat) !== 0) c.score = Math.min(c.score, 0.6);
    const printed = vats.some((v) => v.rate === undefined && v.value.compare(grossVat) === 0);
    taxCandidates.push({ value: grossVat, score: printed ? 0.95 : 0.8, line: -1, why: 'VAT of the rows by their gross', checked: printed && !derived });
  }
  // The nets of a VAT analysis's rows (each with its rate) add up, with the VAT printed as a whole ("Total VAT") and any exempt sales, to the total: that VAT is the document's,
  // even when one row's VAT was misread.
  if (total && rowNets.length > 1) {
    for (const v of vats) {
      if (v.repaired || ![Decimal.ZERO, exempt].some((e) => netSum.plus(v.value).plus(e).compare(total.value) === 0)) continue;
      for (const c of taxCandidates) if (c.value.compare(v.value) !== 0) c.score = Math.min(c.score, 0.6);
      taxCandidates.push({ value: v.value, score: 0.95 * (0.6 + 0.4 * v.conf), line: v.line.index, why: 'VAT of the analysis rows', checked: !derived && !v.spaced });
    }
  }
  // The summary over the total adds up to it line by line ("Merchandise $686.54", "Coupon (5%) -$34.33", "Shipping & handling $47.02", "Sales tax (NJ 6.625%)
  // $43.21", "Order Total $742.44"), and a tax line's amount is its stated rate's share of some of the lines above it (the goods less the coupon; the shipping
  // not taxed): that is the tax, checked by both sums, though no line names the taxable amount.
  if (total && taxCandidates.every((c) => c.score < 0.9)) {
    const summary = summaryOver(amounts, total.value, totalLines);
    summary.forEach((v, i) => {
      if (v.role !== 'vat' || v.rate === undefined || v.value.isNegative()) return;
      if (!sumsOfSome(summary.slice(0, i).map(signedInSummary)).some((base) => ofNet(v.value, base, v.rate as number))) return;
      taxCandidates.push({ value: v.value, score: 0.95 * (0.6 + 0.4 * v.conf), line: v.line.index, why: 'tax line of a summary that adds up', checked: !derived && !v.spaced });
    });
  }
  // The VAT line is there but its amount illegible: total less net, when it is the rate's share.
  if (total && taxCandidates.every((c) => c.score < 0.9) && ctx.lines.some((l) => roleOf(l.text) === 'vat')) {
    for (const n of nets) {
      const v = total.value.minus(n);
      if (v.gt(Decimal.ZERO) && documentRates.some((r) => fits(v, n, r))) taxCandidates.push({ value: v, score: 0.7, line: -1, why: 'total less net' });
    }
  }
  // A line that says the VAT is in the total and states its rate, its amount illegible ("כולל מע"מ 17% 2199" for 27.59, nothing with cents on it): the
  // rate's share of the total, less surely (no other amount of the page says so).
  if (ctx.ocr && total && taxCandidates.length === 0) {
    for (const l of ctx.lines) {
      if (!VAT_INCLUDED.test(l.text) || moneyIn(maskDates(l.text)).some((m) => m.cents)) continue;
      const rates = [...new Set(statedRatesIn(l.text))].filter((r) => documentRates.includes(r));
      if (rates.length !== 1) continue;
      taxCandidates.push({ value: containedVat(total.value, rates[0]), score: 0.6, line: l.index, why: 'share of the total, the vat line illegible' });
    }
  }
  // A VAT line whose amount the recogniser misread by one digit for its look-alike ("2,097.13" for 2,097.18, the total 13,748.18 at 18%): its rate's share
  // of the total, one look-alike digit from what was read, is the VAT, less surely. (A misread total gives a share that differs in more digits than one.)
  if (ctx.ocr && total && taxCandidates.every((c) => c.score < 0.9)) {
    for (const v of vats)
      for (const r of ratesOf(v)) {
        const share = containedVat(total.value, r);
        if (lookalikeDigitApart(abs(v.value), share)) taxCandidates.push({ value: share, score: 0.7, line: v.line.index, why: 'vat line, a digit misread' });
      }
  }
  // A VAT line at a stated rate of 0% whose amount is zero ("מע"מ 0% - אזור סחר חופשי אילת 0.00", "VAT 0% 0.00"), and no VAT of any other amount on the page:
  // the tax is nothing, whatever the total was read as (a free trade zone's sale, an export of services).
  // (Or a line the exemption's words made exempt that names the VAT at 0% with nothing after the rate but them: "Israeli VAT 0% (zero-rated export)
  // 0.00", an export's VAT of nothing.)
  if (vats.length === 0 && taxCandidates.length === 0) {
    const zero = amounts.find((a) => (a.role === 'vat' || (a.role === 'exempt' && ZERO_RATED_VAT.test(a.line.text))) && a.rate === 0 && a.value.isZero());
    if (zero) taxCandidates.push({ value: Decimal.ZERO, score: 0.85 * (0.6 + 0.4 * zero.conf), line: zero.line.index, why: 'vat line at 0%' });
  }
  const tax = decide(taxCandidates, (v) => v.toScale(2));
  // The VAT is checked against the total: where the total itself is in doubt (a row of a VAT analysis, net + VAT = its gross, taken for the total beside a
  // grand total the layout hid), so is the VAT.
  if (tax && total && !total.checked) tax.checked = false;

  // A credit note by its title, or by its total or VAT: a credit's label (סה"כ זיכוי, Total credit) or an amount written negative on a total or VAT line.
  const totalAmounts = total ? amounts.filter((a) => (a.role === 'total' || a.role === 'weak-total') && abs(a.value).compare(total.value) === 0) : [];
  const taxAmounts = tax ? amounts.filter((a) => a.role === 'vat' && abs(a.value).compare(tax.value) === 0) : [];
  // (Not the payment written as a deduction from what is due, "Paid – PayPal ($400.12)" over "Balance due $0.00": that is the sale paid, no credit.)
  // (On a recognised page, a total's minus alone is not: a speck or a rule's end before "£1,064.40" reads as one. Another amount of the page written
  // negative too, its VAT, its net or a credited item, confirms it.)
  const negativeTotal = (a: Amount) =>
    a.value.isNegative() && !PAID_LINE.test(a.line.text) && (!ctx.ocr || amounts.some((o) => o !== a && o.value.isNegative() && o.role !== 'payment' && o.role !== 'discount'));
  // (Nor "Total Credits" under "Total Charges" of the same amount: a folio's payments that settle its charges.)
  const settles = (a: Amount) => totalAmounts.some((o) => o.line !== a.line && CHARGES_TOTAL.test(o.line.text) && !o.value.isNegative());
  const credit =
    namesCreditNote(ctx.lines, TAX_CREDIT) ||
    totalAmounts.some((a) => (CREDIT_TOTAL.test(a.line.text) && !settles(a)) || negativeTotal(a)) ||
    taxAmounts.some((a) => a.value.isNegative());
  // (A total recognised with a minus that nothing else confirms, not a payment's: its sign is in doubt, so the total, positive, is not checked, nor its VAT.)
  if (!credit && ctx.ocr && totalAmounts.some((a) => a.value.isNegative() && !PAID_LINE.test(a.line.text))) for (const f of [total, tax]) if (f) f.checked = false;
  const signed = (f: Finding<Decimal> | undefined) =>
    f && { value: credit ? Decimal.ZERO.minus(f.value) : f.value, confidence: capped(f.confidence, f.checked), checked: f.checked };
  return { total: signed(total), tax: signed(tax), totalLines };
}

/**
 * The lines right over a total line that add up to it, each with one amount (a discount taken off): the summary a web shop's
 * invoice prints over its total. Empty when no such run of lines (two at least) adds up to it. A summary in a column beside the
 * items (the reading joins each of its lines to an item's row) is read by the amounts in the total's column; a line with none there
 * (an item's row alone, the items' heading) is passed over, three at most.
 */
function summaryOver(amounts: Amount[], total: Decimal, totalLines: Set<number>): Amount[] {
  for (const line of totalLines) {
    const own = amounts.filter((a) => a.line.index === line && abs(a.value).compare(total) === 0).pop();
    const inColumn = (a: Amount) => own === undefined || (a.x0 < own.x1 && own.x0 < a.x1);
    const run: Amount[] = [];
    let passed = 0;
    for (let i = line - 1; i >= 0 && run.length < 8; i--) {
      const all = amounts.filter((a) => a.line.index === i);
      const on = all.filter(inColumn);
      if (on.length === 0 && passed < 3) {
        passed++;
        continue;
      }
      if (on.length !== 1 || on[0].role === 'info') break;
      run.unshift(on[0]);
      if (run.length >= 2 && run.reduce((sum, a) => sum.plus(signedInSummary(a)), Decimal.ZERO).compare(total) === 0) return run;
    }
  }
  return [];
}

function signedInSummary(a: Amount): Decimal {
  return a.role === 'discount' ? Decimal.ZERO.minus(abs(a.value)) : a.value;
}

/** The sums of every choice of one or more of `values` (at most seven of them) that are more than zero. */
function sumsOfSome(values: Decimal[]): Decimal[] {
  const sums: Decimal[] = [];
  const n = Math.min(values.length, 7);
  for (let mask = 1; mask < 1 << n; mask++) {
    let sum = Decimal.ZERO;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) sum = sum.plus(values[i]);
    if (sum.gt(Decimal.ZERO)) sums.push(sum);
  }
  return sums;
}

/**
 * Two "סה"כ … מע"מ" lines whose middle word the recogniser garbled ("סה"כ 197 מע"מ 26,409.64" for "לפני", "סה"כ 7719 מע"מ ₪ 30,899.28" for "כולל"), read
 * as VAT lines: when a VAT line's amount is its rate's share of the first and the two make the second, the first is the net and the second the total with
 * VAT. The arithmetic names them where the words cannot.
 */
function illegibleVatTotals(amounts: Amount[], ratesOf: (a: Amount) => number[]): void {
  const garbled = amounts.filter((a) => a.role === 'vat' && a.rate === undefined && TOTAL_WORD_VAT.test(a.line.text));
  for (const net of garbled)
    for (const total of garbled) {
      if (net.line === total.line || net.role !== 'vat' || total.role !== 'vat') continue;
      const vat = amounts.find(
        (v) =>
          v.role === 'vat' &&
          v.line !== net.line &&
          v.line !== total.line &&
          ratesOf(v).some((r) => ofNet(abs(v.value), abs(net.value), r)) &&
          abs(net.value).plus(abs(v.value)).compare(abs(total.value)) === 0,
      );
      if (!vat) continue;
      net.role = 'net';
      total.role = 'weak-total';
    }
  // (One such line alone, the total's amount under it illegible, "סה"כ 999 מע"מ 888.25" over "מע"מ 18% 159.89": the VAT line right under it, at its rate's
  // share of it, names it the net.)
  for (const net of garbled) {
    if (net.role !== 'vat') continue;
    const under = amounts.find(
      (v) => v.role === 'vat' && v.rate !== undefined && v.line.index > net.line.index && v.line.index <= net.line.index + 2 && ofNet(abs(v.value), abs(net.value), v.rate),
    );
    if (under) net.role = 'net';
    // (Its VAT contained in it, "סה"כ לשהייה 7712 מע"מ 7,870.00" over "מע"מ 18% 7179' בסכום 1,200.51" (כולל read as digits): the VAT under it, at its rate's share
    // of it as a gross amount, names it the total.)
    else if (
      amounts.some(
        (v) => v.role === 'vat' && v.rate !== undefined && v.line.index > net.line.index && v.line.index <= net.line.index + 2 && ofGross(abs(v.value), abs(net.value), v.rate),
      )
    )
      net.role = 'weak-total';
  }
}

/**
 * A line's one amount as it counts in a sum: a unit price with its quantity beside it and no line total ("2 x 6.00", "4 × 8.00", "6.00 x 2": a car
 * park's extra half hours) counts that many times. (A recogniser may read the space after the quantity as a point: "2.x 89.00".)
 */
function timesQuantity(amount: Amount): Decimal {
  const text = amount.line.text;
  for (const m of text.matchAll(/(?<![\d.,])(\d{1,2})[.,]?\s*[x×*]\s*(\d[\d,]*\.\d{2})(?!\d)|(?<![\d.,])(\d[\d,]*\.\d{2})\s*[x×*]\s*(\d{1,2})(?![\d.,])/g)) {
    const [quantity, price] = m[1] ? [m[1], m[2]] : [m[4], m[3]];
    if (Decimal.of(price.replace(/,/g, '')).compare(amount.value) === 0) return amount.value.times(Number(quantity));
  }
  return amount.value;
}

/**
 * A row's sum where the row holds two amounts, its sum and its unit price with the quantity beside it ("720.00 4 x 180.00", "5.00 1 x 5.00"):
 * the larger, when the smaller times the quantity is it; the smaller, when a weight beside them times the larger is it (a weighed item,
 * "0.633 ק"ג x 96.00 60.77"); undefined for any other row.
 * (Or the quantity in a column of its own, a whole number of one or two digits with no sign: "110.70 36.90 3", a table's total, price and
 * quantity.)
 */
function rowSum(on: Amount[]): Decimal | undefined {
  if (on.length !== 2 || on.some((a) => a.role !== 'other' || a.value.isNegative())) return undefined;
  const [small, large] = on[0].value.gt(on[1].value) ? [on[1], on[0]] : [on[0], on[1]];
  if (timesQuantity(small).compare(large.value) === 0 && (small.value.compare(large.value) !== 0 || /(?<![\d.,])1\s*[x×*]|[x×*]\s*1(?![\d.,])/.test(small.line.text)))
    return large.value;
  // (A weighed item, "0.633 ק"ג x 96.00 60.77": the weight, three decimals, times the price a kilogram is the row's sum to the agora, the smaller amount.)
  const weights = [...small.line.text.matchAll(/(?<![\d.,])(\d{1,3}\.\d{3})(?![\d.,])/g)].map((m) => Decimal.of(m[1]));
  if (weights.some((w) => w.times(large.value).toScale(2) === small.value.toScale(2))) return small.value;
  // (A quantity of one so, "73.90 73.90 1" or "1 73.90 73.90": the row's price is its sum.)
  const counts = [...small.line.text.matchAll(/(?<![\d.,\p{Sc}])([1-9]\d?)(?![\d.,%]|\s?\p{Sc})/gu)].map((m) => Number(m[1]));
  return counts.some((n) => small.value.times(n).compare(large.value) === 0) ? large.value : undefined;
}

/** The role of a total line (strong or weak) whose amount the recogniser lost (no amount with cents on it); undefined for any other line. */
function lostTotal(line: Line): 'total' | 'weak-total' | undefined {
  const masked = maskDates(line.text);
  const role = roleOf(masked.replace(/\d[\d.,]*(?!\s?%)/g, ' '));
  return (role === 'total' || role === 'weak-total') && !moneyIn(masked).some((m) => m.cents) ? role : undefined;
}

/** A total's word (or a sum's, "סכום 97 מע"מ" for "סכום לפני מע"מ"), one word the recogniser garbled (perhaps after what the total is of, "סה"כ לשהייה 7712 מע"מ"), then the VAT's ("סה"כ 7719 מע"מ"). */
const TOTAL_WORD_VAT = /(?:סה"?[כב]|(?<![א-ת])סכום|\btotal\b)\s+(?:[א-ת]+\s+)?\S+\s+(?:מע"?[מס]|vat\b)/i;

/** Whether a total candidate was read on a total line (strong or weak), not a payment or an unlabelled line. */
function onTotalLine(c: Candidate<Decimal>): boolean {
  return c.why.startsWith('total ') || c.why.startsWith('weak-total ');
}

/** The amount without one or two leading digits (a currency sign OCR read as digits). */
function withoutLeadingDigits(value: Decimal): Decimal[] {
  const text = value.toScale(2);
  const out: Decimal[] = [];
  for (const cut of [1, 2]) if (text.length - cut >= 4 && /^\d/.test(text.slice(cut))) out.push(Decimal.of(text.slice(cut)));
  return out;
}

/** Whether two amounts are written with the same digits but one, the one read a digit OCR confuses with the one expected. */
function lookalikeDigitApart(read: Decimal, expected: Decimal): boolean {
  const [a, b] = [read.toScale(2), expected.toScale(2)];
  if (a.length !== b.length) return false;
  const apart = [...a].map((ch, i) => [ch, b[i]]).filter(([x, y]) => x !== y);
  return apart.length === 1 && (CONFUSED_DIGITS[apart[0][0]] ?? '').includes(apart[0][1]);
}

function abs(d: Decimal): Decimal {
  return d.isNegative() ? Decimal.ZERO.minus(d) : d;
}

const TOLERANCE = Decimal.of('0.02');

/** Whether `vat` is `rate`% of `net`, within the tolerance. */
function ofNet(vat: Decimal, net: Decimal, rate: number): boolean {
  return within(net.times(Decimal.of(rate)).dividedBy(100, 4), vat);
}

/** The VAT at `rate`% of `base` taken as net and as gross, to the agora. */
function vatsOf(base: Decimal, rate: number): Decimal[] {
  return [base.times(Decimal.of(rate)).dividedBy(100, 4).round(2), containedVat(base, rate)];
}

/** The VAT part of `gross` at `rate`%, to the agora. */
function containedVat(gross: Decimal, rate: number): Decimal {
  const r = Decimal.of(rate);
  return gross.times(r).dividedBy(r.plus(100), 4).round(2);
}

/** Whether `vat` is the VAT part of `gross` at `rate`%, within the tolerance. */
function ofGross(vat: Decimal, gross: Decimal, rate: number): boolean {
  const r = Decimal.of(rate);
  return within(gross.times(r).dividedBy(r.plus(100), 4), vat);
}

/** Whether `vat` is `expected` within the tolerance. */
function within(expected: Decimal, vat: Decimal): boolean {
  return expected.minus(vat).round(4).compare(TOLERANCE) <= 0 && vat.minus(expected).round(4).compare(TOLERANCE) <= 0;
}

/** Whether `vat` is `rate`% of `base` taken as net, or the VAT part of `base` taken as gross. */
export function fits(vat: Decimal, base: Decimal, rate: number): boolean {
  if (rate <= 0 || rate > 30 || base.lte(vat)) return false;
  return ofNet(vat, base, rate) || ofGross(vat, base, rate);
}

/** Whether `read` is `rate` with one of its digits lost ("1" for 17, "8" for 18). */
function digitLost(read: number, rate: number): boolean {
  const [r, full] = [String(read), String(rate)];
  return r.length === full.length - 1 && [...full].some((_, i) => full.slice(0, i) + full.slice(i + 1) === r);
}
