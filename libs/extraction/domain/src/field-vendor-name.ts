import { Candidate, capped, decide, Finding, ParseContext, Segment, segments, underTitle } from './candidates';
import { datesIn, maskDates } from './dates';
import { customerBlock, customerLabelBefore, dealerLabel, hasTaxIdLabel, inBlock, SALUTATION, TAX_ID_LABEL } from './field-tax-id';
import { endsWithFamilyName, isLatinPersonName, isPersonName, mayBePersonName, personIn, withFinalMemRepaired, withGivenNameRepaired } from './given-names';
import { confidenceOf, Line, spanOf } from './layout-lines';
import { editDistance } from './fuzzy-labels';
import { moneyIn } from './money';
import { escaped } from './receipt-text';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { frenchLettersRepaired } from './french-letters';
import { portugueseLettersRepaired } from './portuguese-letters';
import { spanishLettersRepaired } from './spanish-letters';

/** Company suffixes (a country's legal forms after a Latin word: Czech a.s., s.r.o., k.s., v.o.s.; German KG, UG (haftungsbeschränkt), GmbH & Co. KG, e.K., KGaA, OHG, GbR, e.V.; Austrian e.U., OG, GesmbH; Swedish AB; Brazilian Ltda.; Italian S.n.c.; Croatian, Slovenian and Serbian d.o.o. (read "6.0.0." too; Montenegro's written DOO) and Croatia's simple j.d.o.o., d.d., a.d., s.p.; Finnish Oyj; Estonian OÜ; Latvian SIA; Lithuanian UAB; Hungarian Zrt., Nyrt.; Belgian and Dutch BVBA, SPRL, BV, NV (not Nevada before its ZIP code, "Crescent Valley, NV 89821"), VOF, CommV; SRL (Belgian, Italian, Romanian) written without full stops; French S.A.S.; Luxembourg's S.à r.l.; Monaco's S.A.M.; Spanish S.L.U.; the European SE; LLP, L.L.C.; Singapore's Pte. Ltd; Greece's P.C.; Malaysia's Sdn. Bhd.; Japan's K.K.; India's Pvt. Ltd; Icelandic ehf., hf.; Norway's AS, ASA, ENK and ANS (and Estonia's AS) closing the name; Bulgaria's OOD, EOOD and, closing the name, AD, EAD; Albania's SHPK written without points; North Macedonia's DOOEL; Irish DAC and CLG; Kosovo's and Albania's SH.P.K. and SH.A.; Mexico's and Central America's S.A. de C.V. and S. de R.L.; Sweden's Handelsbolag, Kommanditbolag and Aktiebolag written out; the Faroe Islands' Sp/f and P/F; Türkiye's Ltd. Şti. and A.Ş.), OCR's usual misreadings of בע"מ included (בעיימ, בע'מ, בע"ס, בע";מ with a semicolon read between its marks, בע"5מ with a digit; its מ lost, בע", or read as two letters, בע"כז, at a name's end), and of Ltd (Lid, Ltp, and Lad. with its stop), Sp. z o.o. (Sp. z 0.0.), S.r.l. (S.r.1.) and S. de R.L. (5. de R.L.). */
const SUFFIX_AFTER =
  /(בע\s?["'׳״]{0,2}\s?[מםס](?![א-ת])|בע["'׳״]{1,2}[;\d][מם](?![א-ת])|(?<=[א-ת]{2,}\s)בע["'׳״]{1,2}(?:[א-ת]{1,2})?(?=\s*$|\s+[-·|:]\s)|(?<![א-ת])[בר]עי?מ$|(?<=[א-ת]{2,}\s)בע$|בע(?:["'׳״]+י?|י+["'׳״]+)[א-ת](?![א-ת])|(?<=[א-ת]{2,}\s)בעל["'׳״]+י?[מםס](?![א-ת])|בעיימ|ושות'?|(?<=[A-Za-zÀ-ɏ][^\s]*\s)lt[dp]\.?\s?[şs]t[iİı]\.?(?![\wÀ-ɏ])|\blt[dp]\b\.?|\bl[i1]d\b\.?$|\blad\.$|\blimited\b|\binc\b\.?|\bllc\b|\bgmbh\s?&\s?co\.?\s?kg\b|\bgmbh\b|\bcorp(?:oration)?\b\.?|\bplc\b|\bs\.?a\.?r\.?l\b\.?|\bs\.\s?à\s?r\.\s?l\.?|\bs\.r\.[l1I]\.?|\bb\.v\.?|\bsa\b|\bag\b|(?<=[A-Za-z][^\s]*\s)(?:aps\b|a\/s\b|s\.l\.(?!\w)|s\.\s?a\.\s?de\s?c\.\s?v\.(?!\w)|s\.\s?de\s?r\.\s?l\.(?:\s?de\s?c\.\s?v\.)?(?!\w)|s\.a\.(?!\w)|s\.\s?a\.\s?e\.?(?!\w)|(?<=[A-Za-z][^\s]*\s[A-Z][^\s]*\s)est\.(?=,?\s*$)|s\.p\.a\.(?!\w)|s\.\s?n\.\s?c\.(?!\w)|sas\b|n\.v\.(?!\w)|oy\b|kft\b|s\.\s?r\.\s?o\.|a\.\s?[sş]\.(?!\w)|k\.\s?s\.(?!\w)|v\.\s?o\.\s?s\.(?!\w)|kg\b|ug\b(?:\s?\(haftungsbeschr[äa]nkt\))?|e\.\s?k\.(?!\w)|e\.\s?u\.(?!\w)|og\b(?=,?\s*$)|ges\.?\s?m\.?\s?b\.?\s?h\.?(?!\w)|ab\b|ltda\.?(?!\w)|sp\.\s?z\s?[o0]\.\s?[o0]\.|pty\b|ike\b|i\.k\.e\.|lda\.?(?!\w)|co\.(?=,?\s*$)|j\.\s?d\.\s?o\.\s?o\.(?!\w)|[d6]\.\s?[o0]\.\s?[o0]\.?(?!\w)|doo\b|d\.\s?d\.(?!\w)|a\.\s?d\.(?!\w)|s\.\s?p\.(?!\w)|oyj\b|o[üu](?![\wÀ-ɏ])|sia\b|uab\b|zrt\.?(?!\w)|nyrt\.?(?!\w)|bvba\b|sprl\b|srl\b|bv\b|nv\b(?!\s*\d{5}(?!\d))|vof\b|commv\b|s\.a\.s\.(?!\w)|s\.a\.m\.(?!\w)|s\.l\.u\.(?!\w)|s\.c\.(?!\w)|se\b(?=,?\s*$)|kgaa\b|ohg\b|gbr\b|e\.\s?v\.(?!\w)|llp\b|l\.l\.c\.(?!\w)|pte\.?\s?ltd\b\.?|p\.c\.(?!\w)|sdn\.?\s?bhd\b|k\.k\.(?!\w)|pvt\.?\s?ltd\b\.?|incorporated\b|handelsbolag\b|kommanditbolag\b|aktiebolag\b|ehf\.?(?!\w)|hf\.(?!\w)|(?:as|asa|enk|ans)\b(?=,?\s*$)|e?ood\b|e?ad\b(?=,?\s*$)|shpk\b|dooel\b|dac\b|clg\b|sh\.\s?p\.\s?k\.?(?!\w)|sh\.\s?a\.(?!\w)|cc\b(?=,?\s*$)|sp\/f(?!\w)|p\/f(?!\w)|\(pty\)\s?ltd\b\.?))/i;
/** Legal forms written before the name: France's ("SARL Le Comptoir des Halles", "EURL Margot & Fils"), Latvia's and Lithuania's ("SIA Dzintara Gaisma", "UAB Baltų Medis"). */
const LEGAL_FORM_BEFORE = /^(?:sarl|sasu|sas|eurl|snc|selarl|sia|uab)\s+(?=\S)/i;
/** A name closing with "Co." ("ST AUBIN KNIT CO."): a brand's way of naming a company more often than its registered legal form. */
const CO_ENDING = /\bco\.?$/i;
/** "And partners" alone after a name ("זקן ושות'", "Flea & Co"): a partnership's, or a brand's when a licensed dealer is the vendor. */
const PARTNERS_ONLY = /(?:ושות'?|&\s*co\.?)$/i;
/**
 * A recognised name with a legal form that opens with a place, a comma in it, and a dash after it ("תחנת הרכבת העות'מאנית, כפר יהושע -
 * קרונות העמק אירוח בע"מ"): the name after the dash, a separator the recogniser read as one. (A text layer gives the separator as printed.)
 */
function withoutPlaceBefore(name: string, ocr: boolean): string {
  const parts = ocr ? /^([^-–]*,[^-–]*)\s[-–]\s+(\S.*)$/.exec(name) : null;
  return parts && SUFFIX.test(parts[2]) && !SUFFIX.test(parts[1]) ? parts[2] : name;
}

/** A line that opens with a business's tax-id label (not a person's, ת.ז. or ID) or a foreign registration: the one under a registered name. */
function registrationOpens(line: Line): boolean {
  const opening = line.text.slice(0, 12);
  return (TAX_ID_LABEL.test(opening) && !/ת\s?\.\s?ז|\bID\b/.test(opening)) || FOREIGN_REGISTRATION.test(line.text.slice(0, 30)) || GARBLED_COMPANY_ID.test(line.text);
}

/**
 * A Hebrew name's בע"מ closing it recognised as Latin letters about a quote mark ("פתיתי חצור תעשיות מזון n'y", "… o"va"): its letters read left to
 * right as their Latin look-alikes, the gershayim kept; or cut short after its ב ("אורות השמיים זיקוקין והפקות ב", the rest perhaps read as a
 * "0"), a letter no Hebrew word is alone (but a building's, a floor's or a gate's letter, "קומה ב"). Two Hebrew words before it at least.
 */
const SUFFIX_READ_AS_LATIN = /(?<=[א-ת]{2,}\s+[א-ת]{2,})\s+(?:[A-Za-z]{1,2}["'”’][A-Za-z]{1,2}|(?<!(?:קומה|בניין|בנין|מבנה|אגף|שער|מגדל|כניסה|מתחם|שלב)\s+)ב(?:\s+[0oO])?)$/;

/** "ח.פ." recognised as "חם." (its stop lost, its פ read as a final mem) opening a line right before the id's digits, perhaps in groups: "חם. 046 975 $12". */
const GARBLED_COMPANY_ID = /^\s*חם\.?\s*(?:[\d$S][\s-]?){8}\d(?!\d)/;

/** A legal form of the name: written after it, or, France's, before it. */
const SUFFIX = new RegExp(`(?:${LEGAL_FORM_BEFORE.source}|${SUFFIX_AFTER.source})`, 'i');
/** A document's title, in any of the languages receipts come in, alone or with its translation ("Rechnung / Invoice"). */
const TITLE =
  /^(חשבונית(\s*מס)?(\s*[/-]?\s*קבלה)?(\s*(?:מקור|העתק))?|קבלה|מקור|העתק|נאמן למקור|receipt|(?:tax\s*)?invoice(?:\s*[/-]?\s*receipt)?|original|copy|bill|statement|monthly\s*statement|welcome|ברוכים הבאים|guest\s*folio.*|credit\s*note|(?:correcting|corrective|correction)(?:\s*invoice)?|\(?faktura(?:\s*(?:vat|korygując[ae]|korygujac[ae]))?\)?|rechnung|fattura|facture|factura|factuur|quittung|ricevuta|recibo)[\s:.!]*$/i;
/** A title with what it bills after a dash ("חשבונית מס - חיוב חודשי נובמבר", "Tax invoice - March 2024"): no name. */
const QUALIFIED_TITLE = /^(?:חשבונית(?:\s*מס)?(?:\s*[/-]?\s*קבלה)?|קבלה|(?:tax\s*)?invoice|receipt)\s+[-–:]\s+\S/i;
/** A bill's title, what it bills or for what period ("חשבון תקופתי למים וביוב", "חשבון חשמל", "חשבון דו-חודשי"): no name. */
const BILL_TITLE = /^\s*חשבון\s+(?:תקופתי|חודשי|דו[-\s]?חודשי|צריכה|ל?מים|ל?חשמל|ל?גז|ארנונה|טלפון|תקשורת)(?![א-ת])/;
/** A credit note's title ("חשבונית מס זיכוי", "הודעת זיכוי"): no name, though the letterhead's layout does not treat it as the title's line. */
const CREDIT_TITLE = /^(?:חשבונית\s*(?:מס\s*)?זיכוי|הודעת\s*זיכוי)[\s:.]*$/;
const HEADER = { test: (text: string) => text.split(/\s*[/|·]\s*/).every((part) => part === '' || TITLE.test(part)) };
/** Hebrew words that mark a line as something else than a name, as whole words (נייד is not ניידת). */
// (And, in NOT_NAME, an industrial zone opening a part, "אזור התעשייה חצור הגלילי · ח.פ. …" beside the letterhead's logo: an address, unless a
// registered name's בע"מ closes it.)
// (And, in NOT_NAME, a French company's legal mentions, "SARL au capital de 40 000 € · RCS …": its legal form opens the line, but no name follows it.)
const NOT_NAME_HE = '(?<![א-ת])[הוב]?(?:טלפון|נייד|כתובת|סניף|קופה|קופאי|שולחן|מלצר|משאבה|מוקד|עמוד|תודה|מבקר)(?![א-ת])';
const NOT_NAME = new RegExp(
  `(${SALUTATION}|bill(?:ed)?\\s*to|ship(?:ped)?\\s*to|^\\s*client\\b|\\b(?:service|billing)\\s*period\\b|paid\\s*(?:with|by|via)|charged\\s*to|customer|לקוח|טל'?[:.]?\\s*\\d|tel[:.]|phone|\\bfax\\b(?=\\s*(?:no\\.?|number|#)?\\s*[:.]?\\s*(?:[+(\\d]|$))|(?<![א-ת])פקס(?=\\s*[:.]?\\s*(?:[+(\\d]|$))|www\\.|@|http|[a-z\\d-]\\.(?:co\\.il|org\\.il|com|net|org|shop|store|io)\\b|address|רח'|\\d.*\\b(?:street|st|blvd|ave|avenue|road|rd|rue|strasse|straße|str|via|calle|platz|lane|drive|boulevard)\\b|\\b(?:street|st|blvd|ave|avenue|road|rd|rue|strasse|straße|str|via|calle|platz|lane|drive|boulevard)\\b.*\\d|branch|store\\s*#|\\bserver\\b|\\btable\\b|\\bguest\\b(?!\\s*house)|\\bvisitor\\b|\\broom\\b|(?<![א-ת])תחנה\\s*(?:מס['.]?|מספר|#|no\\.?)?\\s*\\d|\\bterminal\\b|car\\s*park|\\bpage\\b|(?<![א-ת])שד'|(?<![א-ת])רחוב\\s(?![^\\d]*בע"מ$)|^\\s*ב?(?:אזור\\s*ה?תעשי{1,2}ה|אזה"ת)(?![א-ת])(?!.*בע"מ$)|(?<![א-ת])ה?הזמנה\\s*(?:מס['.]?|מספר|#)?\\s*\\d|\\border\\s*(?:no\\.?|#)?\\s*\\d|\\d{5,}|(?<!\\d)0\\d{1,2}[-\\s]?\\d{3}[-\\s]?\\d{4}(?!\\d)|[₪$€£]|\\d[.,]\\d{2}(?!\\d)|\\bthank|\\bau\\s+capital\\b)`,
  'i',
);
/** Those Hebrew words: a line they open is something else than a name; inside a registered name, after its first word, they are the name's own ("קול-מענה שירותי מוקד בע"מ"), and so is one opening a registered name of words alone. */
const NOT_NAME_WORD = new RegExp(NOT_NAME_HE);
/** The headings of an items table ("Pos. Description Qty Unit price Amount", "תיאור כמות מחיר"): never a name. */
const TABLE_HEADING =
  /^(?:(?:pos\.?|#|no\.?|description|item|items|qty|quantity|unit|price|unit\s*price|rate|amount|total|debit|credit|details|date|arrival|departure|nights?|hours?|hrs|vat|service|product|\((?:\w{3}|[₪$€£])\)|תיאור|פריט|מוצר|כמות|מחיר|סכום|מק"ט|יחידה|יח'|שעה|תאריך|הנחה|מע"מ)[\s/:.|]*)+$/i;
const SUFFIX_ONLY = /^\s*(בע"?מ|ltd\.?|inc\.?|llc|gmbh|limited|co\.,?\s*ltd\.?|s\.\s?n\.\s?c\.|s\.\s?a\.\s?s\.)\s*$/i;
const LABEL_ONLY = /(תאריך|date|מס'|no\.|#|סה"?כ|total|מע"?מ|vat|\btva\b|(?<![\p{L}])n[°º])/iu;
/** Separators printed between the parts of a letterhead's line ("Name · ח.פ. … · Tel …", "Order #12 | My account | Name"). */
const PART_SEPARATOR = /\s+[·|•]\s+/g;

/**
 * The issuer's name: among the first lines, above the items, a segment that reads like a name,
 * scored up for a company suffix, for a large font (the letterhead), and for coming first. A name
 * with a suffix is cut after it, so a neighbouring token on the same line is not taken along; a
 * letterhead's name printed elsewhere with its legal suffix is taken in full.
 */
export function findVendorName(ctx: ParseContext): Finding | undefined {
  const head = headOf(ctx.lines);
  if (head.length === 0) return undefined;
  const heights = ctx.lines.map((l) => l.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  const candidates: Candidate[] = [];
  const customer = customerBlock(ctx.lines);
  let rank = 0;
  // The letterhead is over the document's title: once a name was found above the title, what is under it (the customer, the vehicle, the order) is less likely the vendor's.
  let titleBottom = Infinity;
  // Where the letterhead ends: the head's end, or an items table's header row within it (the lines from there on are read as the footer's are).
  let headEnd = head.length;
  for (const line of head) {
    const underTitle = line.y0 >= titleBottom;
    const cells = parts(line);
    // (A line of its own that holds the title and nothing else but its number: not a logo beside the word "Invoice".)
    const worded = cells.map((c) => c.text.replace(/[|[\]#:]|\d[\d/-]*/g, ' ').trim()).filter((t) => /\p{L}{2}/u.test(t));
    const titleHere = worded.length > 0 && worded.every((t) => HEADER.test(t));
    // An items table's header row ("Service | Qty | Unit | Amount"): the letterhead is above it, none of its cells or the rows under it is a name.
    if (cells.filter((c) => TABLE_HEADING.test(c.text.trim())).length >= 2) {
      headEnd = line.index;
      break;
    }
    for (const [k, part] of cells.entries()) {
      // A recognised letterhead line "web address · name בע"מ · ח.פ. …" whose separators were read as dashes, the name neither first nor the whole: the
      // piece with the legal suffix. (Not after a customer's label, "לקות - Client א.ב. עבודות עפר בע"מ": the customer's name.)
      const seg = ctx.ocr && !nameIn(part.text) && !firstRecognisedPart(part.text) && !CUSTOMER_WORD.test(part.text) ? recognisedParts(part)[0] : part;
      // A value in a label/value grid under "Company", "Guest", "Client" (a folio's guest company): the customer's.
      if (k > 0 && CUSTOMER_CELL.test(cells[k - 1].text.trim())) continue;
      // (Or the label "To" run into the value's cell under the title, "To Tarangire Baobab Safaris Ltd": the addressee.)
      if (line.index > 0 && ADDRESSEE.test(seg.text)) continue;
      // A page from abroad (a foreign address above): the name over an address in Israel is the Israeli customer's.
      if (!/[א-ת]/.test(seg.text) && abroad(ctx.lines, line.index) && overIsraeliAddress(ctx.lines, line, seg)) continue;
      // A name wrapped before its suffix ("Central Garage Operations" / "Ltd") is one name.
      // A letterhead's line "name · address · phone" whose separators the recogniser read as dashes ("צמיגי עוזי ובניו- אזור תעשייה…"): its first part.
      // (The cell over the suffix when the line over it holds other columns too: "דאטה בק מעבדות שחזור מידע" beside a grid's labels.)
      const found = nameIn(overSuffix(ctx.lines, line, seg) ?? seg.text) ?? (ctx.ocr ? firstRecognisedPart(seg.text) : undefined);
      // (A tax id's label alone, "P.IVA" before "/ VAT No. IT…", is no name.)
      if (!found || ID_LABEL_ONLY.test(found) || inBlock(customer, line, seg.start, seg.end)) continue;
      // Its legal suffix printed beside it but read into another line (a logo's large בע"מ), or the same name with its suffix elsewhere on the page ("Tasklight Labs" over "Tasklight Labs, Inc."): the name in full.
      const full =
        wrappedSuffix(ctx.lines, line, seg, found) ??
        wrappedStart(ctx.lines, line, seg, found) ??
        startPrintedElsewhere(ctx.lines, line, seg, found) ??
        (SUFFIX.test(found) ? found : (suffixBeside(ctx.lines, line, seg, found) ?? withSuffix(ctx.lines, found, customer) ?? found));
      // A logo's remnant the recogniser read before a Hebrew name, a lone digit or one or two Latin letters ("Lt מעגן הצוקים…", "1 מרינה…"): not part of it (though the name stays as doubted as read).
      // (Or a bracket with a digit or none, "( קשת ומטרה בע"מ", "6 ( …", "(6) …"; before a Latin name, a lone small letter or digit, "r Willow & Blade Bats Ltd",
      // "0 SkyDrift Ballooning B.V.", or a row of rings read as zeros, "C0000 Carriage Return Typewriter Co., Inc.".)
      // (A registered Hebrew name, "… בע"מ", is written in Hebrew letters: a word in Latin capitals before it, "POW בועות דיו קומיקס בע"מ", is its logo's, in a
      // text layer too.)
      // (A letterhead's line "place, town · name בע"מ · ח.פ. …" whose separator the recogniser read as a dash: the registered name after it, not the place.)
      // (Or a separator between them read as a dash, "CARMEL ZIPLINE PARK - אתגר הכרמל פארקים בע"מ": the brand's Latin letters, then the registered name.)
      const unmarked = withoutPlaceBefore(full.replace(/^(?:[A-Z]{2,}[!.]?\s+)+(?:[-·|]\s+)?(?=[א-ת]{2}.*בע"מ$)/, ''), ctx.ocr);
      // (Unless those letters are the name's first word misread, the word printed before the next one elsewhere: "py הנץ אופטיקה לשטח בע"מ" under the
      // brand "עין הנץ".)
      // (Nor, after a Hebrew name, the first word of a dealer's label recognised as Latin letters and read into the name, "מורשה" after it: "אורנה דהן poi :
      // מורשה 354447815" is "אורנה דהן · עוסק מורשה …".)
      const afterName = line.text.slice(line.text.indexOf(unmarked) + unmarked.length);
      const labelWordCut = ctx.ocr && /[א-ת]/.test(unmarked) && /^[\s:*.·•+>-]*מורשה(?![א-ת])/.test(afterName) ? unmarked.replace(/\s+[A-Za-z]{2,4}[:*.-]?$/, '') : unmarked;
      const name = ctx.ocr
        ? noiseWordRepaired(ctx.lines, labelWordCut)
            .replace(/^(?:(?:[A-Za-z]{1,2}|\d{1,2}|\(\d{0,2}\)?|\)|\|)\s+)+(?=[א-ת]{2})/, '')
            .replace(/^(?:[a-z]|\d|[A-Z]?[0Oo]{3,}:?)\s+(?=[A-Z][a-z])/, '')
            .replace(SUFFIX_READ_AS_LATIN, ' בע"מ')
        : unmarked;
      // (A customer's label read into the name, "לקות Client - א.ב. עבודות עפר בע"מ" from "לקוח · Client" beside the customer's company: the customer's.)
      if (ctx.ocr && CUSTOMER_WORD.test(name)) continue;
      // A company suffix, and the letterhead's size: the largest print at the top.
      const suffix = SUFFIX.test(name) ? 0.3 : BUSINESS.test(name) ? 0.15 : 0;
      // (The name's own print: a line the reader joined from a large name and a small tagline beside it is not large all along.)
      // (Recognised words' boxes vary with their letters: a recognised line keeps its own height.)
      const height = ctx.ocr ? line.height : printHeight(line, seg);
      const size = height >= 1.6 * median ? 0.35 : height >= 1.25 * median ? 0.2 : 0;
      const score = 0.35 + suffix + size + Math.max(0, 0.15 - 0.05 * rank);
      const why = `${suffix ? 'suffix ' : ''}${size ? 'large' : ''}`;
      rank++;
      // Checked: a legal suffix read with the name itself (not put together with one printed elsewhere), and either the letterhead's print or the same name printed again lower down (a footer, beside the tax id).
      const legal = SUFFIX.test(name);
      // The name the tax-id label follows on its line ("מעבדת מגה-בייט / ח.פ. …"): the registered name; not a label across a wide gap, in another column of the line.
      const cell = segments(line).find((c) => c.start <= seg.start && seg.start < c.end);
      const after = /^[\s/|·:,-]*(\S+(?:\s+\S+)?)/.exec(line.text.slice(seg.end, cell?.end))?.[1] ?? '';
      // (A person's id, ת.ז., labels a customer or a payer, not a business.)
      // (A registered name with its legal suffix whose tax-id label opens the next line, "מבחני רכב עמק יזרעאל בע"מ" over "ח.פ. 528405293", is labelled too.)
      const next = ctx.lines[line.index + 1];
      // (Or, the address between, a registration abroad opening the line after it: "Falista Opakowania Sp. z o.o." over "ul. Wrocławska 177, 45-837
      // Opole" over "NIP 754-090-05-15 · REGON …". Not an Israeli company's label there: a customer's block under the title prints its company so.)
      const second = ctx.lines[line.index + 2];
      const overAddress = next !== undefined && second !== undefined && /\d/.test(next.text) && second.y0 - line.y1 <= 3 * line.height;
      const labelled =
        (TAX_ID_LABEL.test(after) ||
          FOREIGN_REGISTRATION.test(registrationSide(line, seg.end, cell?.end).slice(0, 30)) ||
          (hasTaxIdLabel(seg.text) && !hasTaxIdLabel(name)) ||
          (SUFFIX.test(name) && next !== undefined && (registrationOpens(next) || (overAddress && FOREIGN_REGISTRATION.test(second.text.slice(0, 30))))) ||
          (ctx.ocr &&
            legal &&
            garbledLabelThenId(`${seg.text.includes(name) ? seg.text.slice(seg.text.indexOf(name) + name.length) : ''} ${line.text.slice(seg.end, cell?.end)}`))) &&
        !/ת\s?\.\s?ז|\bID\b/.test(`${seg.text} ${after}`);
      const checked = legal && full === found && (size > 0 || printedAgain(ctx.lines, line.index, name));
      candidates.push({
        value: name,
        score: Math.min(1, score + (labelled ? 0.2 : 0)) * (ctx.ocr ? ocrDoubt(full, confidenceOf(line, seg.start, seg.end)) : 1) * (underTitle ? 0.75 : 1),
        line: line.index,
        why: `${why}${labelled ? ' labelled' : ''}`,
        checked,
      });
    }
    if (titleHere && candidates.length > 0) titleBottom = Math.min(titleBottom, line.y1 - 0.2 * line.height);
  }
  // A company name with its legal suffix lower down, beside a tax-id label (a footer): the vendor's registered name, which a brand at the top does not replace.
  {
    // (A European VAT number, "VAT NL878420813B01", "VAT reg. GB 331 0458 19", or a company's registration labels a footer as well.)
    const labels = (text: string) => hasTaxIdLabel(text) || FOREIGN_REGISTRATION.test(text);
    for (const line of ctx.lines.slice(headEnd)) {
      const labelHere = labels(line.text);
      // (Or two lines down, a footer's address between: "Aromatika Brač j.d.o.o." over its street over "OIB: … · PDV ID / VAT ID: HR…".)
      const [next, second] = [ctx.lines[line.index + 1], ctx.lines[line.index + 2]];
      const block = next !== undefined && second !== undefined && second.y0 - line.y0 <= 3 * line.height;
      const labelNear = labelHere || [ctx.lines[line.index - 1], next, block ? second : undefined].some((l) => l !== undefined && labels(l.text));
      // (On a recognised page, a dealer's short label read as two or three Latin letters before the valid id, "שמעון בירנבאום - Dy 103466439".)
      const shortLabel = ctx.ocr && /[א-ת]/.test(line.text) && garbledShortLabel(line.text) !== undefined;
      // (Or the label's first word read as Latin letters, "חיים בן שושן . poly מורשה - Licensed Dealer": "מורשה" after them vouches for it.)
      const garbledLabel = ctx.ocr && GARBLED_DEALER_WORD.test(line.text);
      if (!labelNear && !shortLabel && !garbledLabel) continue;
      for (const seg of parts(line).flatMap(recognisedParts)) {
        // (The payee of the payment terms, "checks payable to Heartland Barn Art LLC": the name after the words.)
        // (Or of a bank transfer, "Payment by wire transfer in USD · Beneficiary: Pixelwave Motion Ltd. · IBAN …".)
        const payee = PAYABLE_TO.exec(seg.text) ?? HEBREW_PAYEE.exec(seg.text) ?? BENEFICIARY.exec(seg.text);
        // (Its suffix alone on the line, the name wrapped before it in a column beside the items, "אותיות שילוט ודפוס דיגיטלי" over "בע"מ" over "ח"פ …"
        // in a letterhead's sidebar: the cell over it and the suffix.)
        const name = nameIn(payee ? seg.text.slice((payee.index ?? 0) + payee[0].length) : (overSuffix(ctx.lines, line, seg) ?? seg.text));
        if (!name || !SUFFIX.test(name) || inBlock(customer, line, seg.start, seg.end)) continue;
        // (A name right after a customer's label, "שוכר ש.ל. יבוא … בע"מ · ח.פ. …", is the customer's, with the customer's id.)
        if (!payee && customerLabelBefore(line.text.slice(0, seg.start + seg.text.indexOf(name)))) continue;
        // (Nor one that opens a line with no label of its own carrying on the sentence of the line over it, "… Emission factors: Israel" over "Electric
        // Corp. 2025.": the sentence's.)
        if (seg.start === 0 && !labelHere && carriesOnSentence(ctx.lines[line.index - 1], line)) continue;
        const score = 0.75 * (ctx.ocr ? ocrDoubt(name, confidenceOf(line, seg.start, seg.end)) : 1);
        candidates.push({ value: name, score, line: line.index, why: 'beside the tax id' });
      }
      // A dealer's own name right before the dealer's label in a footer ("שחר גולן · עוסק מורשה …", a web shop's brand alone at the top): the person the business is registered to.
      // (Abroad, a person's name right before the registration a sole trader holds in his own name, "Hernán Castillo Rojas · NIT 841.620.020-5 · Régimen común".)
      if (!labelHere && !shortLabel && !garbledLabel) continue;
      // (On a recognised page, a part cut again at a separator read as a colon or a dash: "רונן אזולאי : עוסק מורשה …".)
      // (From a text layer, a part's last piece after a dash, right before the label: "גלים - שירן אבוטבול · עוסק מורשה …", the brand, then the owner.)
      const whole = parts(line);
      for (const seg of ctx.ocr ? whole.flatMap(piecesAtSeparators) : whole.flatMap(withLastPiece)) {
        // (The label's first word read as Latin noise and parted from the second by a colon or a dash read between them, "סאמר חורי Poy : מורשה …": the noise is the
        // label's, not the name's.)
        const noise = ctx.ocr && /^[\s:*-]*מורשה/.test(line.text.slice(seg.end)) ? /\s+[A-Za-z]{2,4}(?:\s*[:*-])?\s*$/.exec(seg.text) : null;
        // (Abroad, a person's name and the words that say the business is his, "Earl Whitlock, sole proprietor, d/b/a Whitlock Coal Art": the name.)
        // (Or in parentheses after it, "Helena Shikongo (sole trader)"; or a label before it, "Proprietor: Ram Bahadur Shakya".)
        const soleTrader = ctx.hebrew ? null : NAME_BEFORE_SOLE_TRADER.exec(seg.text);
        const proprietor = ctx.hebrew ? null : PROPRIETOR_LABEL.exec(seg.text);
        // (Or the label before the name and the id closing its part, "Licensed Dealer | עוסק מורשה · תמר וייס 079156600", or all three in one part,
        // "עוסק מורשה ערן צור 152245726": the name without the id.)
        const idClosing = noise || soleTrader || proprietor ? null : ID_CLOSING.exec(seg.text);
        const labelOpening = idClosing ? DEALER_LABEL_OPENING.exec(seg.text) : null;
        const idAfter =
          idClosing !== null && !/\d/.test(seg.text.slice(0, idClosing.index)) && (labelOpening !== null || dealerLabel(line.text.slice(0, seg.start).slice(-40)))
            ? idClosing
            : null;
        const named = nameIn(
          noise
            ? seg.text.slice(0, noise.index)
            : soleTrader
              ? soleTrader[1]
              : proprietor
                ? seg.text.slice(proprietor[0].length)
                : idAfter
                  ? seg.text.slice(labelOpening?.[0].length ?? 0, idAfter.index)
                  : seg.text,
        );
        // (A Latin brand before a Hebrew person's name in the part, "SITWELL - עידו קרמר, עוסק מורשה …" given by a text layer as "- SITWELL עידו קרמר, …":
        // the person's name.)
        const brandBefore = named ? /^[A-Z][A-Za-z&.'-]*(?:\s+[A-Z][A-Za-z&.'-]*)*\s+(?=[א-ת])/.exec(named) : null;
        const person = named && brandBefore ? named.slice(brandBefore[0].length) : undefined;
        // (A title before a dealer's name in Latin letters, "Dr. Hadas Klein · Licensed Dealer …", is cut, as the letterhead's is; so are the letters of a
        // profession after it, "Miriam Shalev, CPA (Isr.) · Licensed Dealer …", and a role after a comma, "Yael Friedland, ISO Lead Auditor · …".)
        const bare = named && !ctx.hebrew ? named.replace(LATIN_TITLES, '').replace(POSTNOMINALS, '') : named;
        const role = bare ? /^([^,]+),\s*[^,\d]{2,40}$/.exec(bare) : null;
        const untitled = role && isLatinPersonName(role[1]) ? role[1] : bare;
        const name = person && isPersonName(person) ? person : untitled !== named && untitled && isLatinPersonName(untitled) ? untitled : named;
        // (A text layer's piece after a dash is a person's by a given or a family name only: "רונית שגיא – הנהלת חשבונות" ends with the trade.)
        const piece = !ctx.ocr && !whole.includes(seg);
        // (The label may follow the name inside its part, no separator printed between them: "אלה דרורי עוסק מורשה 101344844".)
        const own = seg.text.replace(/^[\s\-·|]+/, '');
        const start = brandBefore && name !== named ? own.indexOf(name ?? '') : 0;
        const inside = name && own.slice(start).startsWith(name) ? own.slice(start + name.length) : '';
        // (The separator before the label perhaps recognised as a "+", "דניאל רודריגס + POW מורשה 393697974".)
        const after = /^[\s·|•,:/+-]*(\S.{0,39})/.exec(`${inside}${line.text.slice(seg.end)}`)?.[1] ?? '';
        // (Or a sole trader saying so before it, "Earl Whitlock, sole proprietor, d/b/a Whitlock Coal Art · WV Business Registration Cert. …".)
        const registeredAbroad =
          !ctx.hebrew &&
          name !== undefined &&
          isLatinPersonName(name) &&
          (FOREIGN_REGISTRATION.exec(after)?.index === 0 || SOLE_TRADER.test(after) || (proprietor !== null && (hasTaxIdLabel(after) || FOREIGN_REGISTRATION.test(after))));
        // (Or the label and the id before the name, a person's by a given name, closing the line: "עוסק מורשה 250675170 · מיכל אברהמי".)
        const before = line.text.slice(0, seg.start);
        const labelledBefore =
          name !== undefined &&
          isPersonName(name) &&
          ((!after && ID_CLOSING.test(before) && dealerLabel(before.slice(-60))) || (idAfter !== null && (ID_ALONE.test(after) || (labelOpening !== null && !after))));
        const dealers =
          dealerLabel(after) || (shortLabel && garbledShortLabel(after)?.index === 0) || (garbledLabel && GARBLED_DEALER_WORD.exec(after)?.index === 0) || labelledBefore;
        if (
          !name ||
          !(isPersonName(name) || (!ctx.hebrew && isLatinPersonName(name)) || ((!inside || noise) && !piece && mayBePersonName(name, BUSINESS))) ||
          !(dealers || registeredAbroad) ||
          inBlock(customer, line, seg.start, seg.end) ||
          customerLabelBefore(line.text.slice(0, seg.start))
        )
          continue;
        const score = 0.75 * (ctx.ocr ? ocrDoubt(name, confidenceOf(line, seg.start, seg.end)) : 1);
        candidates.push({ value: name, score, line: line.index, why: dealers ? 'owner beside the dealer label' : OWNER_REGISTERED_ABROAD });
      }
    }
  }
  // A dealer's own name alone in its cell right over the cell the dealer's label opens ("עופר דנינו" over "עוסק מורשה / Licensed Dealer …"), anywhere on
  // the page (a letterhead in a column beside the items or the customer's): the person the business is registered to. (Or with the dealer's trade
  // between them, "אלכסנדר פרידמן" over "ציוד לקשתות ספורט" over "עוסק מורשה · …": a web shop's footer.) A name alone on its line there is a person's
  // whatever the list of given names says, "נגה ברק" over "עוסק מורשה / Licensed Dealer": the label's place for the owner's name (when the
  // label opens its line: not over "גיורגי מיכאלשווילי · עוסק מורשה", where the name the label follows is the owner's).
  for (const line of ctx.lines.slice(1))
    for (const above of [ctx.lines[line.index - 1], ctx.lines[line.index - 2]].filter((l): l is Line => l !== undefined))
      for (const label of parts(line).filter((seg) => dealerLabel(seg.text.trim().split(/\s+/).slice(0, 3).join(' ')))) {
        // (The label's cell holds its number too, "עוסק מורשה · 072 882 467 Licensed Dealer": a name centred over the two is over the label.)
        const number = parts(line).find((p) => p.start >= label.end && p.start - label.end <= 3 && /\d{3}[\s-]?\d{3}[\s-]?\d{3}/.test(p.text));
        const under = spanOf(line, label.start, number ? number.end : label.end);
        for (const seg of parts(above)) {
          const name = nameIn(seg.text);
          const over = spanOf(above, seg.start, seg.end);
          if (
            !name ||
            // (Its separator may close it, "יוסי אלקיים ·" over "עוסק מורשה": a centred footer's name, label and number, each on a line of its own.)
            name !== seg.text.replace(/[\s·•|]+$/, '').trim() ||
            // (Not a sentence's wrapped end, "Remove jewellery and dry skin before entering · יש להסיר" over "תכשיטים לפני הכניסה" over the label; a
            // person's name by its given name centred under a notice, "רינה אלמוג" under "החלפה תוך 14 יום עם חשבונית בלבד", is the owner's.)
            (carriesOnSentence(ctx.lines[above.index - 1], above) && !isPersonName(name)) ||
            !(
              isPersonName(name) ||
              endsWithFamilyName(name, BUSINESS) ||
              (!/[א-ת]/.test(label.text) && isLatinPersonName(name)) ||
              (alone(above, name) && labelOpens(line, label) && mayBePersonName(name, BUSINESS))
            ) ||
            over.x1 <= under.x0 ||
            under.x1 <= over.x0 ||
            inBlock(customer, above, seg.start, seg.end)
          )
            continue;
          const score = 0.75 * (ctx.ocr ? ocrDoubt(name, confidenceOf(above, seg.start, seg.end)) : 1);
          candidates.push({ value: name, score, line: above.index, why: 'owner over the dealer label' });
        }
      }
  // A Hebrew page's Latin wordmark over its Hebrew name ("MEGABYTE" over "מעבדת מגה-בייט", "Lock & Go Locksmiths" over "לוק אנד גו מנעולן"): the brand's
  // translation for its logo; the name the business is registered by in Israel is the Hebrew one right under it, beside the tax-id label. (A Latin name with a legal suffix is a registered name and stays.)
  if (ctx.hebrew) {
    // (The Hebrew name the tax-id label stands beside, on its line or the next: the name registered with it, not a place ("שוק הפשפשים, יפו": a comma before the town) or a slogan under the logo.)
    // (On the name's own line the label follows the name: a town after the label and its number, "עוסק מורשה: 089507354 · הוד השרון", is the address.)
    const registered = (h: Candidate) => {
      const own = ctx.lines[h.line].text;
      const after = own.slice(Math.max(0, own.indexOf(h.value)) + h.value.length);
      return hasTaxIdLabel(after) || (ctx.lines[h.line + 1] !== undefined && hasTaxIdLabel(ctx.lines[h.line + 1].text));
    };
    for (const c of candidates) {
      if (/[א-ת]/.test(c.value) || SUFFIX.test(c.value) || c.why.includes('labelled')) continue;
      const near = (h: Candidate, lines: number) =>
        h !== c && h.line >= c.line && h.line <= c.line + lines && (h.value.match(/[א-ת]{2,}/g) ?? []).length >= 2 && !/[A-Za-z,]/.test(h.value);
      // (The name the label follows on its own line first, up to three lines down: a line between that the label opens the next of, "ד.נ. ערבה תיכונה", is an address.)
      const labelAfter = (h: Candidate) => hasTaxIdLabel(ctx.lines[h.line].text.slice(Math.max(0, ctx.lines[h.line].text.indexOf(h.value)) + h.value.length));
      const hebrew = candidates.find((h) => near(h, 3) && labelAfter(h)) ?? candidates.find((h) => near(h, 2) && registered(h));
      if (!hebrew) continue;
      hebrew.score = Math.max(hebrew.score, c.score);
      hebrew.checked = false;
      c.score *= 0.75;
    }
  }
  // A licensed dealer (עוסק מורשה, ע.מ., Licensed dealer) is a person, registered under the person's own name: a person's name beside that label, before it on
  // its line or on the line over it, is the vendor's, whatever brand the letterhead shows over or beside it ("המרתף של אבי" over "אבי חזן · ע.מ. …").
  // (A person's name in Latin letters only on a page in English: on a Hebrew page a Latin name is the brand's wordmark.)
  // (The name beside the label itself, over a heading that adds the trade after a dash to the same name, "רחל מזרחי - תפירה ותיקונים" over "רחל מזרחי · עוסק פטור":
  // the name as registered.)
  // (A recognised given name with a look-alike letter misread, "מריס לוי", is read back first: the name is then a person's; and a final mem read as a samekh
  // closing it, "אבי נחוס".)
  // (An ampersand between two words of a company's Latin name read as an 8, "Bulbs 8 Seeds B.V.", is read back: a registered name has no lone
  // digit between two words, but after a word that numbers things, "Route 8 Diner LLC".)
  // (A company's Hebrew plural with its final mem read as a samekh, "המחייט אופנת גבריס בע"מ", is read back: "גברים".)
  // (A Spanish name's ñ read as "fi", "Baleadas Dofia Chepa S. de R.L.", or its trade's accent lost, "Peluqueria … S.L.", is read back: spanish-letters.ts.)
  if (ctx.ocr)
    for (const c of candidates) {
      // (Not a first word the page prints again on another line as it was read, "אורות השמיים" over "אורות השמיים זיקוקין והפקות בע"מ": a word, no
      // misread given name.)
      const given = printedElsewhere(ctx.lines, c.line, c.value.trim().split(/\s+/)[0]) ? c.value : withGivenNameRepaired(c.value, BUSINESS);
      const repaired = latinMisreadRepaired(ctx.lines[c.line]?.text ?? '', spanishLettersRepaired(pluralMemRepaired(ampersandRepaired(withFinalMemRepaired(given)))));
      if (repaired !== c.value) [c.read, c.value] = [c.value, repaired];
    }
  // (A name whose given name the list lacks but whose family name is a common one, "מין-ג'ו כהן", "נסים בוזגלו", is a person's too.)
  // (Or a name alone on its line right over the dealer's label, "נגה ברק" over "עוסק מורשה / Licensed Dealer …": the label's place for the owner's name.)
  // (And a Latin name right over an English dealer's label, "Noam Katz" over "Licensed Dealer No. …", on a page with Hebrew in it too.)
  const namedOwner = (c: Candidate) =>
    personIn(c.value, !ctx.hebrew || c.why === 'owner over the dealer label') ??
    (((dealerLabelAfter(ctx.lines, c) || (c.why === 'owner over the dealer label' && alone(ctx.lines[c.line], c.read ?? c.value))) && mayBePersonName(c.value, BUSINESS)) ||
    endsWithFamilyName(c.value, BUSINESS)
      ? c.value
      : undefined);
  // (Failing such a name, one alone on its line right under the brand's larger print, the dealer's label on one of the three lines under it (a trade
  // wrapped on two between them), "פאולו סנטוס" under "ברזה" over "מסעדה ברזילאית" over "עוסק מורשה …": the letterhead's place of the owner's name,
  // whatever name it is. Not where a name the label follows is printed too, "גיורגי מיכאלשווילי · עוסק מורשה" under "Tbilisi Bar" / "טביליסי בר".)
  const underBrand = (c: Candidate) =>
    !c.why.includes('large') &&
    ctx.lines[c.line].text.trim() === (c.read ?? c.value) &&
    candidates.some((b) => b.line < c.line && b.line >= c.line - 2 && b.why.includes('large')) &&
    ctx.lines.slice(c.line + 1, c.line + 4).some((l) => dealerLabel(l.text)) &&
    mayBePersonName(c.value, BUSINESS);
  const title = titleOf(ctx.lines);
  const named = candidates.filter((c) => c.why === OWNER_REGISTERED_ABROAD || (dealerLabelled(ctx.lines, c, title) && namedOwner(c) !== undefined));
  const labelled = named.length > 0 ? named : candidates.filter((c) => dealerLabelled(ctx.lines, c, title) && underBrand(c));
  const ownerName = (c: Candidate) => (c.why === OWNER_REGISTERED_ABROAD ? c.value : namedOwner(c)) ?? (named.length === 0 && underBrand(c) ? c.value : undefined);
  // (A name read as a person's by a given or a family name comes before two words the label merely follows on their line: in a letterhead of two columns
  // the brand, "הקרח הצפוני", and the label across the page, "עוסק מורשה 395964596", are one line of the reading.)
  // (And a given name before a family name alone: "אהרון גולדברג" over the shop's "שעוני גולדברג".)
  const byGiven = labelled.filter((c) => personIn(c.value, !ctx.hebrew) !== undefined);
  const byFamily = labelled.filter((c) => endsWithFamilyName(c.value, BUSINESS));
  const owners = byGiven.length > 0 ? byGiven : byFamily.length > 0 ? byFamily : labelled;
  // (Of two names over the label, "Lev Illustration" over "Maya Lev" over "Licensed Dealer No. …", the one right over it.)
  // (Of a brand in large print that opens with a given name, "יוסי רשתות ליונים", and the name the dealer's label follows on its line under it, "יוסי
  // אלמליח · עוסק מורשה …", the one the label names.)
  const owner =
    owners.find((c) => dealerLabelAfter(ctx.lines, c) && owners.some((o) => o.value.startsWith(`${c.value} `))) ??
    owners.find((c) => dealerLabelAfter(ctx.lines, c) && !c.why.includes('large') && owners.some((o) => o !== c && o.value !== c.value && o.why.includes('large'))) ??
    (owners.length > 1 ? owners.find((c) => c.line + 1 < ctx.lines.length && dealerLabel(ctx.lines[c.line + 1].text) && !dealerLabelAfter(ctx.lines, c)) : undefined) ??
    owners[0];
  const person = owner && ownerName(owner);
  // (A brand that only adds "and partners", "זקן ושות'", "FLEA & CO", over a licensed dealer's own name is a brand: the dealer is one person.)
  const legal = (name: string) => SUFFIX.test(name) && !(owner && person && PARTNERS_ONLY.test(name));
  if (owner && person) {
    owner.value = person;
    for (const c of candidates) {
      if (c.value === owner.value || legal(c.value)) continue;
      owner.score = Math.max(owner.score, c.score);
      c.score *= 0.75;
      c.checked = false;
    }
    owner.checked = false;
  }
  // A legal form of capitals and full stops whose last stop the recogniser lost ("… Services S.A.S"): the stop given back.
  if (ctx.ocr) for (const c of candidates) c.value = c.value.replace(/(?<=\s)((?:[A-Z]\.){2,}[A-Z])$/, '$1.');
  // A recognised name whose first Hebrew word was read as Latin noise ("pon שער הצפון קריית שמונה בע"מ"), the words after it printed elsewhere on the page
  // after one Hebrew word (the brand's "מלון שער הצפון"): that word.
  if (ctx.ocr) for (const c of candidates) c.value = noiseWordRepaired(ctx.lines, c.value);
  // A registered name that another candidate's name ends with ("א.ר. מעליות הצפון בע"מ" and "מעליות הצפון בע"מ", the brand completed with the suffix the letterhead prints): the name in full, initials and all.
  for (const c of candidates) {
    const fuller = candidates.find((o) => o !== c && SUFFIX.test(o.value) && o.value.length > c.value.length && o.value.endsWith(` ${c.value}`));
    if (fuller) c.value = fuller.value;
  }
  // A brand in large print over the fuller name it is part of ("הברקה" over "מכון שטיפה הברקה", "Tasklight" over "Tasklight Labs"): the fuller name.
  // (Or under it, where the fuller name is a registered one, its legal form printed: "נורדיק הום סאונות בע"מ" in small print over the brand "נורדיק הום".)
  // (Or beside it, a registered name in small print on the line the reader made of both: "Cristo Rei Bay Hotel" large at the left, "Cristo Rei Bay
  // Hotel, Unipessoal, Lda." small at the right.)
  for (const c of candidates) {
    if (!c.why.includes('large')) continue;
    const words = new RegExp(`(?<![\\p{L}\\d])${escaped(c.value)}(?![\\p{L}\\d])`, 'iu');
    const near = (o: Candidate) =>
      (o.line > c.line && o.line <= c.line + 2) ||
      (o.line < c.line && o.line >= c.line - 2 && SUFFIX.test(o.value)) ||
      (o.line === c.line && !o.why.includes('large') && SUFFIX_AFTER.test(o.value));
    const fuller = candidates.find((o) => near(o) && o.value.length > c.value.length && words.test(o.value));
    if (!fuller) continue;
    fuller.score = Math.max(fuller.score, c.score);
    c.score *= 0.75;
  }
  // A brand in large print and right under it the company that owns it, its legal form printed, sharing a word of the brand's that is no kind of business
  // ("GARAPAN BAYVIEW HOTEL" over "Marianas Bayview Hospitality, Inc. · Beach Road, …"): the name as registered, which the sign does not outweigh.
  for (const c of candidates) {
    if (!c.why.includes('large') || SUFFIX.test(c.value)) continue;
    const own = c.value
      .split(/\s+/)
      .filter((w) => /^\p{L}{4,}$/u.test(w) && !BUSINESS.test(w))
      .map((w) => w.toLowerCase());
    const registered = candidates.find(
      (o) => o.line > c.line && o.line <= c.line + 2 && !o.why.includes('large') && SUFFIX.test(o.value) && o.value.split(/[\s,]+/).some((w) => own.includes(w.toLowerCase())),
    );
    if (!registered) continue;
    registered.score = Math.max(registered.score, c.score + 0.05);
    c.score *= 0.75;
  }
  // A registered name in small print right over the tax-id label that the brand's line holds beside the large brand ("משקפי שמש בעין בע"מ" over "ח.פ.
  // 515 419 349", the label beside the brand "שמש עיניים"): the name the id is registered to; the brand, not under it, is the shop's sign.
  for (const brand of candidates) {
    if (!brand.why.includes('large') || !brand.why.includes('labelled') || SUFFIX.test(brand.value)) continue;
    const line = ctx.lines[brand.line];
    const at = line.text.indexOf(brand.value);
    const label = at < 0 ? null : TAX_ID_LABEL.exec(line.text.slice(at + brand.value.length));
    if (!label) continue;
    const labelStart = at + brand.value.length + label.index;
    const under = spanOf(line, labelStart, labelStart + label[0].length);
    const sign = spanOf(line, at, at + brand.value.length);
    const registered = candidates.find((o) => {
      const over = ctx.lines[o.line];
      const start = over.text.indexOf(o.value);
      if (o.line !== brand.line - 1 || o.why.includes('large') || !SUFFIX.test(o.value) || start < 0) return false;
      const span = spanOf(over, start, start + o.value.length);
      return span.x0 < under.x1 && under.x0 < span.x1 && !(span.x0 < sign.x1 && sign.x0 < span.x1);
    });
    if (!registered) continue;
    registered.score = Math.max(registered.score, brand.score);
    brand.score *= 0.75;
  }
  // The letterhead's brand opening a registered name printed beside a tax-id label lower down ("TalentBridge" at the top, "TalentBridge Recruitment Ltd. - Company
  // Reg. No. …" in the footer): the vendor's name as registered, above a company's name in the body (a customer whose heading was lost).
  for (const c of candidates) {
    if (!c.why.includes('large') || SUFFIX.test(c.value)) continue;
    // (A wordmark may close up an ampersand's spaces, "kin&code" for "Kin & Code Corp.".)
    const tight = (name: string) => name.replace(/\s*&\s*/g, '&');
    const opens = new RegExp(`^${escaped(tight(c.value))}(?![\\p{L}\\d])`, 'iu');
    const registered = candidates.find((o) => o.why === 'beside the tax id' && o.line > c.line + 2 && o.value.length > c.value.length && opens.test(tight(o.value)));
    if (!registered) continue;
    registered.score = Math.max(registered.score, Math.min(1, c.score + 0.15));
    c.score *= 0.75;
  }
  // A letterhead's name shortened to "Co." ("Cotswold Pedal Co.") and the registered name it abbreviates beside the registration in the footer ("Cotswold Pedal
  // Company Limited · … Company No. …", or the same "Co." with the legal form after it, "Snake River Drift Co. LLC · EIN …"): the name as registered.
  for (const c of candidates) {
    const stem = /^(.+?)\s*&?\s*co\.?$/i.exec(c.value)?.[1];
    if (!stem) continue;
    const spelled = new RegExp(`^${escaped(stem)}\\s*&?\\s*(?:company\\b|co\\.?,?\\s+(?:llc|inc|ltd|limited|corp)\\b)`, 'i');
    const registered = candidates.find((o) => o !== c && o.why === 'beside the tax id' && spelled.test(o.value));
    if (!registered) continue;
    registered.score = Math.max(registered.score, Math.min(1, c.score + 0.05));
    c.score *= 0.75;
    c.checked = false;
  }
  // A brand closing with "Co." in large print ("ST AUBIN KNIT CO.") and a company's registered name with a full legal form beside its registration
  // ("St Aubin Knitwear Limited · Registered in Jersey No. …"): the registered name.
  for (const c of candidates) {
    if (!CO_ENDING.test(c.value) || !c.why.includes('large')) continue;
    const registered = candidates.find((o) => o !== c && o.why.includes('labelled') && SUFFIX.test(o.value) && !CO_ENDING.test(o.value));
    if (!registered) continue;
    registered.score = Math.max(registered.score, Math.min(1, c.score + 0.05));
    c.score *= 0.75;
    c.checked = false;
  }
  // The name as registered is the vendor's name: when the page prints one with its legal suffix, a name without one (a brand, a logo's words) gives way.
  // (From OCR, not a registered name a few lines under the title, where the customer's details go (their heading illegible), when a dealer's own name
  // stands beside the dealer's label outside them: "מטבחי עיצוב צפון בע"מ * ח.פ. …" under "חשבונית מס מקור" is the customer's, "סאמר חורי עוסק מורשה …"
  // in the footer the vendor.)
  const inBody = (c: Candidate) => ctx.ocr && underTitle(title?.line, c.line);
  // (An English letterhead's "Yotam Harel · Licensed dealer (Osek Murshe) No. …" likewise: a name without a legal form, the dealer's label after it.)
  const ownerLabelled = (c: Candidate) => c.why === 'owner beside the dealer label' || (c.why.includes('labelled') && !SUFFIX.test(c.value) && dealerLabelAfter(ctx.lines, c));
  const dealersOwn = candidates.some((c) => ownerLabelled(c) && !inBody(c));
  const customers = dealersOwn ? candidates.filter((c) => SUFFIX.test(c.value) && inBody(c)) : [];
  for (const c of customers) {
    c.score *= 0.75;
    c.checked = false;
  }
  if (candidates.some((c) => legal(c.value) && !customers.includes(c))) for (const c of candidates) if (!SUFFIX.test(c.value) && !c.why.includes('labelled')) c.score *= 0.75;
  // A dealer's own name beside the dealer's label outside the customer's details: the person the business is registered to, so a brand in the letterhead's
  // large print without a legal suffix ("אל ארפרו" over "… דניאל רודריגס · עוסק מורשה …") gives way to it, however much larger the recogniser found it.
  if (ctx.ocr && dealersOwn) for (const c of candidates) if (c.why === 'large' && !SUFFIX.test(c.value)) c.score *= 0.8;
  // Two names side by side on one line ("Vision Lab" beside "אופטומטריה בע"מ"): where the name begins is not checked.
  for (const c of candidates) if (candidates.some((o) => o !== c && o.line === c.line && o.value !== c.value)) c.checked = false;
  // A letterhead's brand in large print read into the line of the registered name beside it, "קילוואט קילוואט אנרגיה לבית בע"מ" (the logo's word, at
  // least half as tall again, then the name opening with the same word): the name, its first word once.
  if (ctx.ocr)
    for (const c of candidates) {
      const twice = /^(\S+)\s+\1(?=\s)/.exec(c.value);
      const heights = twice ? (ctx.lines[c.line]?.words ?? []).filter((w) => w.text === twice[1]).map((w) => w.y1 - w.y0) : [];
      if (twice && heights.length === 2 && Math.max(...heights) >= 1.5 * Math.min(...heights)) c.value = c.value.slice(twice[1].length).trimStart();
    }
  // A legal form's letter the recogniser read without its umlaut ("UG (haftungsbeschrankt)") is written as the law spells it.
  for (const c of candidates) c.value = c.value.replace(/\(haftungsbeschrankt\)/i, '(haftungsbeschränkt)');
  // A French name's grave accent the recogniser read as an acute one, "Truffiéres" for "Truffières": French writes è, never é, before a consonant and a
  // final e ("-ière", "-ère", "-èze"), so on a French company's name (its legal form printed) the acute there is the grave.
  if (ctx.ocr) for (const c of candidates) if (FRENCH_FORM.test(c.value)) c.value = c.value.replace(/(?<=\p{L})é(?=[bcdfghjklmnpqrstvz]es?\b)/gu, 'è');
  // (Slovenia's and Croatia's d.o.o., its letters read as digits, "6.0.0.", likewise; Estonia's OÜ read without its umlaut, "OU", too.)
  for (const c of candidates) c.value = c.value.replace(/(?<=\s)[d6]\.\s?[o0]\.\s?[o0]\.?$/, 'd.o.o.').replace(/(?<=[A-Za-z]\S*\s)OU$/, 'OÜ');
  // (A legal form written with stops, "S.r.l.", "B.V.", its last stop lost to the recogniser, "… Portico S.r.l", "… Oudegracht B.V": the form as the law writes it.)
  if (ctx.ocr) for (const c of candidates) c.value = c.value.replace(/(?<=\s)(S\.r\.l|S\.p\.A|S\.n\.c|S\.a\.s|B\.V|N\.V|S\.L|S\.A|S\.A\.S|S\.A\.R\.L)$/, '$1.');
  // A name opening with a quote mark that nothing closes ("\"Condamine Horlogerie S.A.M.", the recogniser's reading of a speck before the name): the
  // mark is no part of it. (A gershayim between two Hebrew letters, בע"מ, closes nothing.)
  if (ctx.ocr) for (const c of candidates) if (OPENING_QUOTE.test(c.value) && !CLOSING_QUOTE.test(c.value.replace(GERSHAYIM, ''))) c.value = c.value.replace(OPENING_QUOTE, '');
  // (A single one before a capital, "'Tufuga Fale Builders Limited", likewise, where no single quote closes a word after it.)
  if (ctx.ocr) for (const c of candidates) if (/^['‘’`](?=\p{Lu})/u.test(c.value) && !/\p{L}['‘’](?=\s|$)/u.test(c.value)) c.value = c.value.slice(1);
  // A person's name after the titles of a profession ("עו"ד ונוטריון דניאל לוינסון", "רו"ח …"): the person's name, the credential cut as decided.
  // (And in Latin letters: "Rabbi Yonatan Adler", "Eng. Tamar Levinson".)
  for (const c of candidates) {
    const person = c.value.replace(PROFESSION_TITLES, '');
    if (person !== c.value && isPersonName(person)) c.value = person;
    // (A letterhead set in capitals, "RABBI YOSEF MIZRAHI", is read as the same name in capitals.)
    const latin = c.value.replace(LATIN_TITLES, '');
    if (latin !== c.value && isLatinPersonName(/[a-z]/.test(latin) ? latin : capitalised(latin))) c.value = latin;
  }
  // A dash printed as an en dash or an em dash in the name ("זר וזהב – עיצוב פרחים") is given back as printed.
  // (Of a name wrapped before its suffix, not all on its own line, the line over it too.)
  for (const c of candidates) {
    const own = ctx.lines[c.line];
    c.value = asPrinted(own, c.value);
    if (own && !own.text.includes(c.value)) c.value = asPrinted(ctx.lines[c.line - 1], c.value);
  }
  // A company's registered name, its legal suffix printed, beside its tax id or registration lower down ("Liivarand Hotellid OÜ · Registrikood …" in the
  // footer) outranks a brand without a legal suffix at the top ("Liivarand Spa Hotel", a business word and large print): the name the id is registered to.
  // (Not when a licensed dealer's own name was found: a dealer is registered under the person's name.)
  // (The same name printed twice there, "checks payable to Heartland Barn Art LLC" over "Heartland Barn Art LLC · … · Iowa sales tax permit …", is one name.)
  const registered = candidates.filter((c) => c.why === 'beside the tax id' && SUFFIX.test(c.value) && !LEGAL_FORM_BEFORE.test(c.value));
  if (new Set(registered.map((c) => c.value)).size === 1 && !candidates.some((c) => c.why.startsWith('owner'))) {
    const brand = candidates.filter((c) => !SUFFIX.test(c.value) && c.score >= registered[0].score).sort((a, b) => b.score - a.score)[0];
    if (brand) for (const c of registered) c.score = Math.min(1, brand.score + 0.05);
  }
  // A bilingual company's two names, the Hebrew with בע"מ and its English translation with Ltd ("אפיקים ליווי משפחות בע"מ" over "Afikim Family Support
  // Ltd."): an Israeli company is registered under its Hebrew name, the one its id is registered to.
  const hebrew = candidates.filter((c) => /[א-ת]/.test(c.value) && /בע"מ$/.test(c.value)).sort((a, b) => b.score - a.score)[0];
  const english = candidates.filter((c) => !/[א-ת]/.test(c.value) && /\b(?:ltd|limited)\.?$/i.test(c.value)).sort((a, b) => b.score - a.score)[0];
  if (hebrew && english && english.score >= hebrew.score && Math.abs(english.line - hebrew.line) <= 3) hebrew.score = Math.min(1, english.score + 0.05);
  // (The two on one line, "סימלינק קישוריות בע"מ · SimLink Connectivity Ltd.", the translation just under the Hebrew's score: the translation gives way.)
  if (hebrew && english && english.line === hebrew.line && english.score >= hebrew.score - 0.1) english.score *= 0.8;
  // (Nor is a name that only adds "and partners" checked on a page that labels its id a licensed dealer's: the dealer is a person, whose name the
  // page may print where it was not read as one.)
  if (ctx.lines.some((l) => dealerLabel(l.text))) for (const c of candidates) if (PARTNERS_ONLY.test(c.value)) c.checked = false;
  const found = decide(candidates);
  /** The line the chosen name was read on, found before the repairs below change its value. */
  const foundLine = found && candidates.find((c) => c.value === found.value)?.line;
  // A recognised name printed again on the page (a footer, "לפקודת …" in the payment terms) with a word read one letter apart: of the two readings of
  // that word, the one the recogniser was surer of ("זפרינקל" at 84% in the letterhead, "ספרינקל" at 93% in the terms).
  if (found && ctx.ocr) found.value = surerReading(ctx.lines, foundLine, found.value);
  // A geresh read as a yod after the letter it marks ("גיבל" for "ג'בל"), the word printed with its geresh elsewhere on the page (the brand's "אל-ג'בל"):
  // the word as printed there.
  if (found && ctx.ocr)
    found.value = found.value.replace(/(?<![א-ת])([גזצתח])י([א-ת]{2,})(?![א-ת])/g, (word, letter: string, rest: string) =>
      gereshPrinted(ctx.lines, `${letter}'${rest}`) ? `${letter}'${rest}` : word,
    );
  // A geresh set high beside a large name and read as a line of its own over it ("'" over "סאמר חאג יחיא", or as a small "ו"): the name's, after the
  // word it stands by.
  if (found && ctx.ocr && foundLine !== undefined) found.value = gereshAbove(ctx.lines, foundLine, found.value);
  // (A plural's final mem given back again: the reading of the word elsewhere on the page, read with a samekh too, is no surer.)
  if (found && ctx.ocr) found.value = pluralMemRepaired(found.value);
  // A Hebrew word of the name read as digits between its Hebrew words ("דלק צומת 1772 בע"מ"), the word before it printed elsewhere on the page with a Hebrew
  // word after it (the brand's and the address's "צומת בילו"): that word.
  if (found && ctx.ocr) found.value = digitsWordRepaired(ctx.lines, found.value);
  // A word of the name closing with a samekh the recogniser read for a final mem ("סוויטות כרס דלתון בע"מ"), the word printed with its mem elsewhere on
  // the page, perhaps after a prefix's letter (the brand's "סוויטות בכרם"), and nowhere else with the samekh: the word as printed there.
  if (found && ctx.ocr) found.value = finalMemPrinted(ctx.lines, foundLine, found.value);
  // A Portuguese company's accents and cedillas the English model lost, "Roca Agua Doce Turismo, Lda.", are read back (portuguese-letters.ts): after the
  // choice, so that the letterhead's large "Roca" still agrees with the name as it was read.
  if (found && ctx.ocr) found.value = portugueseLettersRepaired(found.value);
  // So are a French company's capital É's, "Golfe Evénements SARL" (french-letters.ts).
  if (found && ctx.ocr) found.value = frenchLettersRepaired(found.value);
  // A recognised name is never sure: no check digit catches a misread letter.
  const checked = found?.checked === true && !ctx.ocr;
  return found && { value: found.value, confidence: capped(ctx.ocr ? Math.min(found.confidence, OCR_NAME_CAP) : found.confidence, checked), checked };
}

/** A name's first Hebrew word read as two to four Latin letters, given back where the word after it is printed after one Hebrew word elsewhere. */
function noiseWordRepaired(lines: Line[], name: string): string {
  const m = /^([A-Za-z]{2,4})\s+([א-ת]{2,})(?=\s)/.exec(name);
  if (!m || !/[א-ת]/.test(name.slice(m[0].length))) return name;
  const word = soleNeighbour(lines, m[2], 'before', m[1].length);
  return word ? `${word}${name.slice(m[1].length)}` : name;
}

/** A name's Hebrew word read as two to four digits between two Hebrew words, given back where the word before it is printed with one word after it elsewhere. */
function digitsWordRepaired(lines: Line[], name: string): string {
  // (A speck among the digits read as a degree sign, "17°72".)
  const m = /(?<=(?:^|\s)([א-ת]{2,}))\s(\d[\d°]{1,4})\s(?=[א-ת])/.exec(name);
  if (!m) return name;
  const word = soleNeighbour(lines, m[1], 'after', m[2].replace(/°/g, '').length);
  return word ? `${name.slice(0, m.index)} ${word} ${name.slice(m.index + m[0].length)}` : name;
}

/**
 * The one Hebrew word the page prints right before (or after) `word`, wherever it prints it, when it is always the same word and of a length the
 * misread one (`length` characters) could have been read from; undefined otherwise.
 */
function soleNeighbour(lines: Line[], word: string, side: 'before' | 'after', length: number): string | undefined {
  const re = side === 'before' ? new RegExp(`(?<![א-ת"'])([א-ת]{2,})\\s+${word}(?![א-ת])`, 'g') : new RegExp(`(?<![א-ת])${word}\\s+([א-ת]{2,})(?![א-ת"'])`, 'g');
  const found = new Set<string>();
  for (const l of lines) for (const m of l.text.matchAll(re)) found.add(m[1]);
  const [only] = [...found];
  return found.size === 1 && Math.abs(only.length - length) <= 1 ? only : undefined;
}

/**
 * Titles of a profession before a person's name: an advocate, a notary, an accountant, an architect, an engineer, a mediator.
 * (An academic or a rabbi's title, "ד"ר אבי סלומון", is how the name is written, and stays.)
 */
const PROFESSION_TITLES = /^(?:(?:ו?(?:עו"ד|עורכ?ת?\s+דין|נוטריון|רו"ח|אדר'|אדריכל(?:ית)?|מהנדס(?:ת)?|מגשר(?:ת)?))\s+)+/;
/** The same titles, and a rabbi's, before a name in Latin letters. */
const LATIN_TITLES = /^(?:(?:rabbi|rav|eng\.|adv\.|dr\.?|prof\.|cpa|arch\.)\s+)+/i;
/** The letters of a profession after a person's name, with the country that licensed it: ", CPA (Isr.)", ", Adv.", ", Esq.", ", PhD". */
const POSTNOMINALS = /(?:,\s*(?:CPA|CA|ACCA|FCCA|Adv\.?|Esq\.?|Ph\.?\s?D\.?|MBA|M\.?D\.?|P\.?E\.?|RA)\b\.?(?:\s*\([^)]{1,12}\))?)+\s*$/i;

/** France's legal forms, before or after the name (an agricultural EARL or GAEC too). */
const FRENCH_FORM = /\b(?:sarl|sasu|sas|eurl|snc|selarl|earl|gaec|sci)\b/i;

/**
 * After a registered name, its tax-id label recognised as a scrap ("ח.ם.", "+ ח.ם.") and then a nine-digit number that passes the check digit: the
 * name's id, so the name is labelled as if its label had been read.
 */
function garbledLabelThenId(after: string): boolean {
  const id = /^[\s/|·:,+-]*(?:[^\s\d]{1,5}\s+){1,2}(\d{9})(?!\d)/.exec(after)?.[1];
  return id !== undefined && isValidIsraeliTaxId(id);
}

/**
 * A tax id's label and nothing else: Italy's "P.IVA", "VAT No.", "ח.פ.", and the labels of other countries' numbers ("PDV" of "PDV/VAT No. …", "CUI" of "CUI / VAT No.: RO…");
 * or the first word of a registration's label, "Merchant" of Puerto Rico's "Merchant Reg. No. 5147929-0001".
 */
const ID_LABEL_ONLY =
  /^\s*(?:(?:merchant|business|company|seller|vendor|supplier)(?:\s+reg(?:istration|istry|\.)?(?:\s*(?:no|nr|number)\.?)?)?|p\.?\s?iva|partita\s+iva|vat(?:\s*(?:no|nr|reg|number)\.?)?|tax\s*id|pdv|cui|cif|nif|oib|pib|nipt|uic|eik|dič|ičo|(?<![א-ת])ח\s?\.?\s?פ\.?|(?<![א-ת])ע\s?\.?\s?מ\.?)\s*$/i;

/** Words in capitals written with only their first letter so ("YOSEF MIZRAHI" → "Yosef Mizrahi"). */
/** A line the recogniser read (its words carry the recogniser's confidence; a text layer's are exact). */
function recognised(line: Line): boolean {
  return line.words.every((w) => w.conf < 1);
}

function capitalised(text: string): string {
  return text.replace(/\p{Lu}+/gu, (word) => word[0] + word.slice(1).toLowerCase());
}

/** Whether a licensed dealer's label follows the candidate's name on its line, or stands on one of the two lines under it (or near it, the name alone in its cell). */
function dealerLabelled(lines: Line[], c: Candidate, title: Title | undefined): boolean {
  // (The letterhead's next lines: the person's name, then an address or a phone, then the label.)
  // (The label in a cell of its own on a line that holds the customer's too, with the customer's personal id: "עוסק מורשה 282 227 313" beside "לכבוד: … ת.ז. …".)
  const labelOn = (l: Line) => dealerLabel(l.text) || parts(l).some((p) => dealerLabel(p.text));
  if (dealerLabelAfter(lines, c) || lines.slice(c.line + 1, c.line + 3).some(labelOn)) return true;
  // (Or the label before the name on its line, the id after it, "עוסק מורשה ערן צור 152245726": found beside the label, where the label stands.)
  if (c.why === 'owner beside the dealer label' && dealerLabelBefore(lines[c.line], c)) return true;
  // (Or a name alone in its cell (a person's, as the caller asks) with the label a few lines over or under it: a letterhead that prints the label in a box at its top, the brand, its
  // trade, then the owner's name, "עוסק מורשה …" over "כלות בלבן" over "סיגל אוחיון"; or one in two columns, the brand and the owner's name in one, the
  // label, the id and the phones in the other, "גג בטוח" / "סאמי עואד" beside "עוסק מורשה 065826372" / "נייד …".)
  // (Both in the letterhead: over the document's title, or in a column beside it, "STANDART" / "ניר אלמוג" at the right of "חשבונית מס"; a name alone in a cell
  // under the title is the customer's, "בעלים: | הילה שושן", "שם האורח | תמר ויסמן".)
  const own = parts(lines[c.line]).find((cell) => cell.text.trim() === (c.read ?? c.value));
  if (!own) return false;
  // (Under the title's line, a name beside it must be alone on its line: a cell after a label's, "בעלים: | הילה שושן", is a grid's value.)
  const besideTitle = (line: Line, cell: Segment) => {
    if (!title || line.index < title.line) return true;
    if (line === lines[c.line] && line.index > title.line && segments(line).length > 1) return false;
    const span = spanOf(line, cell.start, cell.end);
    return span.x1 < title.x0 || title.x1 < span.x0;
  };
  if (!besideTitle(lines[c.line], own)) return false;
  return lines
    .slice(Math.max(0, c.line - 3), c.line + 5)
    .some((l) => l !== lines[c.line] && dealerLabel(l.text) && besideTitle(l, parts(l).find((p) => dealerLabel(p.text)) ?? { start: 0, end: l.text.length, text: l.text }));
}

/** Where the document's title stands: its line and its cell's extent across the page. */
interface Title {
  line: number;
  x0: number;
  x1: number;
}

/** The first cell that holds the document's title, perhaps with its number ("חשבונית מס 456334"). */
function titleOf(lines: Line[]): Title | undefined {
  for (const line of lines)
    for (const cell of parts(line)) {
      const worded = cell.text.replace(/[|[\]#:]|\d[\d/-]*/g, ' ').trim();
      // (Its number's label after it, "TAX INVOICE / RECEIPT No.", "חשבונית מס מס'", is part of it.)
      if (/\p{L}{2}/u.test(worded) && HEADER.test(worded.replace(/\s*(?:\b(?:no|nr|number)\.?|(?<![א-ת])(?:מס['׳]|מספר))\s*$/i, '')))
        return { line: line.index, ...spanOf(line, cell.start, cell.end) };
    }
  return undefined;
}

/**
 * A company's recognised name (its legal suffix read) with each word that the same name, printed again on another line, gives one
 * letter apart taken as the recogniser was surer of it there. Only a run of the same number of words ending in the same suffix, one
 * letter apart in each differing word, is the same name.
 */
function surerReading(lines: Line[], at: number | undefined, name: string): string {
  const own = at === undefined ? undefined : lines[at];
  const start = own?.text.indexOf(name) ?? -1;
  if (!own || start < 0 || !SUFFIX.test(name)) return name;
  const words = own.words.filter((w) => w.start >= start && w.end <= start + name.length);
  if (words.length < 2 || words.map((w) => w.text).join(' ') !== name) return name;
  const chosen = words.map((w) => ({ text: w.text, conf: w.conf }));
  for (const line of lines) {
    if (line === own) continue;
    for (let i = 0; i + words.length <= line.words.length; i++) {
      // (A sentence's full stop or comma after the name is not part of it.)
      const run = line.words.slice(i, i + words.length).map((w) => ({ text: w.text.replace(/[.,]$/, ''), conf: w.conf }));
      if (run[run.length - 1].text !== words[words.length - 1].text) continue;
      if (!run.every((w, k) => w.text === words[k].text || oneLetterApart(w.text, words[k].text))) continue;
      run.forEach((w, k) => {
        if (w.text !== chosen[k].text && oneLetterApart(w.text, chosen[k].text) && w.conf > chosen[k].conf + 0.05) chosen[k] = w;
      });
    }
    // (The name's first word printed alone on a line of its own, a letterhead's trade name over the registered name, "אופק" over "אופז חניוני חוף
    // בע"מ", read far surer there.)
    const [alone] = line.words;
    if (line.words.length === 1 && /^[א-ת]{3,}$/.test(alone.text) && oneLetterApart(alone.text, chosen[0].text) && (alone.conf ?? 1) > (chosen[0].conf ?? 1) + 0.2)
      chosen[0] = { text: alone.text, conf: alone.conf };
  }
  return chosen.map((w) => w.text).join(' ');
}

/** Whether a Hebrew word is printed as a word on a line other than line `at`. */
function printedElsewhere(lines: Line[], at: number, word: string): boolean {
  if (!/^[א-ת]{2,}$/.test(word)) return false;
  const re = new RegExp(`(?<![א-ת'"])${word}(?![א-ת'"])`);
  return lines.some((l) => l.index !== at && re.test(l.text));
}

/** A name's words closing with a samekh given their final mem where the page prints them so elsewhere (perhaps after a prefix's letter), and never so. */
function finalMemPrinted(lines: Line[], at: number | undefined, name: string): string {
  const others = lines.filter((l) => l.index !== at);
  return name.replace(/(?<![א-ת'"])([א-ת]{2,})ס(?![א-ת'"])/g, (word: string, stem: string) => {
    const printed = (last: string) => new RegExp(`(?<![א-ת'"])[בהולמשכ]?${stem}${last}(?![א-ת'"])`);
    return others.some((l) => printed('ם').test(l.text)) && !others.some((l) => printed('ס').test(l.text)) ? `${stem}ם` : word;
  });
}

/**
 * The name with a geresh given back to the word it was printed after, where the recogniser read the mark alone on a line of its own right over the name's:
 * one small mark ("'", or a "ו", "י" or "ז" no taller than half the letters), in the upper half of the name's letters, right after (to the left of) a word
 * closing with a letter a geresh marks.
 */
function gereshAbove(lines: Line[], at: number, name: string): string {
  const own = lines[at];
  const above = lines[at - 1];
  if (!own || !above || above.words.length !== 1) return name;
  const mark = above.words[0];
  if (!/^['׳`’ויז]$/.test(mark.text.replace(/[\u200e\u200f]/g, ''))) return name;
  const word = own.words.find((w) => {
    const height = w.y1 - w.y0;
    return (
      /^[א-ת]{2,}[גזצץתחד]$/.test(w.text) &&
      mark.y1 - mark.y0 <= 0.5 * height &&
      mark.y0 < w.y0 + 0.25 * height &&
      mark.y1 < (w.y0 + w.y1) / 2 &&
      mark.x1 <= w.x0 + 0.1 * height &&
      w.x0 - mark.x1 < 0.5 * height
    );
  });
  if (!word) return name;
  return name.replace(new RegExp(`(?<![א-ת'])${word.text}(?![א-ת'])`), `${word.text}'`);
}

/** Whether a word with a geresh is printed on the page, alone or after a hyphen ("אל-ג'בל"). */
function gereshPrinted(lines: Line[], word: string): boolean {
  const re = new RegExp(`(?<![א-ת'])${escaped(word)}(?![א-ת'])`);
  return lines.some((l) => re.test(l.text));
}

/** Two words of letters of the same length that differ in one letter. */
function oneLetterApart(a: string, b: string): boolean {
  return a.length === b.length && a.length >= 3 && /^\p{L}+$/u.test(a) && /^\p{L}+$/u.test(b) && editDistance(a, b, 1) === 1;
}

/** An 8 alone between two words of letters, the second capitalised: an ampersand as the recogniser reads it. */
const AMPERSAND_READ_AS_8 = /(?<=(?:^|\s)([A-Za-z][A-Za-z.,']+)) 8 (?=[A-Z][A-Za-z])/g;
/** Words after which a number is part of a name. */
const NUMBERING_WORD = /^(?:route|highway|hwy|road|street|unit|gate|pier|platform|channel|studio|building|block|station|no\.?|number)$/i;

/** Words that do end with a yod and a samekh, Hebrew's and the loanwords of business names ("טניס", "מדפיס", "ספייס", "אופיס", "סרוויס"): no plural misread. */
const ENDS_IN_SAMEKH = new Set([
  'טניס',
  'פריס',
  'אדוניס',
  'קפריס',
  'פוליס',
  'ביס',
  'כיס',
  'טיס',
  'מדפיס',
  'ספייס',
  'אופיס',
  'סרוויס',
  'סרביס',
  'פלייס',
  "צ'ויס",
  'נייס',
  'בייס',
  'פרייס',
  'דייס',
]);

/**
 * A registered Hebrew company's name (בע"מ) with a word of its that ends with a yod and a samekh, "גבריס", "מוצריס": the plural's final mem
 * (ים), which the recogniser reads as a samekh more than any other letter, put back. A Hebrew word of four letters or more that ends so is
 * seldom written so; the few that are are left as read. (Of the shorter words, water's, "מיס רכים טיפול במים בע"מ": "מים".)
 */
function pluralMemRepaired(name: string): string {
  if (!/בע"מ$/.test(name)) return name;
  return name
    .replace(/(?<![\u05d0-\u05ea'"])([\u05d0-\u05ea]{2,}יס)(?=\s)/g, (word: string) =>
      // (With a prefix's letter before it, "בכיס", the word is still the one that ends so; "רכיס" is no such word.)
      ENDS_IN_SAMEKH.has(word) || (/^[בהולמשכ]/.test(word) && ENDS_IN_SAMEKH.has(word.slice(1))) ? word : `${word.slice(0, -1)}ם`,
    )
    .replace(/(?<![\u05d0-\u05ea'"])מיס(?=\s)/g, 'מים');
}

/**
 * A recognised Latin name with the recogniser's usual misreadings of its letters read back: an "l" read as "!" inside or closing a word of small
 * letters ("Crama Dealu! Codrului S.R.L."), "Ltd" read as "Lid" or "L1d" closing the name ("Tzukim Desert Cabins Lid.", on line `lineText`), the "S" of a legal form
 * of capitals and stops read as "$" ("$.R.L."), a Polish "Sp. z o.o." with its o's read as zeros ("Sp. z 0.0."), and the stop of an abbreviated suffix read as a colon ("Helixa Genomics Ltd: No. HX-18860").
 */
function latinMisreadRepaired(lineText: string, name: string): string {
  if (/[א-ת]/.test(name) || !/[A-Za-z]/.test(name)) return name;
  // (Its stop kept as the line prints it: "Lid." on the line is "Ltd.", though the name was taken without the stop of a word no suffix list holds.)
  return name
    .replace(/(?<=[a-z])!(?=[a-z]|\s|$)/g, 'l')
    .replace(/(?<=[A-Za-z]\s)L[i1]d\.?$/, (read) => (read.endsWith('.') || /\bL[i1]d\./.test(lineText) ? 'Ltd.' : 'Ltd'))
    .replace(/(?<=\s)\$(?=\.\s?[A-Z]\.)/, 'S')
    .replace(/(?<=\bSp\.\s?z\s)[o0]\.\s?[o0]\.$/, 'o.o.')
    .replace(/(?<=[A-Za-z]\s)(?:Ltd|Inc|Corp|Co|Pty|Lda)$/, (suffix) => (new RegExp(String.raw`\b${suffix}[:;](?!\S)`).test(lineText) ? `${suffix}.` : suffix));
}

/** A company's Latin name (its legal suffix printed) with an ampersand the recogniser read as an 8 read back. */
function ampersandRepaired(name: string): string {
  if (!SUFFIX.test(name)) return name;
  return name.replace(AMPERSAND_READ_AS_8, (eight: string, before: string) => (NUMBERING_WORD.test(before) ? eight : ' & '));
}

/** A legal suffix alone in its cell with the name wrapped before it ("Central Garage Operations" over "Ltd"): the cell over it and the suffix; undefined for any other cell. */
function overSuffix(lines: Line[], line: Line, seg: Segment): string | undefined {
  const previous = lines[line.index - 1];
  return previous !== undefined && SUFFIX_ONLY.test(seg.text) ? `${cellOver(previous, line, seg)} ${seg.text}` : undefined;
}

/** The text of the line over a cell: its cell right over it, when the line has several; else the whole line. */
function cellOver(above: Line, line: Line, seg: Segment): string {
  const cells = segments(above);
  if (cells.length < 2) return above.text;
  const span = spanOf(line, seg.start, seg.end);
  // (A centred letterhead's name wrapped before its suffix, the suffix centred under the whole line, "חניוני מרכז ראשון ניהול ואחזקה" over "בע"מ",
  // its word spaces recognised wide enough to part it in cells: the whole line, when no separator parts it.)
  const whole = spanOf(above, 0, above.text.length);
  if (Math.abs(whole.x0 + whole.x1 - span.x0 - span.x1) / 2 < line.height && !/[·•|]/.test(above.text)) return above.text;
  const over = cells.filter((c) => {
    const s = spanOf(above, c.start, c.end);
    return s.x1 > span.x0 - line.height && s.x0 < span.x1 + line.height;
  });
  return over.length === 1 ? over[0].text : above.text;
}

/** Whether a label opens its line: no name before it that the label follows ("גיורגי מיכאלשווילי · עוסק מורשה"). */
function labelOpens(line: Line, label: Segment): boolean {
  return !/\p{L}/u.test(line.text.slice(0, label.start));
}

/** Whether a name is all its line holds. */
function alone(line: Line, name: string): boolean {
  return line.text.trim() === name;
}

/** Text that closes with an id's digits (perhaps grouped) and a separator after them. */
const ID_CLOSING = /(?<!\d)\d(?:[ -]?\d){7,9}\s*[·|•,-]?\s*$/;
/** An id's digits and nothing else but separators: what follows a name the dealer's label stands before. */
const ID_ALONE = /^[\s·|•,:-]*\d(?:[ -]?\d){7,9}\s*[·|•,-]?\s*$/;
/** A dealer's label whose first word was recognised as two to four Latin letters, "poly מורשה" for "עוסק מורשה". */
const GARBLED_DEALER_WORD = /(?<![\p{L}])[A-Za-z]{2,4}(?:\s*[:*.·•+>-]{1,2})?\s+מורשה(?![א-ת])/u;
/** A dealer's Hebrew label opening a part, before the name: "עוסק מורשה ערן צור 152245726" (its English label before it too, as recognised: "Licensed Dealer עוסק מורשה …"). */
const DEALER_LABEL_OPENING = /^[\s\u200e\u200f·|•-]*(?:licensed\s+dealer[\s\u200e\u200f|/·-]*)?(?:עוסק\s+(?:מורשה|פטור)|ע\.\s?מ\.?)\s*[:·-]?\s+(?=[א-ת])/i;

/**
 * A licensed dealer's short label recognised as two or three Latin letters between a Hebrew name and
 * the id's nine digits, "שמעון בירנבאום - Dy 103466439" for "ע.מ": the valid id after them vouches
 * for a label.
 */
const GARBLED_SHORT_LABEL = /(?<=^|[\s·|•,:-])[A-Za-z]{2,3}[.:]?\s+(\d{9})(?!\d)/;

/** Where such a label stands in the text, its id valid. */
function garbledShortLabel(text: string): RegExpExecArray | undefined {
  const m = GARBLED_SHORT_LABEL.exec(text);
  return m && isValidIsraeliTaxId(m[1]) ? m : undefined;
}

/**
 * Whether `line` carries on the sentence of the line over it: that line a sentence of six words or
 * more, twice as wide at least, that stops at a word (no full stop, colon or separator after it),
 * right over it at the same left or right edge or centred over it.
 */
function carriesOnSentence(above: Line | undefined, line: Line): boolean {
  if (!above) return false;
  const words = above.text.trim().split(/\s+/);
  return (
    words.length >= 6 &&
    above.x1 - above.x0 >= 2 * (line.x1 - line.x0) &&
    /[\p{L}]$/u.test(above.text.trim()) &&
    // (Its wrap starting at the same edge on the left, or on the right, or centred under it, "Remove jewellery … · יש להסיר" over "תכשיטים לפני הכניסה".)
    (Math.abs(above.x0 - line.x0) <= 0.5 * line.height || Math.abs(above.x1 - line.x1) <= 0.5 * line.height || Math.abs(above.x0 + above.x1 - line.x0 - line.x1) <= line.height) &&
    line.y0 - above.y1 <= 0.8 * line.height
  );
}

/** Whether a dealer's label stands right before the candidate's name on its own line, its id after the name: "עוסק מורשה ערן צור 152245726". */
function dealerLabelBefore(line: Line, c: Candidate): boolean {
  const at = line.text.indexOf(c.read ?? c.value);
  return at > 0 && dealerLabel(line.text.slice(Math.max(0, at - 40), at)) && ID_ALONE.test(line.text.slice(at + (c.read ?? c.value).length));
}

/** Whether a dealer's label follows the candidate's name on its own line. */
function dealerLabelAfter(lines: Line[], c: Candidate): boolean {
  const own = lines[c.line].text;
  const read = c.read ?? c.value;
  const at = own.indexOf(read);
  const after = at < 0 ? '' : own.slice(at + read.length);
  if (/^[\s·|•,:/-]*\S/.test(after) && dealerLabel(after.slice(0, 40))) return true;
  const garbled = recognised(lines[c.line]) && /^[א-ת'"\s-]+$/.test(c.value) ? garbledShortLabel(after) : undefined;
  return garbled !== undefined && /^[\s·|•,:-]*$/.test(after.slice(0, garbled.index));
}

/** The median height of a segment's words: its print size. */
function printHeight(line: Line, seg: Segment): number {
  const heights = line.words
    .filter((w) => w.start >= seg.start && w.end <= seg.end)
    .map((w) => w.y1 - w.y0)
    .sort((a, b) => a - b);
  return heights.length > 0 ? heights[Math.floor(heights.length / 2)] : line.height;
}

/** A name with the dashes its line's words were printed with (a text layer's en dash, unified for the rules). */
function asPrinted(line: Line | undefined, name: string): string {
  let out = name;
  for (const w of line?.words ?? []) {
    if (!w.printed) continue;
    out = out.replace(new RegExp(`(?<=^|\\s)${escaped(w.text)}(?=\\s|$)`), w.printed);
  }
  return out;
}

/** A VAT number with its country's code, or a company's registration, as a footer prints them beside the registered name. */
/** A French company's registration number's name. */
const FRENCH_REGISTRATION = /\b(?:siret|siren)\b/;
/** That registration after a name on its line, past the separator a recogniser may read as a dash or a ">". */
const REGISTRATION_AFTER = new RegExp(String.raw`[\s\-|:,·>»~]+${FRENCH_REGISTRATION.source}`, 'i');
const FOREIGN_REGISTRATION = new RegExp(
  // (Germany's "USt-IdNr. DE…" and a commercial register's entry, "Amtsgericht Köln HRB 41241", as well; Singapore's "UEN 202163139M", Estonia's "Registry code 15517309", an American employer's "EIN 78-5923097", an American state's tax licence or seller's permit ("AZ TPT license 21004718", Hawaii's general excise licence "GE License GE-160-…") and Spain's "NIF B06896540" and "Registro Mercantil"; Croatia's "OIB: 26365482509"; Monaco's trade register, "RCI 09 S 05128"; Jersey's "GST registration 0065374"; Maine's "seller’s certificate"; and a French "TVA intracommunautaire FR …"; a state's revenue account, "LA Revenue Acct. 6283016-001"; Andorra's "NRT A-808559-J"; Montenegro's "PIB 01862566" and "PDV reg."; Kosovo's business and fiscal numbers, "NUI 219435924", "NRB 88806153"; El Salvador's "NIT 9019-818059-282-5" and "NRC 193186-2"; Panama's "RUC 133291-5-323819 DV 99"; Iceland's "Kennitala 407322-9275"; Norway's and Sweden's organisation number, "Org.nr 965 224 680 MVA", "Org. nr 556812-4471"; Albania's "NIPT", its number perhaps on the next line; Romania's fiscal code, "CUI RO46675182"; Costa Rica's "Cédula jurídica 3-101-873478"; Uruguay's "RUT 368991461445" and Chile's "RUT 76.123.456-7"; South Africa's company registration, "CK 7979/543449/23", "Reg. No. 2019/123456/07"; Colombia's "NIT 841.620.020-5", a person's or a company's, its check digit after the dash, and Guatemala's "NIT 8888050-4"; Kenya's "KRA PIN A057306317B"; Taiwan's "Unified Business No. 42873601"; Mongolia's "State reg. no. 3279654" and a person's "taxpayer no. 8913576"; West Virginia's "Business Registration Cert. 6568070"; Nepal's "PAN/VAT 692891368"; New Jersey's sales tax "Certificate of Authority 068-537-474/000"; Cambodia's "VAT TIN E110-882800017"; the Dominican Republic's "Cédula / RNC 066-3519345-4", a person's cédula, and a company's "RNC 1-31-12345-6"; Mexico's "RFC MERE180111R67", a person's (four letters) or a company's (three); a Gulf state's commercial registration, "C.R. 1017590", and Oman's "VATIN OM1100053349"; a taxpayer's number alone, Rwanda's "TIN 127567003", Belize's "GST TIN 736540", Tanzania's "TIN 130-781-958" and its VAT number "VRN 40-096378-M"; Colorado's "sales tax account 72973391-0001"; Poland's tax number, "NIP 754-090-05-15", and its business and court registers' numbers, "REGON 537931641", "KRS 0000577998"; Curaçao's tax number, "CRIB 479796222".)
  String.raw`\b(?:vat|btw|tva|mwst|iva|ust)(?:\s*\/\s*(?:vat|btw|tva|mwst|iva|ust))?(?:[\s-]*(?:reg(?:istration)?|id|no|nr|idnr|in(?=\s*:?\s*[A-Z]{2}\s?\d))\.?)*\s*:?\s*[A-Z]{2}\s?[\dA-Z][\d\s.]{6,}|registered\s+in\s+[A-Z]|\buen\s*:?\s*\d{8,9}[A-Z]|registry\s*code\s*:?\s*\d{6,}|\bEIN\s*:?\s*\d{2}-\d{7}\b|\b(?:NIF|CIF)\s*:?\s*[A-Z]?\d{7,8}[A-Z]?\b|registro\s*mercantil|\bOIB\s*:?\s*\d{11}\b|\bGST\s*(?:reg(?:istration)?\.?|no\.?)\s*(?:no\.?)?\s*:?\s*\d{5,}|\bRCI\s*\d{2}\s*[A-Z]\s*\d{4,}|\btva\s*intracommunautaire\s*:?\s*[A-Z]{2}\s?\d|\brevenue\s*acc(?:oun)?t\.?\s*(?:no\.?|#)?\s*:?\s*\d[\d-]{5,}|\b(?:TPT|GE|general\s*excise|sales\s*tax|sales\s*(?:and|&|8)\s*use\s*tax|seller['’]?s?|business|retail(?:\s*sales)?)\s*(?:licen[cs]e|permit|certificate)\s*(?:no\.?|#|number)?\s*:?\s*[\dA-Z-]{6,}|\bHR[AB]\s?\d{3,}|\bNRT\s*:?\s*[A-Z]-?\d{6}-?[A-Z]\b|\bPIB\s*:?\s*\d{8,9}\b|\bPDV\s*reg|\b(?:NUI|NRB)\s*:?\s*\d{8,9}\b|\bNIT\s*:?\s*(?:\d{4}-\d{6}-\d{3}-\d|\d{3}\.?\d{3}\.?\d{3}-\d|\d{6,9}-[\dK])\b|\bKRA\s*PIN\s*:?\s*[AP]\d{9}[A-Z]\b|\btaxpayer\s*(?:no\.?|number|id)\s*:?\s*\d{7,}\b|\bPAN(?:\s*\/\s*VAT)?\s*(?:no\.?)?\s*:?\s*\d{9}\b|\bstate\s*reg(?:istration)?\.?\s*(?:no\.?|number)\s*:?\s*\d{7}\b|\bbusiness\s*registration\s*(?:cert(?:ificate)?\.?\s*)?(?:no\.?|#)?\s*:?\s*\d{6,}\b|\bunified\s*business\s*(?:no\.?|number)\s*:?\s*\d{8}\b|\bcertificate\s*of\s*authority\s*(?:no\.?|#)?\s*:?\s*\d{3}-?\d{3}-?\d{3}(?:\/\d{3})?\b|\b(?:vat\s*)?TIN\s*(?:no\.?)?\s*:?\s*[A-Z]\d{3}-?\d{9}\b|\b(?:c[ée]dula\s*\/\s*)?RNC\s*:?\s*(?:\d{3}-?\d{7}-?\d|\d-?\d{2}-?\d{5}-?\d)\b|\bNRC\s*:?\s*\d{3,7}-\d\b|\bRUC\s*:?\s*\d[\d-]{5,}|\bkennitala\s*:?\s*\d{6}-?\d{4}\b|\bNIPT\b|\bNINEA\s*:?\s*\d{7,9}\b|\b(?:GST\s*)?TIN\s*(?:no\.?)?\s*:?\s*(?:\d{6,9}|\d{3}-\d{3}-\d{3})\b|\bVRN\s*:?\s*\d{2}-?\d{6}-?[A-Z]\b|\bsales\s*tax\s*acc(?:oun)?t\.?\s*(?:no\.?|#)?\s*:?\s*\d[\d-]{5,}|\bRFC\s*:?\s*[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}\b|\bC\.\s?R\.\s*(?:no\.?)?\s*:?\s*\d{5,}\b|\bTRN\s*:?\s*\d{15}\b|\btrade\s*licen[cs]e\s*(?:no\.?|#)?\s*:?\s*\d{4,}\b|\bCUI\s*:?\s*(?:RO)?\s?\d{2,10}\b|\bc[ée]dula\s*(?:jur[íi]dica\s*)?:?\s*\d-?\d{3}-?\d{6}\b|\bRUT\s*:?\s*(?:\d{12}|\d{1,2}\.?\d{3}\.?\d{3}-[\dkK])\b|\b(?:CK|reg(?:istration)?\.?\s*(?:no\.?|number))\s*:?\s*(?:19|20)?\d{2,4}\/\d{6}\/\d{2}\b|\borg\.?\s*nr\.?\s*:?\s*\d{3}\s?\d{3}[\s-]?\d{3,4}\b|\bNIP\s*:?\s*(?:PL\s?)?(?:\d{3}-?\d{3}-?\d{2}-?\d{2}|\d{3}-?\d{2}-?\d{2}-?\d{3})\b|\bREGON\s*:?\s*\d{9}(?:\d{5})?\b|\bKRS\s*:?\s*\d{10}\b|\bCRIB\s*(?:no\.?|nr\.?)?\s*:?\s*\d{9}\b|${FRENCH_REGISTRATION.source}\s*:?\s*\d`,
  'i',
);

/** Cheques "to the order of" the payee, "שיקים לפקודת …", perhaps after a sentence on the same line: the name after the words. */
const HEBREW_PAYEE = /(?:^|\s)(?:(?:שיקים|שקים|המחאות|צ['׳]קים)\s+)?לפקודת\s*:?\s*(?=\S)/;
/** The label of a bank transfer's payee, "Beneficiary:", "Account name:", "Account holder:", "Payee:", perhaps after the words of the terms: the name after it. */
const BENEFICIARY = /(?:^|\s)(?:beneficiary|account\s+(?:holder|name)|payee)(?:\s+name)?\s*:\s*(?=\S)/i;
/** The words of payment terms that name the payee: "checks payable to", "make cheques payable to:", "payable to". */
const PAYABLE_TO = /^\s*(?:(?:please\s+)?make\s+)?(?:(?:checks|cheques|payments?)\s+)?(?:made\s+)?payable\s+to\s*:?\s*/i;

/** The most a recognised name may have. */
const OCR_NAME_CAP = 0.88;
/** A quote mark opening a name, and one that could close it (not a Hebrew abbreviation's gershayim, GERSHAYIM). */
const OPENING_QUOTE = /^["“„”]+\s*(?=\S)/;
const CLOSING_QUOTE = /(?<=.)["“”]/;
const GERSHAYIM = /(?<=[א-ת])"(?=[א-ת])/g;

/**
 * The lines a letterhead may be in: the first ten, and none below the first line with an amount
 * (the items have begun).
 */
function headOf(lines: Line[]): Line[] {
  const head = lines.slice(0, 10);
  const items = head.findIndex((l) => moneyIn(maskDates(l.text)).some((m) => m.cents));
  return items > 0 ? head.slice(0, items + 1) : head;
}

/**
 * A line's segments, each cut again at the separators printed between the parts of a letterhead's
 * line. A letter-spaced name ("KINNERET   TRAVEL   LTD.") has equally wide gaps between all its
 * words, none of them a column's edge: it is one segment.
 */
function parts(line: Line): Segment[] {
  const out: Segment[] = [];
  const gaps = line.words.slice(1).map((w, i) => Math.max(w.x0 - line.words[i].x1, line.words[i].x0 - w.x1));
  // (Or two words of letters alone on a recognised line, no further apart than two and a half times its height: a name in large letters whose word space the
  // recogniser's low Hebrew boxes make look wide, "אורי   נחמיאס", not two columns.)
  const spaced =
    (gaps.length >= 2 && line.words.length <= 8 && !/\d/.test(line.text) && Math.min(...gaps) > 0.6 * Math.max(...gaps)) ||
    (gaps.length === 1 && line.words.every((w) => /^\p{L}[\p{L}'"-]*$/u.test(w.text)) && recognised(line) && gaps[0] <= 2.5 * line.height);
  for (const seg of spaced ? [{ start: 0, end: line.text.length, text: line.text }] : dashJoined(line, segments(line))) {
    let from = 0;
    for (const m of [...seg.text.matchAll(PART_SEPARATOR), undefined]) {
      const to = m ? (m.index ?? 0) : seg.text.length;
      const text = seg.text.slice(from, to);
      if (text.trim()) out.push(...beforeTitle({ start: seg.start + from, end: seg.start + to, text }));
      if (m) from = (m.index ?? 0) + m[0].length;
    }
  }
  return out;
}

/**
 * A dash that ends one segment or starts the next joins them: a name's parts around a dash printed
 * with wide spacing ("אורות – לימוד נהיגה בע"מ") are one name, a column never ends in a dash.
 */
function dashJoined(line: Line, cells: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const cell of cells) {
    const last = out[out.length - 1];
    if (last && (/\s-$/.test(last.text.trimEnd()) || /^-\s/.test(cell.text.trimStart())) && /\p{L}/u.test(last.text) && /\p{L}/u.test(cell.text))
      out[out.length - 1] = { start: last.start, end: cell.end, text: line.text.slice(last.start, cell.end) };
    else out.push(cell);
  }
  return out;
}

/**
 * A name with the document's title after it in one run of text ("Maya Ben-David Photo Tax Invoice /
 * Receipt"): the words before the title are the name's, the title is no part of it.
 */
function beforeTitle(seg: Segment): Segment[] {
  if (HEADER.test(seg.text.trim())) return [seg];
  const words = [...seg.text.matchAll(/\S+/g)];
  for (const w of words.slice(1)) {
    const at = w.index ?? 0;
    const rest = seg.text.slice(at);
    if (/invoice|receipt|חשבונית|קבלה|rechnung|facture|factura|fattura/i.test(rest) && HEADER.test(rest.trim()) && nameIn(seg.text.slice(0, at)))
      return [
        { start: seg.start, end: seg.start + at, text: seg.text.slice(0, at) },
        { start: seg.start + at, end: seg.end, text: rest },
      ];
  }
  return [seg];
}

const COUNTRY =
  /\b(?:switzerland|schweiz|suisse|germany|deutschland|italy|italia|spain|espa[ñn]a|france|netherlands|nederland|ireland|denmark|danmark|united\s+kingdom|england|scotland|usa|u\.s\.a\.|united\s+states|china|hong\s+kong|canada|australia|austria|belgium|sweden|norway|finland|poland|portugal|japan|india|cyprus|greece)\b/i;

/** Whether a line above names a country other than Israel (the sender's address). */
function abroad(lines: Line[], before: number): boolean {
  return lines.slice(0, before).some((l) => COUNTRY.test(l.text));
}

/** Whether the next three lines of the name's column hold an address in Israel. */
function overIsraeliAddress(lines: Line[], line: Line, seg: { start: number; end: number }): boolean {
  const words = line.words.filter((w) => w.start >= seg.start && w.end <= seg.end);
  if (words.length === 0) return false;
  const [x0, x1] = [Math.min(...words.map((w) => w.x0)), Math.max(...words.map((w) => w.x1))];
  // (The address's whole cell: it runs wider than the name.)
  return lines
    .slice(line.index + 1, line.index + 4)
    .some((l) => segments(l).some((c) => /\bisrael\b/i.test(c.text) && l.words.some((w) => w.start >= c.start && w.end <= c.end && w.x1 > x0 && w.x0 < x1)));
}

/** A customer's label as a word of a recognised name. */
const CUSTOMER_WORD = /(?:^|\s)(?:client|customer|לקוח)(?=\s|$)/i;

/** The addressee's "To" opening a cell before a capitalised name. */
const ADDRESSEE = /^\s*(?:To|TO)\s*:?\s+(?=\p{Lu})/u;

/** A label cell whose value is the customer's. */
const CUSTOMER_CELL =
  /^(?:company|guest|client|customer|account|bill\s*to|to|tenant|renter|patient|passenger|(?<![א-ת])(?:לקוח|אורח|מזמין|חברה|שם\s*ה?לקוח|ה?שוכר|מטופל|נוסע|משלם))\s*:?$/i;

/** Words by which a person says the business is his own: "sole proprietor", "sole trader", "owner", "Prop.", "entreprise individuelle", Mexico's "persona física" (con actividad empresarial), "d/b/a" (doing business as) or "trading as" ("t/a") the brand. */
const SOLE_TRADER_WORDS = String.raw`(?:(?:sole\s+)?proprietor|propietari[oa]|sole\s+trader|owner|entreprise\s+individuelle|persona\s+f[íi]sica|trading\s+as)\b|prop\.(?!\w)|d\/b\/a\b|t\/a\b`;
/** Those words opening the text after a name, perhaps in parentheses: "(sole trader)". */
const SOLE_TRADER = new RegExp(String.raw`^\(?(?:${SOLE_TRADER_WORDS})`, 'i');
/** A name and those words after it: "Earl Whitlock, sole proprietor, d/b/a …", "Helena Shikongo (sole trader)", "Rogelio D. Villacin – Prop.". */
const NAME_BEFORE_SOLE_TRADER = new RegExp(String.raw`^[\s·|-]*([^,(–—]+?)\s*[,(–—]?\s*(?=${SOLE_TRADER_WORDS})`, 'i');
/** The owner's label before the name: "Proprietor: Ram Bahadur Shakya". */
const PROPRIETOR_LABEL = /^[\s·|-]*(?:sole\s+)?(?:proprietor|owner)\s*:\s*(?=\S)/i;
/** Why a candidate is a sole trader's own name abroad: beside the registration he holds, or saying the business is his. */
const OWNER_REGISTERED_ABROAD = 'owner beside the registration';

/** The marks the recogniser reads a letterhead's or footer's separator (·) as: " - ", " : ", " > ", " + ", or two of them, " *: ". */
const SEPARATOR_MARKS = '-:>»«~+*';
const RECOGNISED_SEPARATOR = new RegExp(String.raw`\s+[${SEPARATOR_MARKS}]{1,2}\s+`, 'g');
/** What a name cut before its label keeps at its end: a separator, printed or recognised. */
const TRAILING_SEPARATOR = new RegExp(String.raw`[\s\-|:,·/.]+$|\s+[${SEPARATOR_MARKS}]\s*$`);
/** The first separator of a recognised line, a bar included, or a dash or bar right after a word. */
const FIRST_SEPARATOR = new RegExp(String.raw`\s+[${SEPARATOR_MARKS}|]\s*|(?<=[\p{L}])[-|]\s+`, 'u');

/** The first part of a recognised letterhead line cut at a separator read as a dash, colon or bar, when the line as a whole is no name (it holds an address or a phone). */
function firstRecognisedPart(text: string): string | undefined {
  const cut = FIRST_SEPARATOR.exec(text);
  return cut && cut.index > 0 ? nameIn(text.slice(0, cut.index)) : undefined;
}

/** A part and, where the recogniser read separators in it as dashes or colons, its pieces between them. */
function piecesAtSeparators(seg: Segment): Segment[] {
  const cuts = [...seg.text.matchAll(RECOGNISED_SEPARATOR)];
  if (cuts.length === 0) return [seg];
  const bounds = [0, ...cuts.flatMap((m) => [m.index ?? 0, (m.index ?? 0) + m[0].length]), seg.text.length];
  const pieces: Segment[] = [];
  for (let i = 0; i < bounds.length; i += 2) pieces.push({ start: seg.start + bounds[i], end: seg.start + bounds[i + 1], text: seg.text.slice(bounds[i], bounds[i + 1]) });
  return [seg, ...pieces];
}

/** A part and, when separators cut it, its last piece. */
function withLastPiece(seg: Segment): Segment[] {
  const pieces = piecesAtSeparators(seg);
  return pieces.length > 1 ? [seg, pieces[pieces.length - 1]] : [seg];
}

/** A web address and the space after it, before a Hebrew word. */
const WEB_ADDRESS_BEFORE = /(?:www\.)?[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:co\.il|org\.il|com|net|org|il)\/?\s+(?=[א-ת])/gi;

/** A footer's part cut again at its separators as recognised, where it holds a company suffix (so the name is not taken with the document number before it). */
function recognisedParts(seg: Segment): Segment[] {
  // (OCR's "Lid" for Ltd is a suffix only where a name ends: before a separator too. So is a suffix that only closes a name, "Trading Est.": it may
  // close a piece, "Musallam Al Mahri Trading Est. - VATIN …".)
  if (!SUFFIX.test(seg.text) && !/\bl[i1]d\b\.?\s+[-:>»~]\s/i.test(seg.text) && !piecesAtSeparators(seg).some((p) => SUFFIX.test(p.text))) return [seg];
  // A name may hold such a dash itself ("עט ונייר - ציוד משרדי בע"מ"): the longest run of parts up to the suffix that reads as a name without digits.
  // (A web address is no part of it either, its separator read on its other side: "- www.lulla-sleep.co.il לולה הלבשת לילה בע"מ - ח.פ. …".)
  const starts = [0, ...[...seg.text.matchAll(RECOGNISED_SEPARATOR), ...seg.text.matchAll(WEB_ADDRESS_BEFORE)].map((m) => (m.index ?? 0) + m[0].length)].sort((a, b) => a - b);
  for (const from of starts) {
    const text = seg.text.slice(from);
    const name = nameIn(text);
    if (name && SUFFIX.test(name) && !/\d/.test(name)) return [{ start: seg.start + from, end: seg.end, text }];
  }
  // A recognised footer whose suffix ends a part, not the line ("Thistle & Loom Lid - Unit 4, … - VAT reg. GB …"): the first part that ends with one.
  const ends = [...seg.text.matchAll(RECOGNISED_SEPARATOR)].map((m) => m.index ?? 0);
  for (const from of starts)
    for (const to of ends.filter((e) => e > from)) {
      const text = seg.text.slice(from, to);
      const name = nameIn(text);
      if (name && SUFFIX.test(name) && !/\d/.test(name)) return [{ start: seg.start + from, end: seg.start + to, text }];
    }
  return [seg];
}

/**
 * The name with a legal suffix that stands beside its end on a neighbouring line of the reading
 * (its box level with the name's, just past its last word: left of it in Hebrew, right in English).
 */
function suffixBeside(lines: Line[], line: Line, seg: { start: number; end: number }, name: string): string | undefined {
  const words = line.words.filter((w) => w.start >= seg.start && w.end <= seg.end);
  if (words.length === 0) return undefined;
  const [x0, x1, y0, y1] = [Math.min(...words.map((w) => w.x0)), Math.max(...words.map((w) => w.x1)), Math.min(...words.map((w) => w.y0)), Math.max(...words.map((w) => w.y1))];
  const rtl = /[א-ת]/.test(name);
  for (const other of lines.slice(Math.max(0, line.index - 2), line.index + 3)) {
    if (other === line) continue;
    for (const w of other.words) {
      if (!SUFFIX_ONLY.test(w.text) && !/^בע["'׳״]{0,2}[מםס]$/.test(w.text)) continue;
      // (The suffix of another name printed whole on its own line, "קאנטרי קלאב נווה שאנן בע"מ" over "… · חיפה", is that name's.)
      const cell = segments(other).find((c) => c.start <= w.start && w.start < c.end);
      if (cell && nameIn(cell.text) !== undefined && !SUFFIX_ONLY.test(cell.text)) continue;
      const level = w.y0 < y1 && y0 < w.y1;
      const gap = rtl ? x0 - w.x1 : w.x0 - x1;
      if (!level || gap <= -line.height || gap >= 2 * Math.max(line.height, w.y1 - w.y0)) continue;
      // (A Latin suffix's full stop recognised as a word of its own just past it, "Ltd ." : the suffix's.)
      const stop = !rtl && !w.text.endsWith('.') && other.words.some((s) => s.text === '.' && s.x0 >= w.x1 - 1 && s.x0 - w.x1 < 0.5 * (w.y1 - w.y0));
      return nameIn(`${name} ${w.text}${stop ? '.' : ''}`);
    }
  }
  return undefined;
}

/**
 * A name that ends where its suffix goes on ("Shenzhen Sunrise E-Commerce Co.," over "Ltd."): the
 * suffix that starts the next line at the name's own left edge (a cell wrapped in its column).
 */
function wrappedSuffix(lines: Line[], line: Line, seg: Segment, name: string): string | undefined {
  if (!/(?:\bco\.?|,)$/i.test(seg.text.trim()) || /[א-ת]/.test(name)) return undefined;
  const words = line.words.filter((w) => w.start >= seg.start && w.end <= seg.end);
  const next = lines[line.index + 1];
  if (words.length === 0 || !next) return undefined;
  const x0 = Math.min(...words.map((w) => w.x0));
  const first = segments(next).find((c) => {
    const own = next.words.filter((w) => w.start >= c.start && w.end <= c.end);
    return own.length > 0 && Math.abs(Math.min(...own.map((w) => w.x0)) - x0) < 1.5 * line.height;
  });
  return first && SUFFIX_ONLY.test(first.text) ? nameIn(`${seg.text.trim()} ${first.text.trim()}`) : undefined;
}

/**
 * A registered name wrapped in its column before a conjunction ("ירוק במשרד שתילה" over "ותחזוקה בע"מ", "Green Desk Planting" over "and Care
 * Ltd"), or a Latin one anywhere ("Red Dirt Boot" over "Works, Inc."): the line under ends with the legal suffix (a Hebrew one opens with "and"), the line over it holds a name without one, their cells lined up at the
 * side the writing starts from (the right in Hebrew), and both in the same size of print. The name in full.
 */
function wrappedStart(lines: Line[], line: Line, seg: Segment, name: string): string | undefined {
  const hebrew = /[א-ת]/.test(name);
  // (A Latin name may wrap anywhere, "Red Dirt Boot" over "Works, Inc.", when the two lines are set close, one under the other.)
  if (!SUFFIX.test(name) || (hebrew && !/^ו[א-ת]{2,}/.test(name))) return undefined;
  const above = lines[line.index - 1];
  const own = line.words.filter((w) => w.start >= seg.start && w.end <= seg.end);
  if (!above || own.length === 0 || Math.abs(above.height - line.height) > 0.25 * line.height) return undefined;
  // (There, a remainder too short to be a name of its own, one word before the legal form, under a name of two words or more set close over it.)
  const loose = !hebrew && !/^(?:and\s|&\s)/i.test(name);
  if (loose && (line.y0 - above.y1 > 0.8 * line.height || (name.replace(SUFFIX, '').match(/\p{L}{2,}/gu) ?? []).length > 1)) return undefined;
  const edge = hebrew ? Math.max(...own.map((w) => w.x1)) : Math.min(...own.map((w) => w.x0));
  const over = parts(above).find((c) => {
    const words = above.words.filter((w) => w.start >= c.start && w.end <= c.end);
    const at = hebrew ? Math.max(...words.map((w) => w.x1)) : Math.min(...words.map((w) => w.x0));
    return words.length > 0 && Math.abs(at - edge) < 1.5 * line.height;
  });
  // (A line breaks only where its next word would not fit: the line under, less its first word, is no wider than the line over. A name under a narrower
  // tagline, "ורשה הקטנה מסעדות בע"מ" under "מטבח פולני ביתי", is a name of its own, its "ו" the first letter of a word.)
  const width = (l: Line, c: { start: number; end: number }) => {
    const span = spanOf(l, c.start, c.end);
    return span.x1 - span.x0;
  };
  const firstWord = (name.split(/\s+/)[0].length + 1) / name.length;
  if (over && width(line, seg) * (1 - firstWord) > width(above, over) + 0.5 * line.height) return undefined;
  // (Not a letterhead's line that goes on past the part over it, "פארק ווייקבורד בכבל · אגם הכרמים, בית יצחק" over "ווייק פוינט ספורט מים בע"מ": a line
  // that did not end there did not break there; its separator read as a dash, "פארק ווייקבורד בכבל - אגם הכרמים, בית יצחק", a line of parts all the same.)
  if (over && (/^\s*[·•|]\s*\S/.test(above.text.slice(over.end)) || /\S\s+[-–·•|]\s+\S/.test(over.text))) return undefined;
  const start = over && nameIn(over.text);
  if (loose && (!start || !/^\p{Lu}\S*(?:\s+\p{Lu}\S*)+$/u.test(start))) return undefined;
  return start && !SUFFIX.test(start) ? nameIn(`${start} ${name}`) : undefined;
}

/**
 * A Latin name's first words set over the rest in the letterhead's larger type, and the name printed whole elsewhere on the page ("LIBERTA" over
 * "Slipway Ltd.", the footer's "Liberta Slipway Ltd. · All labour…"; "Hírös Precíziós" over "Gépszerviz Kft.", the payment line's "… of Hírös
 * Precíziós Gépszerviz Kft."): the name as printed whole. (The words over it alone, a logotype or a tagline, are not taken without that.)
 */
function startPrintedElsewhere(lines: Line[], line: Line, seg: Segment, name: string): string | undefined {
  const above = lines[line.index - 1];
  if (!above || !SUFFIX.test(name) || /[א-ת]/.test(name)) return undefined;
  const start = cellOver(above, line, seg).trim();
  if (!start || !/^\p{L}[\p{L}'’&-]*(?:\s+\p{L}[\p{L}'’&-]*){0,2}$/u.test(start) || SUFFIX.test(start) || HEADER.test(start)) return undefined;
  const pattern = (text: string) => escaped(text).replace(/\s+/g, '\\s+');
  const whole = new RegExp(`(?<![\\p{L}\\d])${pattern(start)}\\s+${pattern(name.replace(/\.$/, ''))}\\.?(?![\\p{L}\\d])`, 'iu');
  for (const other of lines) {
    if (other.index === line.index || other.index === above.index) continue;
    const printed = whole.exec(other.text);
    if (printed) return printed[0];
  }
  return undefined;
}

/** The name as printed elsewhere with a legal suffix after it, if it is. */
function withSuffix(lines: Line[], name: string, customer: ReturnType<typeof customerBlock>): string | undefined {
  // (An Israeli company's registered name may carry the year it was registered in, "מסך הזהב (1994) בע"מ".)
  // (Or with what the business does after a dash, "Sobral & Filhos — Artigos em Cortiça, Lda.", a Portuguese company's name in full.)
  // (Two legal words together, Australia's "Pty Ltd", are both the name's.)
  // (A Hebrew name of two words or more, one word of what the business does after it before the legal form, "כרם בעיר" for "כרם בעיר ברים בע"מ";
  // a Hebrew name of one word, one or two, "כורכום" for "כורכום תבלינים ופיצוחים בע"מ" at the foot, none of them the name again: "קווים קווים
  // תקשורת בע"מ" is a logo's word beside the name.)
  const oneWord = /^[א-ת][א-ת'"׳״-]+$/.test(name) ? `(?:\\s+(?!${escaped(name)}(?![א-ת'"׳״-]))[א-ת][א-ת'"׳״-]+){0,2}` : '';
  const trade = /^[א-ת]\S*(?:\s+\S+)+$/.test(name) ? `(?:\\s+[א-ת][א-ת'"׳״-]+)?` : oneWord;
  const re = new RegExp(
    `(?<![\\p{L}\\d])${escaped(name)}(?:\\s*\\(\\d{2,4}\\))?(?:\\s+-\\s+[\\p{L}'&.]+(?:\\s+[\\p{L}'&.]+){0,3})?${trade}[\\s,]+${SUFFIX.source}(?:[\\s,]+${SUFFIX.source})?`,
    'iu',
  );
  for (const line of lines) {
    const m = re.exec(line.text);
    if (!m) continue;
    // (A name printed there in the customer's block, "לכבוד: נופי כברי אירועים בע"מ" for a photographer's trade word "אירועים", is the customer's.)
    if (inBlock(customer, line, m.index, m.index + m[0].length) || customerLabelBefore(line.text.slice(0, m.index))) continue;
    // (A Latin name printed there with more capitalised words before it, "Agriturismo La Collina Verde S.r.l." for the brand "La Collina Verde", is taken whole.)
    // (At most two, and not words of the name itself: the brand beside it on the line, "La Collina Verde Agriturismo La Collina Verde S.r.l.".)
    const before: string[] = [];
    if (/[A-Za-z]/.test(name)) {
      const words = line.text.slice(0, m.index).trimEnd().split(/\s+/);
      const own = new Set(name.split(/\s+/));
      for (let k = words.length - 1; k >= 0 && before.length < 2 && /^[A-Z][\p{L}'&.-]*$/u.test(words[k]) && !own.has(words[k]); k--) before.unshift(words[k]);
    }
    const found = nameIn([...before, m[0]].join(' '));
    return found && asPrinted(line, found);
  }
  return undefined;
}

/** Whether the name is printed again on another line (a footer, a line beside the tax id). */
function printedAgain(lines: Line[], at: number, name: string): boolean {
  const key = name
    .replace(/[\s.,]+/g, ' ')
    .trim()
    .toLowerCase();
  return lines.some(
    (l) =>
      l.index !== at &&
      l.text
        .replace(/[\s.,]+/g, ' ')
        .toLowerCase()
        .includes(key),
  );
}

/**
 * A name without a suffix that says what kind of business it is ("תחנת דלק הגליל", "מסעדת הים",
 * "Harbor Cafe"): the Hebrew word in its construct form first, the English word last.
 */
const BUSINESS =
  /^(?:תחנת|מסעדת|מסעדה|חנות|מאפיית|מאפייה|מכולת|מרכול|סופר|משרד|מוסך|מספרת|מרפאת|בית\s*(?:מרקחת|קפה)|קפה|פיצרייה|פיצריה|קיוסק|סטודיו|מכון|מלון|חניון)(?![א-ת])|\b(?:cafe|café|coffee|restaurant|bistro|grill|bakery|pharmacy|garage|station|market|hotel|studio|kiosk|diner|pizzeria)$/i;

/**
 * How far a recognised name can be trusted: names are where OCR errs most and no check digit
 * catches it, so a recognised name is never fully sure, less so with the marks of a misreading
 * (a stray Latin word in a Hebrew name, letters standing alone).
 */
function ocrDoubt(name: string, wordConfidence: number): number {
  let factor = 0.5 + 0.38 * wordConfidence;
  // (A Latin phrase of two words or more is a brand's name beside the Hebrew, "Vision Lab אופטומטריה בע"מ"; a lone short Latin word is noise.)
  const latin = name.split(/\s+/).map((w) => /^[A-Za-z]+[.,]?$/.test(w));
  const lone = name.split(/\s+/).some((w, i) => latin[i] && /^[A-Za-z]{1,4}[.,]?$/.test(w) && !latin[i - 1] && !latin[i + 1]);
  if (/[א-ת]/.test(name) && lone) factor *= 0.7;
  if (/(^|\s)[^\s&\-–]($|\s)/.test(name)) factor *= 0.7;
  return factor;
}

/**
 * The text after a name in its cell, where a registration beside it is looked for; past the cell when
 * the separator between them comes next, read apart from both ("Kadushi Horeca B.V." then "+" then
 * "CRIB 479796222", the "·" recognised as a faint "+").
 */
function registrationSide(line: Line, end: number, cellEnd: number | undefined): string {
  const rest = line.text.slice(end, cellEnd);
  const after = line.text.slice(end);
  return /^\s*[+·|>»~-]?\s*$/.test(rest) && /^\s*[+·|>»~-]\s/.test(after) ? after : rest;
}

/** One to four words, then a legal form: what may follow "ושות'" or "& Co." in one name. */
const LEGAL_FORM_AFTER = new RegExp(`^(?:\\s+[א-תA-Za-z"'׳״&-]+){1,4}?\\s+(?:${SUFFIX.source})`, 'i');

/** A partnership's profession after "ושות'", part of its name: "פנקס ושות' רואי חשבון", "לוי ושות' עורכי דין". */
const PROFESSION_AFTER = /^\s*-?\s*(?:רואי\s+חשבון|עורכי\s+דין|עו["'׳״]{1,2}ד|רו["'׳״]{1,2}ח|שמאי\s+מקרקעין|שמאים|אדריכלים|מהנדסים|יועצי\s+מס)(?![א-ת])/;

/** The first letters of a name's first `count` words ("Talatona Geodesia, Lda." → "TG"), when it has that many words opening with a capital. */
function initialsOf(name: string, count: number): string | undefined {
  const words = name.split(/[\s,]+/).slice(0, count);
  return words.length === count && words.every((w) => /^\p{Lu}\p{Ll}/u.test(w)) ? words.map((w) => w[0]).join('') : undefined;
}

/** The name a segment holds, cleaned; undefined when it does not read like a name. */
export function nameIn(segment: string): string | undefined {
  // A Latin name ending in a full stop, printed right to left, shows the stop first (recognised as "-" too, before a name ending in an abbreviation: "-Blue Lagoon Software Ltd").
  const stopFirst = /^\.[A-Za-z]/.test(segment.trim()) || (/^-[A-Za-z]/.test(segment.trim()) && /\b(?:ltd|inc|co|corp)$/i.test(segment.trim()));
  // A logo's sign before the name ("+ Alpine Summit Events GmbH", "® …") is not part of it.
  let text = (stopFirst && !/[א-ת]/.test(segment) ? `${segment.trim().slice(1)}.` : segment).replace(/^[^\p{L}\d"'(]+|[\s\-*|:,•·/]+$|\s+\+$/gu, '');
  // "Operated by …", "Owned by …" before a registered name: the operator's name is what follows.
  text = text.replace(/^(?:operated|owned|managed|run)\s+by\s+(?=\S)/i, '');
  // (So does an operator's label, "Operator: חניוני החוף … בע"מ", its Hebrew word too, "מפעיל :Operator - …" as recognised; and the Hebrew "operated by"
  // or "managed by" before a registered name, "מופעל ע"י מגרש ניהול חניונים בע"מ" on a car park's slip: the operator.)
  if (SUFFIX.test(text)) {
    text = text.replace(/^(?:[:·/-]?\s*(?:operator|מפעיל)\s*[:·/-]?\s*)+(?=\S)/i, '');
    text = text.replace(/^(?:מופעל|מנוהל)(?:ת)?\s*(?:ע\s?["״'׳]{1,2}\s?י|על\s*ידי|ע\.\s?י\.?)\s*:?\s*(?=[א-ת])|^(?:בהפעלת|בניהול)\s*:?\s*(?=[א-ת])/, '');
  }
  // (The "is" before it recognised as noise, "… 1% operated by Atlantic Gate Ship Supply Corp.", or the words before "by" cut off, "by Atlantic …": the
  // company after it, when it has its legal form.)
  const operator = /^(?:.*?\s)?(?:operated|owned|managed|run)\s+by\s+(?=\p{Lu})|^by\s+(?=\p{Lu})/iu.exec(text);
  if (operator && SUFFIX.test(text.slice(operator[0].length))) text = text.slice(operator[0].length);
  // "The Spoon Loft is a trading name of Dafydd Pritchard Carving Limited", "Royal Street Lighting is a d/b/a of Vieux Carré Coppersmiths, Inc.", "Gjakova Silver is a trade name of Argjendaria Çarshia e Madhe L.L.C.":
  // the company the trading name is of.
  // (Or "Grandvalira Boot Lab is operated by Soldeu Esports de Neu, S.A.": the operator.)
  text = text.replace(/^.*?\b(?:is\s+)?(?:a\s+|the\s+)?(?:trad(?:ing|e)\s+(?:name|style)|d\/b\/a|dba)\s+of\s+(?=\S)|^.*?\bis\s+(?:operated|owned|run|managed)\s+by\s+(?=\S)/i, '');
  // A wordmark in capitals read onto the line of the name it spells ("POSEIDON Poseidon Charters S.A."): the name once.
  const mark = /^(\p{Lu}{3,})\s+(\p{Lu}\p{Ll}+)(?=\s)/u.exec(text);
  if (mark && mark[1].toLowerCase() === mark[2].toLowerCase()) text = text.slice(mark[1].length).trimStart();
  // So is a monogram of its initials, a logo's box beside the name ("TG Talatona Geodesia, Lda."): the name without it.
  const monogram = /^(\p{Lu}{2,4})\s+(?=\p{Lu})/u.exec(text);
  if (monogram && initialsOf(text.slice(monogram[0].length), monogram[1].length) === monogram[1]) text = text.slice(monogram[0].length);
  // The "S" of Mexico's "S. de R.L." or "S.A. de C.V." read as a "5": the legal form it is. (So is the "S" of "S.A.S.", "S.A." or "S.L." read as a
  // dollar sign, "Tomebamba Property Services $.A.S.".)
  text = text.replace(/(?<=\s)5\.(?=(?:\s?A\.)?\s?de\s[RC]\.)/, 'S.').replace(/(?<=\s)\$\.(?=[AL]\.(?:S\.)?(?:\s|$|,))/, 'S.');
  // "Corporation Ltd", "& Co. Ltd": a name ends after its last suffix in a row; a legal form written before the name is its start, not its end.
  const before = LEGAL_FORM_BEFORE.exec(text)?.[0].length ?? 0;
  const after = new RegExp(`${SUFFIX.source}(?:[\\s,]+${SUFFIX.source})*`, 'i').exec(text.slice(before));
  const suffix = before > 0 && !after ? LEGAL_FORM_BEFORE.exec(text) : after;
  let end = after ? before + (after.index ?? 0) + after[0].length : text.length;
  // "And partners" within a name whose legal form comes after it ("ארגזים ושות' הובלות בע"מ", "Smith & Co. Trading Ltd"): the name runs to the legal form.
  if (suffix && /^(?:ושות'?|&\s*co\.?)$/i.test(suffix[0].trim()))
    end += LEGAL_FORM_AFTER.exec(text.slice(end))?.[0].length ?? PROFESSION_AFTER.exec(text.slice(end))?.[0].length ?? 0;
  if (suffix)
    text = text
      .slice(0, end)
      .replace(
        /בע\s?["'׳״]{0,2}\s?[מםס]$|בע["'׳״]{1,2}[;\d][מם]$|בע(?:["'׳״]+י?|י+["'׳״]+)[א-ת]{1,2}$|(?<=[א-ת]{2,}\s)בעל["'׳״]+י?[מםס]$|בע["'׳״]{1,2}$|בעיימ$|(?<![א-ת])[בר]עי?מ$|(?<=[א-ת]{2,}\s)בע$/,
        'בע"מ',
      )
      .replace(/ושות$/, "ושות'")
      .replace(/\bL[i1]d(\.?)$/, 'Ltd$1')
      .replace(/\bLtp(\.?)$/i, 'Ltd$1')
      .replace(/\bLad\.$/, 'Ltd.')
      // (An "l" read as a "1" or an "I" in "S.r.l.", the "L" as a "1" in "S.R.L."; a legal form read right keeps its own capitals.)
      .replace(/\bS\.r\.[1I](\.?)$/, 'S.r.l$1')
      .replace(/\bS\.R\.1(\.?)$/, 'S.R.L$1');
  // A sentence before the name in a footer's run of text ("Paid with Visa ending 5672. Hackney Bean Co. Limited"): the name begins after the sentence's full stop (an abbreviation's, "Co." or "Inc.", ends none).
  if (suffix && !/[א-ת]/.test(text)) {
    const stops = [...text.matchAll(/(?<=[\p{L}\d]{3,})(?<!\b(?:ltd|inc|corp|bros|mrs|nos|str|ave|blvd|dept|est|pte|pty|pvt|sdn))\.\s+(?=\p{Lu})/giu)];
    const last = stops[stops.length - 1];
    const rest = last && text.slice((last.index ?? 0) + last[0].length);
    // (Words before the suffix must remain: "Lion Trading Pte. Ltd" is one name.)
    if (rest && (SUFFIX.exec(rest)?.index ?? 0) > 0) text = rest;
  }
  // An ampersand recognised as a 6 between two words of a Latin name ("Weber 6 Söhne GmbH").
  text = text.replace(/(?<=[A-Za-z]{2}) 6 (?=[A-Z])/g, ' & ');
  // A label and its value on the letterhead's line ("Company No.: 51…") are not part of the name.
  const label = TAX_ID_LABEL.exec(text);
  if (label && (label.index ?? 0) > 0) text = text.slice(0, label.index).replace(TRAILING_SEPARATOR, '');
  // So is a French company's registration after it ("SAS Bouchon Saint-Paul - SIRET 474 928 021 00060", its separator read as a dash or a ">").
  const registration = REGISTRATION_AFTER.exec(text);
  if (registration && registration.index > 0) text = text.slice(0, registration.index);
  const letters = text.match(/[A-Za-z\u05d0-\u05ea]/g)?.length ?? 0;
  // (A registered name's year in parentheses, "מסך הזהב (1994) בע"מ", is no digit of an address or a number.)
  if (letters < 3 || letters < text.replace(/\s*\(\d{2,4}\)/g, '').replace(/\s/g, '').length * 0.6) return undefined;
  const word = NOT_NAME_WORD.exec(text);
  // (Opening a registered name of words alone, no label's colon, number or separator after it: "כתובת פלוס משרדים וירטואליים בע"מ", a virtual office's company.)
  const ownWord = suffix && (/[א-ת]/.test(text.slice(0, word?.index ?? 0)) || (word?.index === 0 && !/[\d:·|–-]/.test(text)));
  if (word && !ownWord) return undefined;
  if (
    HEADER.test(text) ||
    QUALIFIED_TITLE.test(text) ||
    CREDIT_TITLE.test(text) ||
    BILL_TITLE.test(text) ||
    TABLE_HEADING.test(text) ||
    NOT_NAME.test(text) ||
    (hasTaxIdLabel(text) && !suffix) ||
    datesIn(text).length > 0
  )
    return undefined;
  if (!suffix && LABEL_ONLY.test(text)) return undefined;
  // A label and its value ("Service period: August 2023", "Booked by: …"): no name has a colon after its first words.
  if (!suffix && /^[^:]{2,30}:\s*\S/.test(text)) return undefined;
  if (SUFFIX_ONLY.test(text)) return undefined;
  return text;
}
