import { Candidate, capped, CREDIT_NOTE, decide, Finding, holdsTitle, isTitleLine, namesCreditNote, ParseContext, segments } from './candidates';
import { datesIn, HEBREW_WEEKDAY } from './dates';
import { TAX_ID_LABEL } from './field-tax-id';
import { confidenceOf, Line, spanOf, under, Word, wordsIn } from './layout-lines';

// (Its geresh perhaps recognised as a yod, "חשבונית מס מסי 24042400", before a number or over it, "חשבונית מס מסי תאריך מקור" over "06.04.2022 03969".)
// (Or after a middle dot, perhaps recognised as a colon: "חשבונית מס-קבלה · מס' OL-175021 · הופקה …".)
const MARKER = `(?:\\s*(?:[·•:]\\s*(?=מס))?(?:מס(?:'|"|\\.|פר)?|מסי|מספר|#|no\\.?|nr\\.?|n[°º]\\.?|number|num\\.?)(?![א-ת\\w]))?`;

/** Where a bilingual "מס' / No." is the document's own: after the title, a Latin word or a separator, or at the line's start (not "לקוח מס' / …"). */
// (A middle dot perhaps recognised as an asterisk, a plus or a colon standing alone, "Tax invoice/Receipt * מס' …".)
const AFTER_TITLE = String.raw`(?<=(?:^|(?:^|\s)(?:[A-Za-z]+\.?|[|·•/–*+:-]|חשבונית|קבלה|זיכוי|מקור|העתק))\s*)`;

