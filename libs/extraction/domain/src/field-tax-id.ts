import { Candidate, capped, decide, Finding, isTitleLine, ParseContext, segments, underTitle } from './candidates';
import { isValidIsraeliTaxId } from './israeli-tax-id';
import { CONFUSED_DIGITS, findPhrase } from './fuzzy-labels';
import { confidenceOf, Line, spanOf } from './layout-lines';
import { datesIn } from './dates';

// (With the recogniser's readings of ח.פ. and ע.מ. too: their stops read as commas, quotes, colons, brackets or an 8, "ח).פ.", or as a yod, "חיפ.";
// or its פ read as a final mem after the stop, "ח.ם 655 575 512".)
export const TAX_ID_LABEL =
  /((?<![א-ת])ח\s?[./]?\s?\.?\s?פ(?![א-ת])|(?<![א-ת])ח\s?\.\s?ם(?![א-ת])|(?<![א-ת])ח"פ|(?<![א-ת])ע\s?\.\s?מ(?![א-ת])|(?<![א-ת])ע"מ(?![א-ת])|עוסק\s*(?:מורשה|פטור)|עוסק\s*מס|מס(?:'|פר)?\s*עוסק|ת\s?\.\s?ז|company[\s.]*(?:no|number|reg|id\b)|\bco\.?\s*(?:no|reg(?:istration)?)\b|vat\s*(?:no|number|id|reg)|(?:licensed|authori[sz]ed|exempt)\s+dealer|dealer\s*(?:no|number)|tax\s*id|(?:unified\s*)?business\s*(?:no|number|id)|(?:state\s*)?reg\.?\s*no\b|מספר\s*חברה|מס'\s*חברה|אגודה\s*שיתופית(?=\s*(?:מס|[/:]|\d))|מס(?:'|פר)\s*אגודה|co-?op(?:erative)?\s*(?:society\s*)?(?:no|number|reg)|(?<![א-ת])[חת](?:[.,/'"8:;()]{1,3}|י\.?)\s?פ\.?(?![א-ת])|(?<![א-ת])ע[.,/'"8:;()]{1,3}\s?[םס]\.?(?![א-ת]))/i;

/** Tax-id labels of more than one word, matched word by word through OCR noise (a letter misread in עוסק מורשה, Cornpany No.). */
const LABEL_PHRASES: string[][][] = [
  [['עוסק'], ['מורשה', 'פטור']],
  [['מספר', "מס'"], ['עוסק']],
  [['company'], ['no', 'number', 'reg', 'registration', 'id']],
  [
    ['vat', 'tax'],
    ['no', 'number', 'reg', 'registration', 'id'],
  ],
  [
    ['business', 'dealer'],
    ['no', 'number', 'id'],
  ],
];

/** "מס'" (number) perhaps between the label and the digits, "POW מורשה מס' 394898837". */
const NUMBER_WORD = String.raw`(?:\s*מס['"׳]?(?![א-ת]))?`;

/**
 * A licensed dealer's label with one of its two words garbled past a letter's slip, before the id's digits: "עוסק סורה 120365085" (מורשה), its
 * first word read as Latin noise, "poy מורשה 103225157" (עוסק), perhaps with a colon, a dash or a speck's star read after the noise, "Poy : מורשה 28-862454-7", "poly * מורשה 012321022". The digits after it
 * vouch for it being a label.
 */
const GARBLED_DEALER_LABEL = String.raw`(?:(?<![א-ת])עוסק\s+[א-ת]{3,5}|(?<![\p{L}])[A-Za-z]{2,4}(?:\s*[:*-])?\s+מורשה):?`;
const GARBLED_DEALER = new RegExp(String.raw`${GARBLED_DEALER_LABEL}(?=${NUMBER_WORD}\s*\d[\d -]{7,11}\d(?!\d))`, 'u');
/** The same garbled label ending the text right before an id's digits. */
const GARBLED_DEALER_BEFORE = new RegExp(String.raw`${GARBLED_DEALER_LABEL}${NUMBER_WORD}\s*$`, 'u');

/** Whether text holds a tax-id label, exactly or through OCR noise. */
export function hasTaxIdLabel(text: string): boolean {
  return TAX_ID_LABEL.test(text) || LABEL_PHRASES.some((p) => findPhrase(text, p) !== undefined) || GARBLED_DEALER.test(text);
}
/** "לכבוד" ("to"), the customer's salutation, its כ perhaps read as a ב ("לבבוד"), or a yod read after its ל ("ליכבוד"). */
export const SALUTATION = 'לי?[כב][בכ]וד';
/** The customer's block: its id is not the vendor's (nor the deceased's whom a funeral service's invoice names). */
const CUSTOMER = new RegExp(
  String.raw`(${SALUTATION}|(?<![א-ת])ה?לקוח(?![א-ת])|bill\s*to|ship\s*to|customer(?!\s*(?:service|care|support))|client|\bto\b|company:|הזמין|עבור:|(?<![א-ת])(?:שוכר|מבוטח|מטופל|משלם|נוסע)|patient|insured|payer|tenant|renter|passenger|visitor|(?<![א-ת])מבקר(?![א-ת])|customs\s*(?:id|no)|importer|(?<![א-ת])ה?מנוח(?![א-ת])|\bdeceased\b)`,
  'i',
);
/** Whether a customer's label ends the text (the words right before a name or an id): "שוכר", "Client", "Bill to". */
export function customerLabelBefore(text: string): boolean {
  const tail = /(?:\S+\s*){0,2}$/.exec(text.trimEnd())?.[0] ?? '';
  return tail !== '' && CUSTOMER.test(tail) && !/\d/.test(tail);
}
/**
 * A personal id's label (ת.ז., identity number) right before the number: a person's, on a receipt the
 * customer's, not a business's. A bilingual label's other half may be read as two or three letters of
 * noise ("ת.ז. / סו" for "ת.ז. / ID").
 */
const PERSONAL_ID = /((?<![א-ת])ת\s?\.\s?ז\.?|תעודת\s*זהות|identity\s*(?:no|number)|\bID\s*no\.?)\s*(?:\/\s*(?:ID|ת\.?ז\.?|[^\s\d/]{1,3}\.?)\s*)?[:#.]?\s*$/i;
/** A personal id's label with a few words of its own before the number ("ת.ז. לקבלת חשבונית:"). */
const PERSONAL_ID_WORDS = /(?<![א-ת])ת\s?\.\s?ז\.?((?:\s+[א-ת"'׳]+){1,3})\s*[:#.]?\s*$/;
/** Numbers of other things that are nine digits too. */
const OTHER_NUMBER =
  /(חוזה|מונה|חשבון(?!ית)|account|contract|meter|matter|\bcase\b|phone|טל|tel\b|fax|פקס|אישור|כרטיס|card|order|הזמנה|מק"ט|sku|iban|סניף|branch|ticket|folio|invoice|receipt|חשבונית|קבלה)/i;

/**
 * An Israeli landline as printed: a one-digit area code after its 0, a hyphen, seven digits (or three and four). A
 * company's or a person's id printed with hyphens is grouped two, six and one ("51-234567-8"), never so.
 */
const LANDLINE = /^0[2-489]\s?-\s?(?:\d{7}|\d{3}-\d{4})$/;

/** OCR reads digits as look-alike letters inside long numbers. */
const LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', I: '1', l: '1', '|': '1', S: '5', $: '5', B: '8', Z: '2' };
/** The recognised text of a number with its look-alike letters read as the digits they stand for ("046 975 $12" → "046 975 512"). */
const asDigits = (text: string) => text.replace(/[OoDIlSBZ|$]/g, (c) => LOOKALIKES[c]);

/**
 * The vendor's Israeli tax id: a nine-digit number with a valid check digit, preferably beside a
 * tax-id label (on its line, or the line above), never in the customer's block, never a number
 * another label claims (account, contract, card). A number after a two-letter country code is a
 * foreign VAT number. From OCR, a labelled number whose check digit fails is repaired when exactly
 * one look-alike digit swap makes it valid, and a labelled eight-digit number is an id whose
 * leading zero was left out; both less sure.
 */
export function findTaxId(ctx: ParseContext, foreign = false): Finding | undefined {
  const candidates: Candidate[] = [];
  /** Candidates a few lines into the body under the title, from OCR (where the customer's details go). */
  const inTheBody = new Set<Candidate>();
  const customer = customerBlock(ctx.lines);
  const top = Math.max(3, Math.ceil(ctx.lines.length * 0.2));
  const company = ctx.lines.slice(0, top).some((l) => COMPANY.test(l.text));
  // The document's title ("TAX INVOICE", "חשבונית מס") on a line of its own below a letterhead, in the page's first half.
  const title = ctx.lines.findIndex((l, k) => k < ctx.lines.length / 2 && isTitleLine(l.text));
  ctx.lines.forEach((line, i) => {
    const glued = ctx.ocr ? [] : [...line.text.matchAll(GLUED_TO_LETTERS)];
    for (const m of [...line.text.matchAll(NINE_OR_EIGHT), ...(ctx.ocr ? line.text.matchAll(GLUED_TEN) : []), ...glued]) {
      const raw = m[1] ?? m[2];
      // (A text layer's letters are letters: "SI56 4656" in an IBAN is no id with its S and I read as digits.)
      if (!ctx.ocr && /[^\d -]/.test(raw)) continue;
      const at = m.index ?? 0;
      // Printed as a landline is, an area code and seven digits ("03-9570445"), it is a phone number, whatever its check digit says.
      if (LANDLINE.test(raw.trim())) continue;
      // (Nor a reference that opens with a date, "2023-02-07-1": a date's digits and a serial.)
      if (datesIn(raw).some((d) => d.index === raw.search(/\d/))) continue;
      const digitCount = (raw.match(/\d/g) ?? []).length;
      // (Its groups as printed, each with its look-alike letters read as digits, "046 975 $12".)
      const groups = raw.trim().split(/[ -]+/).map(asDigits);
      const digits = groups.join('');
      if (digitCount < digits.length - 2) continue;
      const before = line.text.slice(0, at);
      // After a country code it is a foreign VAT number ("GB 123 4567 89"; "VAT ID 51…" is a label, not Indonesia); before a program code ("RT0001") a foreign business number.
      // (So is the company number after a French VAT number's country code and two-digit key, "FR 47 000073429".)
      if (/\b(?!ID\b|NO\b)[A-Z]{2}\s?(?:\d{2}\s?)?$/.test(before) || /^\s?[A-Z]{2}[\dOIl|!]{4}(?![\dA-Za-z])/.test(line.text.slice(at + raw.length))) continue;
      // After a business register's label abroad it is that register's number ("Business ID (Y-tunnus) 2846193-7", eight digits a
      // padding zero would make a valid Israeli id).
      if (FOREIGN_REGISTER.test(before.slice(-40))) continue;
      const scored = scoreAt(ctx.lines, line, before, line.text.slice(at + raw.length), digitCount === digits.length, inBlock(customer, line, at, at + raw.length));
      const labelled = scored.why.startsWith('labelled');
      // (Glued to a word, only beside its label.)
      if (glued.includes(m) && !labelled) continue;
      // A hyphenated id in a Hebrew line read with its groups in the order they are seen ("6-574714-55" for 55-574714-6): a company's id is
      // written two digits, six, then the check digit, so groups of one, six and two are the printed ones reversed; so is any grouping whose
      // reading as seen fails the check digit while the reversed one passes.
      const reversed = groups.length > 1 && /[א-ת]/.test(line.text) ? [...groups].reverse().join('') : undefined;
      const seen =
        reversed !== undefined && reversed.length === 9 && isValidIsraeliTaxId(reversed) && (groups.map((g) => g.length).join() === '1,6,2' || !isValidIsraeliTaxId(digits));
      let value: string | undefined;
      if (seen) value = reversed;
      else if (digits.length === 9 && isValidIsraeliTaxId(digits)) value = digits;
      // (Not on a page billed abroad in English, but after an Israeli label: a foreign vendor's nine digits, "TIN 860081401" in Bentota, are its own
      // number, whatever one changed digit makes of them.)
      else if (labelled && digits.length === 9 && ctx.ocr && (!foreign || ISRAELI_LABEL_BEFORE.test(before.slice(-30)))) {
        // (A Hebrew line's groups may be printed in either order: the one repair that either order allows, none when both allow one.)
        const repairs = new Set([repaired(digits), reversed && reversed.length === 9 && reversed !== digits ? repaired(reversed) : undefined].filter((r) => r !== undefined));
        value = repairs.size === 1 ? [...repairs][0] : undefined;
        scored.score -= 0.25;
      } else if (
        labelled &&
        digits.length === 8 &&
        (!foreign || ISRAELI_LABEL_BEFORE.test(before.slice(-30))) &&
        isValidIsraeliTaxId(`0${digits}`) &&
        !ENGLISH_COMPANY_NUMBER.test(before.slice(-30))
      ) {
        // (Not on a page billed abroad in English, but after an Israeli label, "Licensed Dealer No.": eight digits there are the foreign vendor's own
        // number, "VAT No. 22010045" in Harare, whatever a padding zero makes of them.)
        value = `0${digits}`;
        scored.score -= 0.15;
      } else if (labelled && digits.length === 10 && ctx.ocr) {
        // A separator beside the id ("|") recognised as a 1 glued to it; or a digit read twice ("5527660203" for 527660203): the one id that
        // leaving either out makes valid.
        const readings = new Set(
          [
            digits[0] === '1' ? digits.slice(1) : '',
            digits[9] === '1' ? digits.slice(0, 9) : '',
            ...[...digits].map((d, k) => (d === digits[k + 1] ? digits.slice(0, k) + digits.slice(k + 1) : '')),
          ].filter((d) => d && isValidIsraeliTaxId(d)),
        );
        value = readings.size === 1 ? [...readings][0] : undefined;
        scored.score -= 0.2;
      }
      if (!value) continue;
      // A company's number grouped as the companies' registrar prints it ("51-104156-8"), in the letterhead with its label illegible ("Company א 0" for
      // "Company ID", ".9.n" for ח.פ. read as Latin): a company's id by its form, and the letterhead's, the vendor's, less surely than by a label.
      const registrarForm = scored.why === 'valid check digit' && i < top && REGISTRAR_FORM.test(raw.trim());
      if (registrarForm) {
        scored.score += 0.25;
        scored.why = 'a company number in the letterhead';
      }
      // A document billed in another currency, in English: a foreign vendor has no Israeli id, so only one labelled in the letterhead is the vendor's.
      // (Nor one beside the vendor's own address in Israel, outside the customer's details: "Pixelwave Motion Ltd. · Company No. 55-909653-2 · 14
      // HaArba'a Street, Tel Aviv 64739, Israel" at the foot of an export invoice in dollars is an Israeli company's; or beside its Israeli phone,
      // "Dayah Aero Maintenance Ltd. · VAT No. 551349830 · Hangar 6, Herzliya Airfield · +972-9-9527473".)
      const inIsrael = /\bisrael\b|\+972[-\s]/i.test(line.text) && !ctx.lines.slice(Math.max(0, i - 5), i + 1).some((l) => CUSTOMER_HEAD.test(l.text));
      if (foreign && !registrarForm && !((i < top || inIsrael) && LABELLED.test(scored.why))) continue;
      // The letterhead is at the top: a valid id there is more likely the vendor's.
      if (i < top && scored.score > 0.3) scored.score += 0.1;
      // Checked: the check digit passes as read, and a tax-id label stands beside it outside the customer's block.
      // Checked also needs it not to stand a few lines under a customer's heading (a block the layout hid from `customerBlock`: its id may be the customer's).
      const underCustomer = ctx.lines.slice(Math.max(0, i - 5), i + 1).some((l) => CUSTOMER_HEAD.test(l.index === i ? l.text.slice(0, at) : l.text));
      // Nor below the document's title under a letterhead, a few lines into the body, from OCR: where the customer's details go, their heading perhaps illegible
      // ("BILL TO" lost, "Company No. 512921750" under the customer's name taken for a dealer's whose own line was lost).
      const inBody = ctx.ocr && title > 0 && underTitle(title, i);
      // An id printed in groups inside a Hebrew line ("ח.פ. 554 727 602"): whether its groups are read in the order they were typed or the order they are
      // seen depends on how the page laid them out, and for three groups of three both orders pass the check digit. Not checked then.
      const ambiguous = !seen && reversed !== undefined && reversed !== digits && isValidIsraeliTaxId(reversed);
      // Which of the two: an Israeli company's number begins with 5 (companies 51 and 52, partnerships 55, associations 58) and a person's
      // identity number with 0 to 3, so an order that begins otherwise is no id, and on a company's page (a company-number label before it, or no
      // dealer's label before it under a registered company's letterhead) only one beginning with 5 is. When both orders remain, a recognised
      // id is read as its groups (one word each) stand from the left, as a number is printed to be read; a text layer's, as it gives them.
      if (ambiguous) {
        const label = before.slice(-40);
        const plausible = COMPANY_LABEL.test(label) || (company && !dealerLabel(label) && !/ת\s?\.\s?ז|identity/i.test(label)) ? /^5/ : /^[0-35]/;
        const fit = [digits, reversed].filter((id) => plausible.test(id));
        const visual = leftToRight(line, at, raw);
        if (fit.length === 1) value = fit[0];
        else if (visual !== undefined && isValidIsraeliTaxId(visual) && (fit.length === 0 || plausible.test(visual))) value = visual;
      }
      const asRead = value === digits || (seen && value === reversed);
      const c: Candidate = { value, line: i, ...scored, checked: asRead && LABELLED.test(scored.why) && !underCustomer && !ambiguous && !inBody };
      if (inBody) inTheBody.add(c);
      // A check digit that passes as read vouches for the digits more than the recogniser's own confidence does.
      const trust = asRead ? 0.3 : 0.4;
      c.score *= ctx.ocr ? 1 - trust + trust * confidenceOf(line, at, at + raw.length) : 1;
      candidates.push(c);
    }
  });
  const kept = candidates.filter((c) => c.score > 0);
  // Two labelled ids and no customer's block found (its heading illegible): the vendor's comes first, in the letterhead.
  const labelled = kept.filter((c) => LABELLED.test(c.why));
  const labelledIds = new Set(labelled.map((c) => c.value));
  if (labelledIds.size > 1) {
    // (Not one a few lines into the body under the title, from OCR, where the customer's details go, when another is labelled outside it: the one in the
    // letterhead or the footer, "מטבחי עיצוב צפון בע"מ * ח.פ. 525055661" under the title against "סאמר חורי עוסק מורשה 28-862454-7" at the foot.)
    const outside = labelled.filter((c) => !inTheBody.has(c));
    (outside.length > 0 && outside.length < labelled.length ? outside : labelled).reduce((a, b) => (b.line < a.line ? b : a)).score += 0.1;
    // Which of two labelled ids is the vendor's is a guess from the layout, not a check.
    for (const c of kept) c.checked = false;
  }
  const found = decide(kept);
  // Another valid id on the page that is not a person's (a customer's company, in a block the layout hid): which one the label beside the winner belongs to is the layout's word, not a check.
  if (found && new Set(candidates.filter((c) => c.why !== 'personal id').map((c) => c.value)).size > 1) found.checked = false;
  // The vendor's id misread in the letterhead or the footer, where it is printed, leaves a customer's id the only valid one on the page: not sure then.
  if (found?.checked && ctx.ocr && misreadIdAtEdge(ctx.lines, found.value, top)) found.checked = false;
  // Recognised digits pass the check digit by chance one time in ten: with other valid ids on the page, less sure.
  const rivals = new Set(kept.map((c) => c.value)).size > 1;
  return found && { value: found.value, confidence: capped(found.confidence * (ctx.ocr && rivals ? 0.85 : 1), found.checked), checked: found.checked };
}

/**
 * Whether the first or the last `edge` lines, where a letterhead or a footer prints the vendor's id,
 * hold nine recognised digits (not a landline) that fail the check digit: the vendor's id misread
 * ("בע"מ - On 519616899" read for "בע"מ - ח.פ. 519816839", its label lost too), so that a valid id
 * found elsewhere may be a customer's whose heading was misread as well.
 */
function misreadIdAtEdge(lines: Line[], value: string, edge: number): boolean {
  const atEdge = lines.filter((_, i) => i < edge || i >= lines.length - edge);
  return atEdge.some((line) =>
    [...line.text.matchAll(NINE_OR_EIGHT)].some((m) => {
      if (LANDLINE.test(m[1].trim())) return false;
      const digits = m[1].replace(/[ -]/g, '');
      return /^\d{9}$/.test(digits) && digits !== value && !isValidIsraeliTaxId(digits);
    }),
  );
}

/** An id's digits as its groups (one recognised word each) stand on the page from left to right; undefined when a group is not a word of its own. */
function leftToRight(line: Line, at: number, raw: string): string | undefined {
  const start = at + raw.length - raw.trimStart().length;
  const words = line.words.filter((w) => w.start < at + raw.trimEnd().length && w.end > start);
  if (words.length < 2 || words.some((w) => !/^\d+$/.test(w.text) || w.start < start)) return undefined;
  return [...words]
    .sort((a, b) => a.x0 - b.x0)
    .map((w) => w.text)
    .join('');
}

const LABELLED = /^labelled/;
/** A company's number grouped as the companies' registrar prints it: two digits (5 first), six, then the check digit, "51-205373-7". */
const REGISTRAR_FORM = /^5\d-\d{6}-\d$/;
/** A label only an Israeli id has, before its number: a licensed dealer's, a company's or a person's. */
const ISRAELI_LABEL_BEFORE = /(?:licensed\s*dealer|osek\s*murshe|עוסק|ח\.?\s?פ|ח"פ|ע\.?\s?מ|ת\.?\s?ז)[^\d]{0,12}$/i;
/**
 * A company number's label in English. An Israeli company's number is nine digits beginning with 5, so eight digits after it are no
 * person's id with its leading zero left out but a company number abroad (a British company's is eight digits: "Company No. 18002329").
 */
const ENGLISH_COMPANY_NUMBER = /(?:\bcompany|\bco\.?)\s*(?:reg(?:istration)?\.?\s*)?(?:no|number|reg(?:istration)?)\.?\s*[:#]?\s*$/i;
/** The label of a business register abroad: Finland's Y-tunnus ("Business ID"), Denmark's CVR, the Netherlands' KvK, Norway's and Sweden's organisation number, France's SIREN and SIRET, a German register's HRB. */
const FOREIGN_REGISTER =
  /(?:\bbusiness\s*id(?:entity\s*code)?|\by-?tunnus|\bcvr(?:-?nr)?|\bkvk(?:-?nummer)?|\borg(?:anisation|anization)?\.?\s*n(?:r|o|umber)|\bsiren|\bsiret|\bhrb)\)?\s*\.?\s*[:#]?\s*(?:\((?:y-?tunnus|business\s*id)\)\s*)?$/i;
/** A company's number label, and a registered company's suffix. */
const COMPANY_LABEL = /((?<![א-ת])ח\s?[./]?\s?\.?\s?פ(?![א-ת])|(?<![א-ת])ח"פ|company\s*(?:no|number|reg|id\b)|\bco\.?\s*(?:no|reg)|מספר\s*חברה|מס'\s*חברה)/i;
const COMPANY = /(בע"מ|\bltd\b|\blimited\b)/i;
/** A tax-id label of a person's business (a licensed or an exempt dealer), not a company's (ח.פ.) or a private person's (ת.ז.). */
export function dealerLabel(text: string): boolean {
  // (A company's "Co." is a word of its own, not a web address's part: "blue-record.co.il" after a dealer's label is the shop's site.)
  return hasTaxIdLabel(text) && !/(?<![א-ת])[חת]\s?[./"'8:;,]{0,3}\s?פ(?![א-ת])|company|אגודה|co-?op|(?<![.\w])co\.(?![a-z])|ת\s?\.\s?ז|vat|tax\s*id/i.test(text);
}

// Nine digits, possibly grouped by spaces or hyphens (51-412345-4, 514 123 454); eight for an id printed without its leading zero, ten for one with a separator recognised as a 1
// or a digit read twice.
// Not the first groups of a longer hyphenated number, a Philippine TIN with its branch code, "666-504-540-00000".
// (Nor opening with a word of look-alike letters before a space, the label's "ID" of "Company ID 516 931 961": the digits after it are the id.)
const NINE_OR_EIGHT = /(?<![\dA-Za-z]|\d-)(?![OoDIlSBZ|$]{2}[ -])((?:[\dOoDIlSBZ|$][ -]?){7,8}[\dOoDIlSBZ|$])(?![\dA-Za-z]|-\d)/g;
/** A text layer's nine digits run into a Latin word of its bilingual label, "Dealer084982776", "ח.פ./527456271No.Co." (its runs touching). */
const GLUED_TO_LETTERS = /(?<=[A-Za-z/])(\d{9})(?!\d)|(?<![\dA-Za-z])(\d{9})(?=[A-Za-z])/g;
const GLUED_TEN = /(?<![\dA-Za-z])(\d{10})(?![\dA-Za-z])/g;

/** The one id a single look-alike digit swap makes valid; none when no swap or more than one does. */
export function repaired(digits: string): string | undefined {
  const valid = new Set<string>();
  for (let i = 0; i < digits.length; i++) {
    for (const d of CONFUSED_DIGITS[digits[i]] ?? '') {
      const next = digits.slice(0, i) + d + digits.slice(i + 1);
      if (isValidIsraeliTaxId(next)) valid.add(next);
    }
  }
  return valid.size === 1 ? [...valid][0] : undefined;
}

/** The column of the customer's block on one line. */
export interface Span {
  x0: number;
  x1: number;
}

/**
 * The customer's block: from the words that name it ("לכבוד", "Bill To") down the same column,
 * line by line while no wide gap parts them (at most five lines), ending after the customer's own
 * id if it shows one. Per line, the spans it covers there (a line may hold two blocks' parts).
 */
export function customerBlock(lines: Line[]): Map<number, Span[]> {
  const block = new Map<number, Span[]>();
  const add = (index: number, span: Span) => block.set(index, [...(block.get(index) ?? []), span]);
  for (const line of lines) {
    // (A heading alone on its line set in spaced capitals, read as its letters and pieces, "R EC EIVEDFROM": the whole line.)
    const joined = line.text.replace(/\s+/g, '');
    const spaced = joined.length <= 24 && line.words.some((w) => w.text.length <= 2) && /^[A-Z]+$/.test(joined) && CUSTOMER_HEAD.test(joined);
    // (Or a facts table's label cell that says only whose the row or column is, "Client" beside "Vitalyx Medical Ltd." or "CLIENT" over "Blue Harbor
    // Design Studio Ltd.": the value's column and the rows under it.)
    // (Its letters perhaps spaced out, a text layer's word broken in two, "CLIEN T" over "Helios Sunfields Israel Ltd.".)
    const cell = segments(line).find((c) => CUSTOMER_CELL.test(c.text.trim()) || (/^[A-Z]+(?: [A-Z]+)+$/.test(c.text.trim()) && CUSTOMER_CELL.test(c.text.replace(/\s+/g, ''))));
    const head = CUSTOMER_HEAD.exec(line.text);
    const m = head ?? (cell ? { index: cell.start } : null);
    if (!m && !spaced) continue;
    const words = line.words.filter((w) => w.end > (m?.index ?? 0));
    const span = { x0: Math.min(...words.map((w) => w.x0)) - line.height, x1: Math.max(...words.map((w) => w.x1)) + line.height };
    add(line.index, span);
    let above = line;
    // (The customer named on the heading's own line, "לקוח: אורן שלום": a line under it that opens with another person's name and a dealer's label,
    // "יונתן חדד · עוסק מורשה 048673800", is the dealer's signature, and the block ends over it.)
    const headEnd = head ? head.index + head[0].length : (cell?.end ?? line.text.length);
    const namedOnHead = /[א-ת]{2,}\s+[א-ת]{2,}/.test(line.text.slice(headEnd));
    // (A heading alone on its line, "לכבוד:", over a line of one cell wherever it stands, "Main Street Judaica Ltd" at the left of a Hebrew page: the
    // addressee's line.)
    const next = lines[line.index + 1];
    if (head && line.text.slice(0, head.index).trim() === '' && line.text.slice(headEnd).replace(/[\s:]/g, '') === '' && next && segments(next).length === 1)
      add(next.index, { x0: next.x0, x1: next.x1 });
    for (const next of lines.slice(line.index + 1, line.index + 6)) {
      const inColumn = next.words.filter((w) => w.x1 > span.x0 && w.x0 < span.x1);
      if (inColumn.length === 0) continue;
      if (namedOnHead && DEALER_SIGNATURE.test(next.text)) break;
      const top = Math.min(...inColumn.map((w) => w.y0));
      const bottom = Math.max(...above.words.filter((w) => w.x1 > span.x0 && w.x0 < span.x1).map((w) => w.y1), above.y0);
      if (top - bottom > 2.5 * Math.max(line.height, next.height)) break;
      add(next.index, span);
      // (And the whole of each cell that opens in the column: a text layer's run "Israeli Company No. 552364614" under "INVOICE TO" is one cell, its
      // number past the heading's width.)
      for (const cell of segments(next)) {
        const own = next.words.filter((w) => w.start >= cell.start && w.end <= cell.end);
        if (own.some((w) => inColumn.includes(w))) add(next.index, { x0: Math.min(...own.map((w) => w.x0)), x1: Math.max(...own.map((w) => w.x1)) });
      }
      above = next;
      // (The customer's id: eight or nine digits, not a seven-digit postcode.)
      if (inColumn.some((w) => /\d{8}/.test(w.text.replace(/[ -]/g, '')))) break;
    }
  }
  return block;
}

export function inBlock(block: Map<number, Span[]>, line: Line, start: number, end: number): boolean {
  const spans = block.get(line.index) ?? [];
  return line.words.some((w) => w.start < end && start < w.end && spans.some((span) => w.x1 > span.x0 && w.x0 < span.x1));
}

/** A person's name and a dealer's label after it opening a line: "יונתן חדד · עוסק מורשה 048673800" (its separator perhaps recognised as ":+"). */
const DEALER_SIGNATURE = /^[\s·|-]*[א-ת][א-ת'"׳״-]*(?:\s+[א-ת][א-ת'"׳״-]*){1,3}\s*[·|,:+*>~»-]{1,2}\s*עוסק\s+(?:מורשה|פטור)/;

/** A label cell naming the customer's row, alone: "Client", or "Member" over the company a co-working space or a club bills. */
const CUSTOMER_CELL = /^(?:client|customer|member|(?:ה)?לקוח)$/i;

const CUSTOMER_HEAD = new RegExp(
  String.raw`(^(?:mr|mrs|ms|miss|herr|frau|mme|monsieur|madame|sig\.(?:ra)?|signora?)\.?\s+[A-Z]|${SALUTATION}|(?<!(?:טלפון|נייד|טל'?|פקס|מייל|דוא"ל)\s*)(?<!חתימת\s+ה?)לקוח:|פרטי\s*ה?(?:לקוח|מזמין)(?![א-ת])|received\s*from|bill(?:ed)?[\s-]*to\b|ship\s*to\b|sold\s*to\b|invoice(?:d)?\s*to\b|customer(?!\s*(?:service|care|support|signature|'s\s+signature))|client:|recipient|buyer|purchaser|attn\b|booked\s*(?:via|through|by)|נמען|התקבל\s*מאת|(?<![א-ת])(?:שוכר|מבוטח|מטופל|משלם)(?:\/ת)?:|patient:|insured:|payer:)`,
  'i',
);

function scoreAt(lines: Line[], line: Line, before: string, after: string, clean: boolean, inCustomerBlock: boolean): { score: number; why: string } {
  const previous = lines[line.index - 1];
  // (Or "Company" right before a company's number grouped as one is, "Company 51-205373-7": "Company No." with its "No." read elsewhere on the line.)
  const companyWord = /\bcompany\s*[:#.]?\s*$/i.test(before.slice(-20)) && REGISTRAR_FORM.test(line.text.slice(before.length, line.text.length - after.length).trim());
  const labelled = hasTaxIdLabel(before.slice(-40)) || GARBLED_DEALER_BEFORE.test(before.slice(-40)) || companyWord;
  // (Not when the line above holds a number of its own, grouped or not: "Company No. 55-677031-1" over "Matter No. 11763-6464".)
  const noNumber = (text: string) => !/\d{7}/.test(text.replace(/(?<=\d)[ -](?=\d)/g, ''));
  // (Or, in a column of the letterhead beside the body, the label alone in the cell right over the id, the line holding another column's number:
  // "ח.פ." over "517873774" beside "לקוח: … ח.פ.: 514314046" over "סיבת הזיכוי: …".)
  const id = spanOf(line, before.length, line.text.length - after.length);
  const over = previous ? previous.words.filter((w) => w.x0 < id.x1 && w.x1 > id.x0) : [];
  const cellAbove = over.map((w) => w.text).join(' ');
  const labelAbove =
    !labelled && previous !== undefined && ((hasTaxIdLabel(previous.text) && noNumber(previous.text)) || (over.length > 0 && hasTaxIdLabel(cellAbove) && noNumber(cellAbove)));
  // A label read after its number, ending the line (a right-to-left line whose parts OCR ordered otherwise).
  const tail = after.trim();
  const labelAfter = !labelled && !labelAbove && tail.length <= 14 && !/\d/.test(tail) && hasTaxIdLabel(tail);
  let score = 0.45;
  let why = 'valid check digit';
  if (labelled) {
    score += 0.5;
    why = 'labelled';
  } else if (labelAbove) {
    score += 0.35;
    why = 'labelled above';
  } else if (labelAfter) {
    score += 0.35;
    why = 'labelled after';
  } else if (OTHER_NUMBER.test(before.slice(-30))) {
    score -= 0.35;
    why = 'another number';
  }
  // (Also with words of its own after the label, none a business's: "ת.ז. לקבלת חשבונית: …", the id a customer gives to have the invoice in their name.)
  const ownWords = PERSONAL_ID_WORDS.exec(before)?.[1];
  if (PERSONAL_ID.test(before) || (ownWords !== undefined && !/(עוסק|ח\.?\s?פ|ח"פ|ע\.?\s?מ\.?(?![א-ת]))/.test(ownWords))) {
    score = 0.15;
    why = 'personal id';
  }
  if (CUSTOMER.test(before) || inCustomerBlock) {
    score -= 0.6;
    why = 'customer';
  }
  if (!clean) score -= 0.1;
  return { score, why };
}