/** Labels of the document's own number, strongest first. */
const LABELS: { re: RegExp; strength: number; opensCell?: boolean; alone?: boolean }[] = [
  // (Not "לחשבונית" or "בחשבונית", "to" or "in" an invoice: another invoice cited, "לחשבונית 56034 מיום 31/3/2023" on a credit note whose title the
  // recogniser lost.)
  { re: new RegExp(`(?:(?<![לב])חשבונית\\s*(?:מס)?\\s*(?:[/-]\\s*)?(?:קבלה|זיכוי|מרכזת)?|חשבונית\\s*זיכוי|קבלה|חשבון\\s*עסקה|שובר)${MARKER}`, 'g'), strength: 0.8 },
  // (Its geresh recognised as a yod, "מסי מסמך:", or as a gershayim, "מס" חשבונית", too; or "חשבונית" with a letter misread or added, "מס' חעבונית:",
  // "מס' חעשבונית:".)
  { re: /(?:מס(?:'|"(?![א-ת])|פר)|מספר|(?<![א-ת])מסי)\s*(?:חשבונית|ח[א-ת]{3,5}ית(?=:)|קבלה|חשבון|שובר|אסמכתא|מסמך|ה?זיכוי)/g, strength: 0.8 },
  // (A bill's "חשבון מס'", its geresh recognised as a gershayim, "חשבון מס" 1525)", too.)
  { re: /חשבון\s*(?:מס(?:'|"(?![א-ת])|פר)|מספר)/g, strength: 0.75 },
  // A credit note's own title and number, "זיכוי מס' 96" (credit no.), opening its line or after "הודעת" or "חשבונית (מס)": a short number too, the note's own.
  // (Not a credit voucher's, "הונפק שובר זיכוי מס' 6971", the note's refund.)
  // (Or after the last letters of "חשבונית", the title's word the recogniser gave a line of its own: "חשבונית" over "ית זיכוי מס' ZC-16561".)
  { re: /(?<=^\s*(?:י?ת\s+)?|(?:^|\s)(?:הודעת|חשבונית(?:\s*מס)?)\s*)זיכוי\s*(?:מס['"]|מספר)(?![א-ת])/g, strength: 0.8 },
  // (Its stop perhaps recognised as a comma, "Invoice No, MFB-3357".)
  // (A restaurant's check is its bill; a check paid with, "Paid by check no. 3488", is the payment's, not the document's.)
  // (A till's "REC#", its receipt's number abbreviated, too: "REC# G8008808 REG 3".)
  {
    re: /(?:tax\s+)?\binv(?:oice)?\.?\s*(?:no[.,]?|nr\.?|n[°º]\.?|number|num\.?|#|id)|(?:credit\s*(?:note|memo)|(?<!(?:delivery|dispatch|packing|advice|credit|debit)\s*)note|receipt|(?<![a-z])rec\.?|bill|(?<!\b(?:by|with|via)\s+)(?:check|cheque)|ticket|folio|statement|document|doc|emd|trans(?:action)?\.?)\s*(?:no\.?|nr\.?|n[°º]\.?|number|num\.?|#)/gi,
    strength: 0.8,
  },
  // The invoice's number in the languages of invoices from abroad: German, Italian, Spanish, French, Portuguese, Dutch.
  // (Portuguese "n.º", its ordinal sign read as a degree sign or, once the text is normalised, as an "o": "Factura n.º FT 2026/01015".)
  {
    re: /\b(?:rechnungs?\s*-?\s*(?:nr\.?|nummer)|rechnungsnummer|beleg\s*-?\s*(?:nr\.?|nummer)|(?:fattura|factura|facture|fatura(?:-recibo)?|factuur)\s*(?:n\.?[°º]\.?|n\.o\b\.?|n\.|nr\.?|no\.?|num(?:ero|éro)?\.?|número|nummer)|factuurnummer|numero\s*fattura|número\s*de\s*factura|numéro\s*de\s*facture)/gi,
    strength: 0.8,
  },
  // (And an Italian till's "DOC. N." (documento numero) right before its number: "28-04-2023 10:32 DOC. N. 0284-0034".)
  { re: /\bdoc(?:umento)?\.?\s*n\.(?=\s*\d)/gi, strength: 0.8 },
  { re: /\b(?:tax\s+)?(?:invoice|receipt|credit\s*note)\b(?!\s*(?:date|to|total|amount))/gi, strength: 0.55 },
  // (And a restaurant's "Check" opening its line right before a code with digits, "Check AW-45401 Feb 26, 2026 11:40": the bill's number; or a till's
  // "TRANS" so before a code with letters, "TRANS SV-528403 REG 2", its transaction's, the receipt's own: a card's is digits alone.)
  { re: /(?<=^\s*)(?:check(?=\s+(?:[A-Z]{1,4}-?)?\d{3,}(?![\d.,:]))|trans(?=\s+[A-Z]{1,4}-?\d{3,}(?![\d.,:])))/gi, strength: 0.55 },
  // (Or a folio's grid, "Guest | Mr. Pieter Wijnhoven | Folio | RK-69394": "Folio" a cell of its own right before a code with letters and digits.)
  { re: /(?<=^|\s)folio(?=\s+[A-Z]{1,4}-?\d{3,}(?![\d.,:]))/gi, strength: 0.55 },
  // (Or "Invoice" a cell of its own in a header row, "Invoice | Date | Commission | Ships" over their values: the invoice's number under it, though
  // the cell beside it says "Date".)
  { re: /(?<=^|\s)(?:invoice|receipt)(?=\s|$)/gi, strength: 0.55, opensCell: true, alone: true },
  // (A folio's too, in a header row of labels only (a speck read as a digit aside), "Folio | Date of issue | Cabin" over "F264162 | 23/10/2022 | …";
  // not a grid's "Folio | 98765" beside a tax invoice's own "No.", the stay's account.)
  { re: /(?<=^|\s)folio(?=\s|$)(?!.*\d{2})/gi, strength: 0.55, opensCell: true, alone: true },
  // (And a bill's "חשבון" so, "חשבון | תאריך | שולחן | סועדים | מלצר" over "CH-26/43576 | 18/5/2026 | 7 | 3 | …": a restaurant's bill and its number.)
  { re: /(?<=^|\s)חשבון(?=\s|$)/g, strength: 0.45, opensCell: true, alone: true },
  // (A consolidated invoice is "חשבונית מס מרכזת"; "מספר / No." and "מס' / No." are one label in two languages: a text layer may give the geresh of
  // "מס'" apart from it, at the end of the bilingual label, "מס/ No. '".)
  // (Or "מס' No. /": the slash between them put after the Latin word with it, as a Latin run is read left to right.)
  // (Or "Ser." for "No.", a serial number, "מס' / Ser." (its stop perhaps given before it, ".Ser"), or "מס' Ser/".)
  {
    re: /(?:מספר|מס['"]|מס(?=\/)|\.?no\.?)\s*\/\s*(?:\.?no\.?|\.?ser(?![a-z])\.?|מספר|מס['"])|(?:מספר|מס['"])\s*(?:no\.|ser(?![a-z])\.?)\s*\/(?!\S)|אסמכתא/gi,
    strength: 0.6,
  },
  // "מס' / No." on a bilingual page, its number read between the two ("מס' / 4081 No.", "מס' | 3893 No.", "מס' · RS-1419 No.", "מס' 43894/ No."; OCR's "מם'"): after the title, a Latin word or at the line's start, not another thing's number ("לקוח מס' / …").
  // (Its stop perhaps given before the word, as right-to-left text places it: "מס' · PC982879 .No".)
  {
    re: new RegExp(String.raw`${AFTER_TITLE}(?:מס(?:'|"|\.|פר)|מם'|מספר|מס(?=\/))\s*[/|·]?(?=\s*(?:[A-Z]{1,4}-?)?\d[\dA-Z/-]*\s*[/|]?\s+\.?(?:no|nr|number)\b)`, 'gi'),
    strength: 0.75,
  },
  // "מס' | No." with its number after both, after the title or a Latin word ("Tax Invoice Receipt · מס' | No. 2156850"; its geresh recognised as a yod,
  // "Receipt מסי No. 2156850"): the document's, over a number printed under the title (an order's, "הזמנה | #SO-03968 Order").
  // (Or "מס' - סא. PC874518": the middle dot read as a dash, a plus or a colon, and the Latin "No." that right-to-left text gave as ".No" recognised
  // as Hebrew letters.)
  { re: new RegExp(String.raw`${AFTER_TITLE}(?:מס['"]|מסי|מספר)\s*[/|·:+*-]?\s*(?:no\.|\.?סא\.?(?![א-ת]))(?=\s*(?:[A-Z]{1,4}-?)?\d)`, 'gi'), strength: 0.7 },
  // "מספר / No." with its translation illegible; "מס' / No." likewise after the title, a Latin word or at the line's start ("מס' / .סא CH-12093").
  { re: /(?<![א-ת])מספר(?=\s*\/)/g, strength: 0.55 },
  { re: new RegExp(String.raw`${AFTER_TITLE}מס['"](?=\s*\/)`, 'g'), strength: 0.55 },
  { re: /\border\s*(?:no\.?|number|#)/gi, strength: 0.4 },
  // "No." alone, perhaps beside an illegible translation ("No/190n"): weak, and only right beside its value.
  { re: /(?<![A-Za-z])no\b\.?\S{0,6}(?=\s)/gi, strength: 0.45 },
  // (Or closing a row whose only other word is its value: a narrow bilingual slip's "MF156698 ······ No.", the value at the left edge under the Hebrew
  // label's line "מס׳", the English label at the right; its stop perhaps given before it, as right-to-left text places it, "LT4684284 .No".)
  { re: /(?<=^\S+\s+)\.?no\.?$/gi, strength: 0.45 },
  // Italian's "n." (numero) opening a cell right before a value ("Fattura / Invoice" over "n. FT-00586/26"): weak likewise.
  { re: /(?<![\p{L}.])n\.(?=\s*(?:[A-Z]{1,4}[-/]?){0,3}\d)/gu, strength: 0.45 },
  // (So is the numero sign, "N°" or "Nº", right before a value: "FACTURE / INVOICE" over "N° GM2025-9201"; not before another word, "N° TGCA 432068".
  // Its ring recognised as a small "e", "Ne GM2025-9201", too.)
  { re: /(?<![\p{L}\d])(?:[Nn][°º]|Ne)(?=\s*(?:[A-Z]{1,4}[-/]?){0,3}\d)/gu, strength: 0.45 },
  // "מספר:" or "Number:" (or "מספר 402842") opening a line, or a cell of its own, under the document's title: weak.
  // (Or "מס' 0182", "מס' ז-02631", "מס' זכ/2350" opening a line under a credit note's title, a number perhaps with a letter of the Hebrew series before it.)
  // (Or a series of Latin capitals before it, "מס' ZC-0546", "מספר BB/9139", "מס' A11776", or glued to it after "מספר", "מספר TR87282"; or "מס':" with its colon, "מס': 07-1382"; or its geresh recognised as a yod, "מסי 259587", "מסי EK-12781", "מסי 4/62282" (a till's and its serial).)
  {
    re: /(?<=^|\s)(?:מספר|number|num\.?|מס['"׳](?=\s*:?\s*(?:[א-ת]{1,2}[-/]|[A-Z]{1,4}[-/]?)?\d)|מסי(?=\s+(?:[A-Z]{1,4}[-/]?|\d{1,2}\/)?\d{3,}))\s*(?::|(?=\s*\d)|(?=\s*[א-ת]{1,2}[-/]\d)|(?=\s*[A-Z]{1,4}[-/]\d)|(?<=(?:מספר|מס['"׳])\s*)(?=\s*[A-Z]{1,4}\d))/gi,
    strength: 0.45,
    opensCell: true,
  },
  // (Or "מספר" a cell of its own in a header row, over its value in the row under: "מספר | תאריך | …" over "2025-332 | 16/02/2025 | …" under the title.)
  { re: /(?<=^|\s)מספר(?=\s|$)(?!\s*(?::|\d|[א-ת]{1,2}[-/]\d|[A-Z]{1,4}[-/]?\d))/g, strength: 0.45, opensCell: true, alone: true },
  // (Its geresh lost, "מס 26-0875", opening a cell under the title's "מקור": the recogniser's "מס'", before a number of a year's digits and a serial
  // only, not an id's.)
  { re: /(?<=^|\s)מס(?=\s+\d{2,4}[-/]\d{3,6}(?![\d/-]))/g, strength: 0.45, opensCell: true },
  // "מסמך:" (document) opening a line, its number after it: a till slip's "מסמך: 2/92481 קופה 2" under "חשבונית מס / קבלה".
  { re: /(?<=^\s*)מסמך\s*:(?=\s*(?:[A-Z]{1,4}[-/]?)?\d)/g, strength: 0.6 },
  // A till's number and then the document's, "קופה 2 / מס' 33530" (till 2, number 33530) under a slip's title: the number after the till's is the slip's.
  // (Not "קופה 2 מס' עסקה 41", a transaction's.)
  { re: /(?<=(?:^|\s)קופה\s*:?\s*\d{1,3}\s*[/|·,-]?\s*)מס['"׳](?=\s*:?\s*\d)/g, strength: 0.6 },
  // A transaction's number ("מס' עסקה"): a till's or a card slip's, weak; the document's when it opens the line under a title that has no number of its own.
  { re: /(?:מס(?:'|"|\.|פר)|מספר)\s*עסקה/g, strength: 0.45 },
];

/**
 * Whether the line over a label is the document's title, or holds it in a cell of its own over the
 * label (a credit note's "זיכוי" at the right, the customer's name at the left of the same line).
 */
function titleOver(above: Line | undefined, label: { x0: number; x1: number }): boolean {
  if (!above) return false;
  if (isTitleLine(above.text)) return true;
  return segments(above).some((seg) => {
    const span = spanOf(above, seg.start, seg.end);
    return isTitleLine(seg.text) && span.x0 < label.x1 && label.x0 < span.x1;
  });
}

/** The number a label names belongs to another document (the invoice a credit note cites) or to something else. */
const CITED = /(בגין|עבור|מיום|מתייח(?:ס|סת|סים)\s*ל?|ref(?:erence)?\b|relat(?:es|ing)\s+to|refers\s+to|original|against|re:|correct(?:s|ed)|correction\s+(?:to|of))\s*$/i;
/**
 * A bilingual label's translation right after its value naming another thing's number: "497176665 Customer No. /". (Not the next cell's label
 * before a value of its own, "Invoice # FC-2024-173886 Order # 131-1031533".)
 */
const OTHER_THINGS = 'customer|client|account|order|meter|contract|member';
const OTHER_NUMBER_AFTER = new RegExp(String.raw`^\s*[/|]?\s*(?:${OTHER_THINGS})\s*(?:no\.?|nr\.?|number|#|id)(?![a-z.])(?!\s*[:#]?\s*(?:[A-Z]{1,4}[-/]?)?\d)`, 'i');
/** Another thing's name in Latin letters, between a label and its value: "מס' / … Customer 296154920". */
const OTHER_THING = new RegExp(String.raw`\b(?:${OTHER_THINGS})\b`, 'i');
const NOT_DOCUMENT = /(account|contract|meter|customer|client|order|po\b|sku|table|pump|approval|card|phone|tel|חוזה|מונה|לקוח|הזמנה|שולחן|משאבה|אישור|כרטיס|טל)/i;

// A document number: digits, maybe letters, hyphens and slashes (INV-2025-0042, 2025/118, R-48213), its letters perhaps in more than one group before the first digit (INV-NC2411-94474, INV-SH-0042).
// (Or a Hebrew series letter before it, "ז-02631", "מ-24/00947", "זכ/2350", when three digits or more follow or a year and a serial: "ב-10" is "in ten".
// Glued to its digits, "ק5331", a letter that is no preposition's or conjunction's, "ב2024" being "in 2024": a text layer gives the run as it
// stands on the page, the letter on the digits' right, "5331ק".)
const VALUE =
  /^[:#.\s]*(\d{3,}[אגדזחטיךםמןנסעפףצץקרת](?![א-ת])|(?:[A-Z]{1,4}[-/]?){0,3}\d[\dA-Z]*(?:[-/][\dA-Z]+)*|[א-ת]{1,2}[-/](?:\d{3,}|\d{2}(?=[-/]\d))(?:[-/]\d+)*|[אגדזחטיךםמןנסעפףצץקרת]\d{3,}(?![\d.,]))/i;

/**
 * The document's own number: the value beside its label on the same line, else the value printed
 * under the label (a header row over a row of values), else at the start of the next line.
 */
export function findDocumentNumber(ctx: ParseContext, taxId?: string): Finding | undefined {
  const candidates: Candidate[] = [];
  const credit = namesCreditNote(ctx.lines);
  for (const read of ctx.lines) {
    const line = ctx.ocr ? withDollarAsFive(read) : read;
    for (const { re, strength, opensCell: atCellStart, alone } of LABELS) {
      for (const m of line.text.matchAll(re)) {
        const at = m.index ?? 0;
        const end = at + m[0].length;
        // "תאריך חשבונית" is the invoice's date label, not its title.
        if (/(?<![א-ת])תאריך\s*$/.test(line.text.slice(0, at))) continue;
        // "No." after another word of its cell is that word's number (VAT Reg. No., Account No.); a word of the column beside it is not.
        const cell = segments(line).find((seg) => seg.start <= at && at < seg.end);
        if (strength < 0.5 && /[A-Za-z\u05d0-\u05ea]{2,}[.,\s]*$/.test(line.text.slice(Math.max(cell?.start ?? 0, at - 12), at))) continue;
        // (Nor "No." run into a tax id's label, "No./ח.פ." of a bilingual "Co. No. / ח.פ.": the id's.)
        if (strength < 0.5 && /ח\.?\s?פ|ח"פ|ע\.?\s?מ|ת\.?\s?ז/.test(m[0])) continue;
        // A bare title ("חשבונית מס", "Receipt") names a number only right beside it.
        const bare = !/(מס(?:'|"|\.|פר)|מספר|#|no[.,]?|nr\.?|n[°º]\.?|number|num\.?|id)\s*$/i.test(m[0]) && !/^(מס|מספר)/.test(m[0]);
        let score = bare ? Math.min(strength, 0.55) : strength;
        // "מספר:" right under the document's title ("הודעת זיכוי", its frame's sides read as "|" or not) is the title's number.
        // (Or at the start of its cell, in a column of its own: a bill's "חשבונית מס" over "מספר:" beside the customer's column.)
        // (Or right after a cell's printed border, "חשבונית מס | מספר 23-4476 | תאריך …", a header's cells parted by bars.)
        // (A separator's dot alone before it in the cell, a speck read there, opens nothing: "· מס' K60705" beside a customer's name.)
        const opensCell = at === 0 || (cell !== undefined && line.text.slice(cell.start, at).replace(/^\s*·/, '').trim() === '') || /(?:^|\s)\|\s*$/.test(line.text.slice(0, at));
        if (atCellStart && !opensCell) continue;
        if (alone && line.text.slice(cell?.start ?? 0, cell?.end).trim() !== m[0].trim()) continue;
        // (Or "No." so, a bilingual restaurant bill's "Tax Invoice / Receipt" and "חשבונית מס / קבלה" over "No. 24/10787".)
        const titled =
          /^(?:מספר|number|num|no\.?:?$|מס['"׳]:?$|מסי$|(?:מס(?:'|"|\.|פר)|מספר)\s*עסקה)/i.test(m[0].trim()) &&
          opensCell &&
          titleOver(ctx.lines[line.index - 1], spanOf(line, at, end));
        if (titled) score = 0.7;
        // (Or "מספר" a cell of its own in a header row with the date's "תאריך" beside it, under a title printed higher up ("חשבונית מס מקור" beside the
        // brand): the document's number and date side by side over their values.)
        else if (alone && /(?<![א-ת])תאריך(?![א-ת])/.test(line.text) && ctx.lines.slice(0, line.index).some(holdsTitle)) score = Math.max(score, 0.6);
        // On a credit note, an invoice's number is the invoice it credits (its own number is labelled otherwise).
        // (Not one that follows the credit note's own title on its line: "הודעת זיכוי - חשבונית מס מס' 20203" is the note's title and number.)
        const cited =
          CITED.test(line.text.slice(Math.max(0, at - 25), at)) ||
          (credit && /invoice|חשבונית/i.test(m[0]) && !/credit|זיכוי/i.test(m[0]) && !CREDIT_NOTE.test(line.text.slice(Math.max(0, at - 20), at)));
        if (cited) score -= 0.6;
        const found = withSeries(valueAfter(ctx.lines, line, at, end), { line, start: at, end }, ctx.ocr);
        // A bare title takes a number right beside it or under it, never one from the next row.
        if (!found || (bare && found.how === 'next line') || found.value === taxId) continue;
        // (Nor under it when its own line goes on to label a number, "חשבונית מס WT מס' 26-02268" with its "זיכוי" garbled, over the customer's phone: the
        // title's number is the one labelled beside it.)
        const after = line.text.slice(end);
        if (bare && found.how === 'under' && /^\s*(?:\S+\s+)?(?:מס['"׳]|מספר)\s*:?\s*[A-Z]{0,3}-?\d/.test(after) && !NOT_DOCUMENT.test(after.slice(0, 16))) continue;
        if (found.how !== 'same line') score -= 0.1;
        // A title with its number right beside it ("חשבונית מס/קבלה 196803", "Tax Invoice 4471"): the title's number, though the title says no "number".
        else if (bare && !cited && found.line === line && found.start - end <= 2) score = Math.max(score, 0.7);
        // A title with its number printed right under it, on the next line (a web shop's framed "חשבונית מס / קבלה" over "385102"): the title's number, less surely.
        if (bare && !cited && found.how === 'under' && found.line.index === line.index + 1) score = Math.max(score, 0.6);
        // On a credit note, a number followed by the day it was issued on ("מס/קבלה 1302715 מיום 10.07.2024") is the sale it credits.
        if (credit && !cited && /^[\s,]*(?:מיום|מתאריך|dated|from)(?![א-ת\w])/i.test(found.line.text.slice(found.end))) score -= 0.6;
        // (Or a bill's or an account's number that the next word makes the customer's: "מספר חשבון צרכן", a consumer's account, beside the bill's; or
        // its translation, "מספר חשבון / Account".)
        // (Or a value whose translated label follows it and names it another thing's, "מס' 497176665 Customer No. /", "לקוח" of "מס' לקוח" illegible.)
        const other =
          NOT_DOCUMENT.test(m[0]) ||
          (/חשבון$/.test(m[0]) && (ACCOUNT_HOLDER.test(line.text.slice(end)) || ACCOUNT_TRANSLATED.test(line.text.slice(end)))) ||
          OTHER_NUMBER_AFTER.test(found.line.text.slice(found.end)) ||
          // (Or before it, between the label and the value, as a recognised line may give it: "מס' / nip'? .סא Customer 296154920".)
          (found.line === line && OTHER_THING.test(line.text.slice(end, found.start)));
        if (other) score -= 0.3;
        // A recognised value far narrower in characters than its box ("6" across the width of "ZK979556"): characters were lost.
        if (ctx.ocr && lostCharacters(found)) continue;
        // A single character is no document's number (a stray digit of a logo, a table's row number, a number's last digit).
        if (found.value.length === 1) continue;
        // Nor a day, a month and a year, perhaps cut short ("26/01/202" of a date the recogniser read beside a garbled label): a date.
        if (DATE_LIKE.test(found.value)) continue;
        const c = ctx.ocr ? 0.7 + 0.3 * confidenceOf(found.line, found.start, found.end) : 1;
        // Checked: an unambiguous invoice/receipt label with its number right beside it or under it.
        const checked = !bare && !cited && !other && strength >= 0.75 && found.how !== 'next line';
        candidates.push({
          value: ctx.ocr ? withInitialI(found.value) : found.value,
          score: score * c,
          line: line.index,
          why: `${m[0].trim()}${GUEST_ACCOUNT.test(m[0]) && /^\s*אורח(?![א-ת])/.test(line.text.slice(end)) ? ' אורח' : ''} (${found.how}${titled ? ', titled' : ''})`,
          checked,
        });
      }
    }
  }
  // A bilingual title, its Hebrew words and its English, with one value between them and no label of its own ("חשבונית מס חודשית | AL89246368 Monthly
  // Tax Invoice": the number printed at the title line's far end): the title's number, weak.
  for (const line of ctx.lines) {
    const m = BILINGUAL_TITLE_NUMBER.exec(line.text);
    const value = m && clean(m[1]);
    if (!m || !value || value === taxId || DATE_LIKE.test(value) || !/\d{4}/.test(value)) continue;
    const start = line.text.lastIndexOf(m[1], line.text.length - m[2].length);
    const c = ctx.ocr ? 0.7 + 0.3 * confidenceOf(line, start, start + m[1].length) : 1;
    candidates.push({ value, score: 0.6 * c, line: line.index, why: 'bilingual title (same line, titled)', checked: false });
  }
  // The document's number is printed in its header: a number labelled below the totals (a card slip's voucher or approval number) gives way to one labelled above them.
  const totals = ctx.lines.findIndex((l) => /(סה"?[כב]|\btotal\b)/i.test(l.text) && /\d[.,]\d{2}(?!\d)/.test(l.text));
  if (totals >= 0 && candidates.some((c) => c.line < totals && c.score > 0.4))
    for (const c of candidates)
      if (c.line > totals) {
        c.score -= 0.15;
        c.checked = false;
      }
  // A folio's, a check's, a statement's or a ticket's number gives way to the tax invoice's or receipt's number labelled as such on the same page
  // ("Folio No. 34276" beside "Invoice No. RMR-384682" on a hotel's "Guest folio / VAT invoice").
  givesWay(candidates, /^(?:(?:tax\s+)?inv|receipt)/i, /^(?:folio|statement|check|cheque|ticket|trans)/i);
  // (And a check's number, "Check #528 Table 19", gives way further to the number of the document's title, beside it or right under it, "Tax Invoice /
  // Receipt" and "חשבונית מס / קבלה" over "No. 24/10787" (its "No." perhaps lost to the recogniser): the restaurant's tax invoice has a number of its
  // own, the check being its order.)
  // (So does a restaurant's bill's, "חשבון מס' / Bill # 2288" over the title "חשבונית מס קבלה / Tax invoice receipt" with its own number under it,
  // "AL-287521": the bill is the order the tax invoice receipt is issued for.)
  givesWay(candidates, TITLE_NUMBER, /^(?:check|cheque|bill\b|חשבון\s*(?:מס|מספר))/i, 0.3);
  // (And a hotel's "מס' חשבון אורח", the guest's account, the folio's number, beside "חשבונית מס / קבלה" with its own number beside it.)
  givesWay(candidates, /^(?:חשבונית|קבלה)/, /^(?:מס(?:'|"|\.|פר)|מספר)\s*חשבון אורח/);
  // (And a transaction's number, "מספר עסקה 53771320" on the line under "חשבונית מס / קבלה 833738": the title has its number beside it, so the
  // transaction's is the till's, though it opens the line under the title.)
  givesWay(candidates, /^(?:חשבונית|קבלה).*\(same line/, /^(?:מס(?:'|"|\.|פר)|מספר)\s*עסקה/);
  // (Likewise "מס' חשבון", a bill's or an account's number, beside "חשבונית מס מס'", the tax invoice's: a telecom bill prints both over their values.)
  givesWay(candidates, /^חשבונית.*(?:מס['"]|מספר)\s*\(/, ACCOUNT_NUMBER);
  // (And an account's number, "מספר חשבון", beside the tax invoice's title with its own "מספר:" under it, in a column of its own: a bill's two cards.)
  givesWay(candidates, /, titled\)$/, ACCOUNT_NUMBER, 0.2);
  const found = decide(candidates.filter((c) => c.score > 0.1));
  return found && { value: found.value, confidence: capped(found.confidence, found.checked), checked: found.checked };
}

/**
 * A Hebrew title (perhaps with its kind, "חודשית", monthly), a bar or a dot perhaps, one value, and the English title closing the line: the value is
 * the title's number.
 */
const BILINGUAL_TITLE_NUMBER =
  /^\s*(?:חשבונית|קבלה)(?:\s*(?:מס|קבלה|זיכוי|חודשית|דו[-\s]?חודשית|תקופתית|מרכזת|\/))*\s*[|·/]?\s*((?:[A-Z]{1,4}-?)?\d[\dA-Z/-]{3,})\s+((?:[A-Za-z]+\s+){0,2}(?:tax\s+)?(?:invoice|receipt)(?:\s*\/\s*(?:tax\s+)?(?:invoice|receipt))?)\s*$/i;

/** A candidate the document's title names: a number opening the line under the title, or a tax invoice's or a receipt's beside the title or right under it. */
const TITLE_NUMBER = /, titled\)$|^(?:חשבונית|קבלה|(?:tax\s+)?invoice|receipt)[^(]*\((?:same line|under)\)$/i;

/** A label of an account's number that a following "אורח" makes a guest's (a hotel's folio): "מס' חשבון". */
const GUEST_ACCOUNT = /^(?:מס(?:'|"|\.|פר)|מספר)\s*חשבון$/;

/** An account's number, "מספר חשבון" or "מס' חשבון" (not "חשבונית"). */
const ACCOUNT_NUMBER = /^(?:מס(?:'|"|\.|פר)|מספר)\s*חשבון(?!ית)/;

/** Who holds an account, said right after "מספר חשבון": a consumer, a customer, a subscriber, a payer. */
const ACCOUNT_HOLDER = /^\s*ה?(?:צרכן|לקוח|מנוי|משלם)(?![א-ת])/;

/** "מספר חשבון" translated as an account's, "מספר חשבון / Account", "/ Account No." (not a bill's, "/ Bill No."): the customer's account, not the bill. */
const ACCOUNT_TRANSLATED = /^\s*\/\s*(?:account|acct\.?|customer|subscriber)(?![a-z])/i;

/** Numbers whose label matches `weaker` give way (a little, or `by`) when a number labelled as `stronger` was found surely enough. */
function givesWay(candidates: Candidate[], stronger: RegExp, weaker: RegExp, by = 0.1): void {
  if (!candidates.some((c) => stronger.test(c.why) && c.score > 0.5)) return;
  for (const c of candidates) if (weaker.test(c.why)) c.score -= by;
}

interface Value {
  value: string;
  line: Line;
  start: number;
  end: number;
  how: 'same line' | 'under' | 'next line';
}

/**
 * A label's translation after a slash ("קבלה / Receipt") or in parentheses ("Invoice no. (Numero)"), or a number marker OCR garbled ("Invoice Ni",
 * "No,"): skipped to reach the value. (Not a Hebrew letter glued to digits, "מס' / ז50. 279438" for "מס' / .Ser 279438": the recogniser's garble
 * of the translation, its digits no number.)
 */
const TRANSLATION =
  /^\s*(?:\/\s*(?:(?!date|תאריך|total|סה"כ)[^\s\d/:]+\s*){0,3}?|\(\s*(?:(?!date|תאריך|total|סה"כ)[^\s\d/:()]+\s*){1,3}\)\s*)[:#.]?\s*(?<![\u05d0-\u05ea])(?=(?:[A-Z]{1,4}[-/]?)?\d|[A-Z]{1,3}\s(?:[A-Z]{1,4}[-/]?)?\d)/i;
/**
 * A series code and a space before the number ("FT 2024/0076": an Italian invoice's type): passed over to reach the number, and put back by `withSeries`.
 * (Not a country's code before a VAT number printed in groups, "No. GB 990 1124 86", a line's end of "VAT Reg." above.)
 * (After the label's colon too, "Invoice No: INV 4514".)
 * (Before a series with letters of its own and a slash, "FT LX24/160": a Portuguese invoice's type, then its series and number.)
 */
const SERIES_CODE = /^[\s:#.]*([A-Z]{1,3})\s(?=(?:[A-Z]{1,4}(?=\d[\dA-Z]*\/))?\d[\dA-Z/-]*(?!\s*\d))/;
/**
 * A unit right after a number: a quantity ("קבלה 24 שעות", a reception open 24 hours), not a document's number. (Not a weekday's "יום", "חשבונית מס
 * 852 יום שני, 7 במרץ 2022": the date printed beside the title's number.)
 */
const UNIT_AFTER = new RegExp(String.raw`^\s*(?:שעות|שעה|דקות|ימים|(?!${HEBREW_WEEKDAY}(?![א-ת]))יום|לילות|ק"מ|hours?|hrs?|minutes?|mins?|days?|nights?|km)(?![\p{L}])`, 'iu');
const GARBLED_MARKER = /^\s*(?:[NnM][A-Za-z0-9]?|[A-Za-z][o0])[.:,]?\s+(?=\d)/;
/** After a Hebrew title, its "מס'" recognised as a mark or two of Latin noise ("חשבונית מס ‘Un 2025-0058"). */
const GARBLED_HEBREW_MARKER = /^\s*[^\s\d\u0590-\u05ff]{1,3}\s+(?=\d)/;

function valueAfter(lines: Line[], line: Line, at: number, end: number): Value | undefined {
  const text = line.text.slice(end);
  const afterHebrewTitle = () => /[א-ת]['"]?\s*$/.test(line.text.slice(0, end));
  const skip = (TRANSLATION.exec(text) ?? GARBLED_MARKER.exec(text) ?? (afterHebrewTitle() ? GARBLED_HEBREW_MARKER.exec(text) : null))?.[0].length ?? 0;
  const code = SERIES_CODE.exec(text.slice(skip));
  const passed = skip + (code && !LABEL_CODE.test(code[1]) ? code[0].length : 0);
  const rest = text.slice(passed);
  const same = VALUE.exec(rest);
  // On the same line only if it follows closely: "Invoice #  INV-7" yes, a number at the far end of a table row no.
  if (same && same.index + same[0].length - same[1].length <= 4) {
    const after = rest.slice(same[0].length);
    const amount = /^[.,]\d{2}(?!\d)/.test(after);
    const value = amount || UNIT_AFTER.test(after) ? undefined : clean(same[1]);
    const start = end + passed + same[0].length - same[1].length;
    // (Not a table's bar between two cells recognised as "1", "מס' חשבונית 1 תאריך": the value is under the label.)
    if (value && !/^[1Il|]$/.test(value)) return { value, line, start, end: start + same[1].length, how: 'same line' };
  }
  const beside = besideLatinLabel(line, at, end);
  if (beside) return beside;
  const row = onlyValueOfRow(lines, line, at, end);
  if (row) return row;
  // Nothing usable right after the label: the value is under it, or on the next line when the label ends its cell.
  const cell = segments(line).find((seg) => seg.start <= at && at < seg.end);
  const cellEnds = !cell || line.text.slice(end, cell.end).replace(/[\s:#.]/g, '').length === 0;
  const span = spanOf(line, at, end);
  const nearest = under(lines, line, span);
  // (Words of letters alone only beside the label's column, within the reach it is given, a neighbouring cell's month in a narrow header row,
  // "Invoice No." beside "Tasting" / "booking" over "December" / "KN23543509": the value is on a line under them, right under the label.)
  const overLabel = (w: { x0: number; x1: number }) => w.x1 > span.x0 && w.x0 < span.x1;
  // (Only under a header row, labels alone: not under a word of a sentence, "טיפ 10% - אינו כלול בחשבונית 54.00", over a card's approval further down.)
  // (Or under a second row of labels, the header's translation: "מספר | תאריך | מגרש | שעות" over ".No | Date | Court | Slot" over "PC-360066 | …".)
  const labelsRow = (l: Line) => !/\d/.test(l.text) && segments(l).length > 1;
  const further =
    labelsRow(line) && nearest && nearest.words.every((w) => !/\d/.test(w.text)) && (nearest.words.every((w) => !overLabel(w)) || labelsRow(nearest.line))
      ? under(lines, nearest.line, span)
      : undefined;
  const below = further && further.words.some(overLabel) ? further : nearest;
  // (A word of a date under the label, "Issued: 7 Oct 2024", is the date's, not a number.)
  const dated = below ? datesIn(below.line.text).map((d) => [d.index, d.index + d.length]) : [];
  for (const word of below?.words ?? []) {
    if (dated.some(([a, b]) => word.start < b && a < word.end)) continue;
    // (A value with another thing's label right before it, "Order # 802677849" under "Invoice No.", is that label's; its sign glued to it too,
    // "Order #W25765" under "RECEIPT".)
    const own = /(\S+\s*)?(?:#|\bno\.?|\bnumber|:)\s*$/i.exec(`${below?.line.text.slice(Math.max(0, word.start - 16), word.start) ?? ''}${/^[#:]*/.exec(word.text)?.[0]}`);
    if (own && NOT_DOCUMENT.test(own[0])) continue;
    // (Nor one a tax registration's label opens, "TIN / VAT Reg. 50-07023-0-6" under "TAX INVOICE" whose own number the recogniser lost: the vendor's id.)
    if (TAX_ID_BEFORE.test(below?.line.text.slice(Math.max(0, word.start - 24), word.start) ?? '')) continue;
    // (A stop or a dash read after it, "9917.", "AX652204-", a speck or a rule's end at the cell's edge, is not part of it.)
    const v = VALUE.exec(word.text);
    const value = v && v[0].length === word.text.replace(/(?<=[\dA-Z])[.,-]$/, '').length ? clean(v[1]) : undefined;
    // (A single character under a title, a till's register number in "קופה 4 מס' 088259", is no number: the next value is.)
    if (below && value && value.length > 1) return { value, line: below.line, start: word.start, end: word.end, how: 'under' };
  }
  if (!cellEnds) return undefined;
  const next = lines[line.index + 1];
  // (Not the hour opening it, "17:00" under "Slot" in a grid whose number the recogniser lost.)
  const first = next && !TIME_FIRST.test(next.text) ? VALUE.exec(next.text) : null;
  const value = first && clean(first[1]);
  if (next && value) return { value, line: next, start: 0, end: first[0].length, how: 'next line' };
  return undefined;
}

/** A tax registration's label right before a value: the tax-id labels (`TAX_ID_LABEL`: "VAT Reg.", "Tax ID", "ח.פ.", "ע.מ." …), and "TIN", "GST Reg", "NIF". */
const TAX_ID_BEFORE = new RegExp(String.raw`(?:${TAX_ID_LABEL.source}|\btin|\bgst\s*reg|\bnif)[\s.,:#/]*(?:no\.?|number|#)?[\s.,:]*$`, 'i');

/** A day of the month, a month and a year (perhaps cut short) parted by slashes or stops. */
const DATE_LIKE = /^(?:0?[1-9]|[12]\d|3[01])([/.])(?:0?[1-9]|1[0-2])\1\d{2,4}$/;

/** A line opening with a time of day. */
const TIME_FIRST = /^\s*\d{1,2}:\d{2}(?!\d)/;

/**
 * A number of a series with the series' code printed before it ("FR 2024A/9722", "FT 01P/452": a
 * Portuguese invoice's type and series; "J 36481", "BD 2594": a series letter and a serial): the
 * code is part of the number.
 */
function withSeries(found: Value | undefined, label: { line: Line; start: number; end: number }, ocr: boolean): Value | undefined {
  if (!found) return found;
  // A serial of digits alone after a series code of Latin capitals and a space ("J 36481", "BD 2594", "INV 10237"), or a year's digits and a serial
  // ("RTS 22-0468"). From OCR, a code of one letter may be a frame's side or a speck read as "I", "l" or "J": two letters at least there.
  const serial = /^(?:\d{3,}|(?:\d{2}|20\d{2})-\d{3,})$/.test(found.value);
  if (!found.value.includes('/') && !serial) return found;
  const before = found.line.text.slice(Math.max(0, found.start - 9), found.start);
  // (A document type and a series, "FT MS 2026/3612": both codes, when the first is no label's word either.)
  const codes = [/(?:^|\s)([A-Z]{2,3}\s[A-Z]{1,3})\s$/.exec(before), /(?:^|\s)([A-Z]{1,3})\s$/.exec(before)];
  for (const code of codes) {
    if (!code || code[1].split(' ').some((word) => LABEL_CODE.test(word))) continue;
    const start = found.start - code[1].length - 1;
    // (The code is the label's own last word, "INV 1234" read with "INV" as the label, when it does not stand after the label. Not a code before the
    // label, where a bilingual line's reading order puts the value a Latin label names: "מס' BD 2594 No. /".)
    if ((found.line === label.line && start >= label.start && start < label.end) || (serial && ocr && code[1].length < 2)) continue;
    return { ...found, value: `${code[1]} ${found.value}`, start };
  }
  // (A code of Latin capitals after the serial that closes a Hebrew line: the line is read right to left, so the code printed left of the number,
  // "PM 697949", comes after it, "חשבונית מס קבלה 697949 PM".)
  const after = /^\s+([A-Z]{2,3})[\u200e\u200f]?\s*$/.exec(found.line.text.slice(found.end));
  if (serial && after && !LABEL_CODE.test(after[1]) && /[א-ת]/.test(found.line.text.slice(0, found.start))) {
    const codeStart = found.end + after[0].indexOf(after[1]);
    const code = spanOf(found.line, codeStart, codeStart + after[1].length);
    const number = spanOf(found.line, found.start, found.end);
    if (code.x1 <= number.x0) return { ...found, value: `${after[1]} ${found.value}` };
  }
  return found;
}

/** Capitals before a number that are a label's or a currency's, not a series code. */
const LABEL_CODE = /^(?:NO|NR|N|ID|NIF|VAT|ILS|NIS|USD|EUR|GBP|CHF)$/;

/**
 * A Latin label in a line read right to left (a bilingual line): its value is printed to its right,
 * which the reading order puts before it. The nearest word to the right, past a slash, is the value.
 */
function besideLatinLabel(line: Line, at: number, end: number): Value | undefined {
  const label = line.text.slice(at, end);
  if (!/[A-Za-z]/.test(label) || /[א-ת]/.test(label) || !/[א-ת]/.test(line.text)) return undefined;
  const span = spanOf(line, at, end);
  const right = line.words.filter((w) => w.x0 >= span.x1 - 1 && w.x0 - span.x1 < 3 * line.height && !/^[/:#|]$/.test(w.text)).sort((a, b) => a.x0 - b.x0);
  const beside = (word: Word | undefined): Value | undefined => {
    if (!word) return undefined;
    const v = VALUE.exec(word.text);
    const value = v && v[0].length === word.text.length ? clean(v[1]) : undefined;
    return value ? { value, line, start: word.start, end: word.end, how: 'same line' } : undefined;
  };
  const found = beside(right[0]);
  if (found) return found;
  // The Latin half of a bilingual label, "מס' / No.", the Hebrew half at its right past the slash (or recognised as noise, "‘un / :No.", "/'op No."): read right
  // to left the label goes on to its left, and so does its value.
  const slash = line.words.filter((w) => w.x0 >= span.x1 - 1 && w.x0 - span.x1 < line.height).sort((a, b) => a.x0 - b.x0)[0];
  // (The slash perhaps recognised glued to the Hebrew half's noise, "/'op No. 1737".)
  if (!slash || !/^\/|\/$/.test(slash.text)) return undefined;
  // (Its value may stand a column's gap away, aligned with the values under it: six heights at most.)
  const left = line.words.filter((w) => w.x1 <= span.x0 + 1 && span.x0 - w.x1 < 6 * line.height).sort((a, b) => b.x1 - a.x1);
  return beside(left[0]);
}

/** A tax id's, a phone's or another thing's label right before a value. */
const OTHER_LABEL_BEFORE = new RegExp(
  `(?:(?<![א-ת])(?:ח\\.?\\s?פ|ח"פ|ע\\.?\\s?מ|ת\\.?\\s?ז)\\.?|עוסק\\s*(?:מורשה|פטור)|\\b(?:reg|company|vat|tax\\s*id|dealer)\\b\\.?(?:\\s*no\\.?)?|${NOT_DOCUMENT.source})\\s*[:.#]?\\s*$`,
  'i',
);

/**
 * A row that holds only the label (and its translation) and one value ("Check # / חשבון ....... 81987",
 * the value at the far end of a till slip's row, or first in a right-to-left reading): the value is the label's.
 */
function onlyValueOfRow(lines: Line[], line: Line, at: number, end: number): Value | undefined {
  const others = line.words.filter((w) => w.end <= at || w.start >= end);
  const numbers = others.filter((w) => /\d/.test(w.text));
  const words = others.filter((w) => !/\d/.test(w.text) && /[\p{L}]{2}/u.test(w.text));
  if (numbers.length !== 1 || words.length > 2) return undefined;
  const [word] = numbers;
  // (On a page without Hebrew, read left to right, the value follows its label: a number before it, "5G" of a logo beside "TAX INVOICE", is not its.)
  if (word.end <= at && !lines.some((l) => /[א-ת]/.test(l.text))) return undefined;
  // (Not a number another label names: the letterhead's "ח.פ. 525215646" beside the title "חשבונית מס".)
  if (OTHER_LABEL_BEFORE.test(line.text.slice(Math.max(0, word.start - 24), word.start))) return undefined;
  // (Nor a quantity, "14 days with receipt" in a slip's exchange terms.)
  if (UNIT_AFTER.test(line.text.slice(word.end))) return undefined;
  const v = VALUE.exec(word.text);
  const value = v && v[0].length === word.text.length ? clean(v[1]) : undefined;
  return value ? { value, line, start: word.start, end: word.end, how: 'same line' } : undefined;
}

/** Whether a value of a character or two has a box wider than they could fill (each at most about its height wide). */
function lostCharacters(found: Value): boolean {
  const words = wordsIn(found.line, found.start, found.end);
  if (words.length === 0 || found.value.length > 2) return false;
  const width = Math.max(...words.map((w) => w.x1)) - Math.min(...words.map((w) => w.x0));
  const height = Math.max(...words.map((w) => w.y1 - w.y0));
  return width > height * (found.value.length + 1.5);
}

/**
 * A recognised number whose first digit, a 5, was read as a dollar sign right after a Hebrew number label ("חשבונית מס/קבלה מס' $0721" for 50721):
 * no amount is written so (no cents), so the sign is the 5. One character for another, so every offset in the line stands.
 */
function withDollarAsFive(line: Line): Line {
  const text = line.text.replace(/(?<=(?:מס['"׳]|מספר)\s*)\$(?=\d{3,}(?![\d.,]))/g, '5');
  return text === line.text ? line : { ...line, text };
}

/**
 * A recognised code that opens with a "1" before capitals and a separator ("1C/279581"): the 1 is
 * an I, as a number is never written so (the recogniser's usual misreading of a serif I). The OCR
 * reader gives the English pass's words their I with it too.
 */
export function withInitialI(value: string): string {
  return /^1[A-Z]{1,3}[-/]\d{3,}$/.test(value) ? `I${value.slice(1)}` : value;
}

/** A value that is a date, a time, an amount with cents or a phone number is not a document number. */
function clean(raw: string): string | undefined {
  const trimmed = raw.replace(/[-/.]+$/, '');
  // (A series letter the page shows on the digits' right, read in Hebrew before them.)
  const value = /^\d+[א-ת]$/.test(trimmed) ? `${trimmed.slice(-1)}${trimmed.slice(0, -1)}` : trimmed;
  if (!/\d/.test(value) || value.length > 24) return undefined;
  if (datesIn(value).length > 0 || /^\d{1,2}:\d{2}$/.test(value)) return undefined;
  // A phone number as Israel writes them (03-5551234, 052-1234567, 053-418-3483: an area code 02, 03, 04, 08 or 09, or a mobile's or a line's
  // 05x or 07x, and seven digits that never begin with 0 or 1, whole or three and four); unbroken digits with a leading zero are a number like any
  // other, and so is a branch and serial that no phone could be ("090-0060070", "074-0226712").
  if (/^(?:0[23489]|0[57]\d)-[2-9]\d{2}-?\d{4}$/.test(value)) return undefined;
  return value;
}
