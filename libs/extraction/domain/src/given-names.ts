import { endsWithPlace } from './places';

/**
 * Given names as Israelis write them in Hebrew letters: Hebrew and Jewish names, Arabic and Druze
 * names, and the Russian, Amharic, European, Latin American and Turkish names common in Israel. A licensed dealer
 * (עוסק מורשה) is a person, registered under the person's own name, and a letterhead often prints it
 * beside a brand: a name that opens with one of these is read as a person's.
 */
const NAMES = `
אבי אביבה אביגיל אביגדור אביטל אביעד אבינועם אבישג אבישי אביתר אבנר אברהם אבשלום אדוה אדווה אדי אדיר אדם אהובה
אהוד אהרון אהרן אודי אודיה אודליה אודט אוהד אוולין אוזן אולגה אופיר אופרה אורה אורטל אורי אוריאל אוריה אורית
אורלי אורן אושרי אושרת אחיה אחינועם איגור איה איזבל איילת איל אילאיל אילה אילן אילנה אילת אימאן איריס אירית
אירנה איתי איתמר איתן אלונה אלון אלי אליאב אליאור אליאנה אליהו אליזבט אליחי אלינור אלינה אליעזר אליעד אלירן
אלישבע אלישע אלכס אלכסנדר אלכסנדרה אלנה אלעד אלעזר אמיר אמירה אמנון אנה אנדרי אנטולי אנסטסיה אסנת אסף אסתר אפי
אפרים אראל ארז אריאל אריאלה אריה ארנון אשר אתי בועז בוריס בילי בנימין בני בנצי ברוך בתיה בתשבע גאיה גבי גבריאל
גדי גדעון גיא גיורא גיל גילה גילי גילת גלי גליה גלית גלעד גנאדי דבורה דוד דודו דוידי דור דורון דורית דורין דימה
דינה דן דנה דני דניאל דניאלה דנית דפנה דקלה דרור הגר הדס הדסה הילה הלל הלנה הראל הרצל ולדימיר ולרי ויקה ויקטור
ויקטוריה ורד ורדה זאב זוהר זיוה זלמן זמיר חביב חגי חגית חוה חזי חיים חיה חנה חנוך חנן חני חנית חננאל טובה טל טלי
טליה טלילה טניה יאיר יאנה יגאל ידידיה יהודה יהודית יהונתן יהושע יואב יואל יובל יוחאי יוחנן יוכבד יונה יונתן
יוסי יוסף יעקב יעל יעלי יערה יפית יפעת יצחק יקיר ירדנה ירון ירמיהו ישי ישראל כרמית כרמלה לאה לאוניד לבנה ליאור
ליאורה ליאל ליאת ליבי לידור לילך לימור לינוי ליעד ליפז לירון לירז לנה מאיה מאיר מאשה מוטי מור מוריה מורן
מוריאל מיה מיטל מיכאל מיכה מיכל מירב מירי מירית מנחם מני מנשה מרדכי מרים מרינה מרק משה נאוה נדב נדיה נויה נועה
נועם נורית נחום נחמה נחמן נטלי נטע נטשה ניב ניר נירית ניצה נעמה נעמי נפתלי נתן נתנאל סבטלנה סיון סיגל סיוון
סמדר ספיר סרגיי עדי עדנה עוזי עומר עומרי עופר עופרה עינב עינת עידו עידן עלמה עמוס עמי עמיחי עמית עמרי ענבל ענבר ענת עזרא
עזריאל ערן פנחס פזית פלג צביה צבי צורית צחי צילה ציון ציפורה ציפי קובי קורל קטיה קרן קרין ראובן רביד רבקה רוזה
רוית רומן רון רונה רוני רונית רונן רועי רות רותם רז רחל רחלי רינה רינת רמי רן רני רננה רעות רפאל רפי שגיא שגית
שולמית שחר שי שירה שירן שירלי שלום שלומי שלומית שלמה שמואל שמוליק שמעון שמרית שני שרה שרון שרית שרונה תומר תום
תמר תמי תמרה תהילה אחמד אחמאד מוחמד מחמוד מוסא מוסטפא מוסטפה מוניר מונא מונה מאג'ד מג'די מהא מיסון מירנא נאדר
נאדיה נאסר נביל נג'וא נזאר נסרין סאמר סאמי סאלח סאלם סוהא סוהיל סועאד סלים סלימאן סלמאן סמיר סמירה סמאח עאדל
עאמר עבד עבדאללה עבדאלרחמן עבדאלכרים עדנאן עומאר עוני עיסא עלי עלא עמאד עמר פאדי פאיז פאטמה פאתן פואד פוזי
פריד פראס קאסם קמאל ראמי ראני ראיד רביע רג'א רולא רימא רים רנא רשיד ריאד זיאד זיאן זכי חוסאם חוסיין חסן חוסני
חליל חנאן חמזה חאלד טארק טאהר יאסר יאסמין יוסוף יונס ואליד וסים ואיל וליד ג'מיל ג'מאל ג'ורג' ג'ני ח'אלד אמל
אמג'ד אנואר איאד איהאב איימן אכרם באסל באסם בשארה בשיר הבה היתם היבה הישאם הלא לוואא לילא מרואן מאהר מוחסן
מונתסר מועין נור נורא סאהר סאנה סוזאן ע'סאן עזאת עזמי רפיק שאדי שאהר שאדיה שפיק דמיטרי יבגני יבגניה אולג איליה
ויטלי מקסים מיכאיל פאבל סבטה טטיאנה יוליה ליודמילה ניקולאי סטס סשה פולינה קסניה קירה וואסה ברהנו טספאיה אדיסו
יוסל טגסט אלמז ג'ון ג'יימס פיטר פול מייקל דייוויד סטיבן מארק ג'ניפר לורה קתרין אנדרו תומס ריצ'רד אורנה גאולה
דליה יונית כוכבה מרגלית סימה סוזן עליזה רוחמה שושנה שולה תרצה מאירה ויקי שושי אפרת הודיה אביה עוזיאל יחזקאל
יחיאל שאול שמשון זכריה טוביה ישעיהו מתן מתניה נחמיה נריה עקיבא צדוק רחמים שמחה שבתאי שרגא איציק דודי שוקי
צביקה אריק ששון מכלוף מסעוד מימון ניסים יחיא סעדיה פיני יהלי לביא נבו עילאי נהוראי אייל איברהים אברהים חוסין
כמאל מראד מוראד אנור דאוד האני ראאד רמזי תאמר מהדי ח'ליל אליאס חנא אנטון עאישה ליילא רנין ראניה מנאר רואן
אלכסיי אנדריי יורי ולדיסלב ואדים דניס אירינה נטליה ורה לריסה אברה טספאי מנגיסטו אבבה טרונש ווביט אסטר
נסים ניקולס ליה ליאן אלה אלמה מעיין נוגה אליה עילי אוריין אלין תאיר רומי שובל ליבנת אנאל עמליה נילי לוטם מאור רואי שחף תהל יותם אמרי
עמרם יעיש ג'קי דייגו חוסה קרלוס חואן פבלו מיגל לואיס אלחנדרו פרננדו חורחה מנואל ריקרדו אנדרס חוויאר סרחיו מרטין מריה קרמן לוסיה סופיה ולנטינה פאולה אנטוניו פרנסיסקו רוברטו אדוארדו ראול
דניז מהמט מוראט אמרה בורק אוזגור הקאן קאן ארדה זיינפ אליף אייסה אוזלם טולגה סרקן פאולו פדרו ז'ואאו מרקוס גוסטבו רודריגו תיאגו ברונו
`;

const GIVEN = new Set(NAMES.split(/\s+/).filter(Boolean));

/**
 * Family names common in Israel, as written in Hebrew letters: the most frequent Jewish names of every
 * origin, and Arab, Druze and Ethiopian ones. A letterhead's line of two or three words that ends with
 * one, under a brand and over a licensed dealer's label, is the person the business is registered to
 * even when the given name before it ("מין-ג'ו כהן") is not in the list above.
 */
const FAMILY_NAMES = `
כהן לוי מזרחי פרץ ביטון דהן פרידמן אזולאי כץ חדד גבאי אוחיון עמר שפירא אשכנזי חזן מרקוביץ ויס רוזנברג בוזגלו
אלמקייס אדרי אלבז אמסלם אסולין אבוטבול אוחנה אזרד אטיאס אלימלך אלקיים אסרף בוסקילה שושן שטרית ברגר גבריאלי
גדסי גולדברג גולדשטיין גורדון גרינברג גרוס דאהר דיין הורוביץ הלוי הרשקוביץ ואקנין וולף וייס וינר זילברמן זכאי
חסון טובול יונס כהנא כחלון לנדאו לרנר מוסאי מויאל מימון מנסור מרציאנו נחמיאס סבג סויסה סעדה עטיה עואד עוודה
פולק פינטו פישר פלד פרנקל צדוק קליין קלמן קפלן קרמר רביבו רבינוביץ רוזן רוט שגיא שטרן שמואלי שמעוני שרעבי
תורג'מן אבוחצירא אגבאריה בדארנה בשארה גנאים דכוור ותד זועבי זידאן חורי חלבי חדאד חאג' יחיא ח'טיב טאהא כיוף
מחאמיד מסארווה נסאר סלאמה עבאס עאזם עודה עיסא ענבוסי קאסם קבלאן קעדאן ריאן שחאדה שיבלי חלאבי אבבה טספאי בלאי
טקלה אדמסו ווביט ולדה מנגיסטו יירגה גטהון אסמרה ברהנו אוסטרובסקי איבנוב פטרוב סמירנוב קוזנצוב פופוב וסילייב
נוביקוב מורוזוב וולקוב סולובייב לבדב זייצב קוזלוב גרסיה דנינו אלפסי זגורי יפרח ליבוביץ מוסקוביץ נחמני סלומון
פרלמן שוורץ
`;

const FAMILY = new Set(FAMILY_NAMES.split(/\s+/).filter(Boolean));

/**
 * Whether `text` reads as a person's name by its family name: two or three Hebrew words, the last a
 * family name common in Israel (one that is no common word too: not "שמש", "גל", "שחר"), the first
 * not a business word (`businessWord`: "מאפיית כהן" is a bakery), no couple ("דנה ויוסי כהן"), no town at its end.
 */
export function endsWithFamilyName(text: string, businessWord: RegExp): boolean {
  const words = text.trim().split(/\s+/);
  // (A double family name, "נגוין-לוי", by its last part.)
  const last = words[words.length - 1];
  return mayBePersonName(text, businessWord) && (FAMILY.has(last) || FAMILY.has(last.split('-').pop() ?? last));
}

/**
 * Whether `text` reads as a person's name: two to four Hebrew words, the first a given name (or ד"ר
 * and then one), the rest words of a name (no digit, no business word of its own), e.g.
 * "אבי חזן", "יעקב בן שושן", "ד"ר עומר זידאן".
 */
export function isPersonName(text: string): boolean {
  const words = text
    .trim()
    .replace(/^(?:ד"ר|דר'|עו"ד|רו"ח|פרופ'|הרב)\s+/, '')
    .split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => /^[א-ת][א-ת'"׳״-]*$/.test(w))) return false;
  // (Two people, "דורית ושמוליק לוי", "עמית ונועה גולן": a couple's business, not one dealer's name.)
  if (words.slice(1).some((w) => w.startsWith('ו') && GIVEN.has(w.slice(1)))) return false;
  return GIVEN.has(words[0].replace(/[׳]/g, "'"));
}

/** Letters tesseract's Hebrew model takes for one another (ג for נ, ס for ם, ח for ה, …), both ways. */
const LOOKALIKES: [string, string][] = [
  ['ג', 'נ'],
  ['ם', 'ס'],
  ['ה', 'ח'],
  ['ד', 'ר'],
  ['ו', 'ז'],
  ['ו', 'י'],
  ['כ', 'ב'],
  ['ן', 'ו'],
  ['ת', 'ח'],
];

/**
 * A recognised name whose first word is no given name but one look-alike letter away from exactly
 * one ("מריס לוי" for "מרים לוי", "נלעד ויס" for "גלעד ויס"): that given name put back. Two or three
 * Hebrew words, not the words a business is named by (`businessWord`: "חנות …" is a shop, not
 * "חנית …"); anything else, or a first word that is a given name already or near none or several,
 * is returned as it came.
 */
export function withGivenNameRepaired(text: string, businessWord: RegExp): string {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^[א-ת][א-ת'"׳״-]*$/.test(w)) || GIVEN.has(words[0]) || businessWord.test(text)) return text;
  const near = new Set<string>();
  const first = words[0];
  for (let i = 0; i < first.length; i++)
    for (const [a, b] of LOOKALIKES) {
      const to = first[i] === a ? b : first[i] === b ? a : undefined;
      const variant = to && first.slice(0, i) + to + first.slice(i + 1);
      if (variant && GIVEN.has(variant)) near.add(variant);
    }
  return near.size === 1 ? [...near][0] + text.trim().slice(first.length) : text;
}

/** A family name of the Ashkenazi "-baum" ending, "בירנבאום", "רוזנבאום": "באוס" is that ending misread. */
const BAUM = /[א-ת]{2,}באום$/;

/**
 * A recognised person's name whose last word ends with a samekh where a final mem makes it a listed
 * name ("אבי נחוס" for "אבי נחום", "דנה אברהס" for "דנה אברהם", "שמעון בירנבאוס" for "שמעון בירנבאום"): the recogniser's usual misreading of
 * ם, put back. Two or three Hebrew words, the first a listed given name and the last no listed name
 * as read; anything else is returned as it came.
 */
export function withFinalMemRepaired(text: string): string {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^[א-ת][א-ת'"׳״-]*$/.test(w)) || !GIVEN.has(words[0])) return text;
  const last = words[words.length - 1];
  const mem = last.replace(/ס$/, 'ם');
  if (mem === last || GIVEN.has(last) || FAMILY.has(last) || !(GIVEN.has(mem) || FAMILY.has(mem) || BAUM.test(mem))) return text;
  return [...words.slice(0, -1), mem].join(' ');
}

/**
 * Whether `text` may be a person's name whose given name the list above lacks ("בהרם יזדי", a Persian
 * name): two or three Hebrew words of letters, the first not the word a business is named by
 * ("חנות", "מסעדת", …), not ending with a town's name ("נמל הרצליה · ע.מ. …": where the business is), not a family or brothers ("משפחת ספדי", "האחים …": more than one person). Asked only of a name a licensed dealer's label follows on its own line
 * ("בהרם יזדי · עוסק מורשה …"): the law registers a licensed dealer under the person's own name, so
 * what is printed there is the registered name even when it is not a listed one.
 */
export function mayBePersonName(text: string, businessWord: RegExp): boolean {
  const words = text.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 3 &&
    words.every((w) => /^[א-ת][א-ת'"׳״-]*[א-ת'׳]$/.test(w)) &&
    !businessWord.test(text.trim()) &&
    !endsWithPlace(text) &&
    !/^(?:משפחת|האחים|בני)$/.test(words[0]) &&
    !words.some((w) => w.startsWith('ו') && GIVEN.has(w.slice(1)))
  );
}

/**
 * The name of a person's business as its letterhead gives it: a person's name, or one that opens with
 * a person's name and a dash. After the dash, what the business does stays part of the name ("רונית
 * שגיא – הנהלת חשבונות ושכר"); a credential (certified, licensed: "עאדל חורי – מורה מוסמך/ת",
 * "משה כהן – מדביר מוסמך") is not a name and is cut off. With `latin`, a name in Latin letters too ("Eyal Mizrahi").
 */
export function personIn(name: string, latin = false): string | undefined {
  if (isPersonName(name) || (latin && isLatinPersonName(name))) return name;
  const dash = /^(.+?)\s+[-–—]\s+(\S.*)$/.exec(name);
  if (!dash || !isPersonName(dash[1])) return undefined;
  return CREDENTIAL.test(dash[2]) ? dash[1] : name;
}

/** Words of a credential printed after a person's name: certified, licensed, registered. */
const CREDENTIAL = /(?<![א-ת])(?:מוסמך|מוסמכת|מוסמכ\/ת|מוסמך\/ת|מורשה|מורשית|רשום|רשומה)(?![א-ת])|\b(?:certified|licensed|registered)\b/i;

/** Words that make a Latin name a business's, not a person's ("Wave Riders", "Surf Club", "Studio"). */
const BUSINESS_WORDS =
  /\b(?:surf|club|school|studio|shop|store|caf[eé]|bar|grill|kitchen|bakery|tours?|travel|services?|solutions|design|group|center|centre|house|garage|clinic|lab|labs|academy|riders?|tlv|jlm|israel|city|beach|market|farm|ranch|events?|rentals?|motors?|tech|media|digital|hotel|hostel|spa|salon|gallery|wines?|foods?|coffee|pizza|illustrations?|photography|graphics|consulting|productions?|creative|yoga|fitness|music|films?|works|crafts?)\b/i;

/**
 * Whether `text` reads as a person's name in Latin letters: two or three capitalised words of letters
 * and no business word ("Eyal Mizrahi", "Noa Peretz-Levi", accented too: "Hernán Castillo Rojas"). Asked only of a name a licensed
 * dealer's label or a registration abroad follows, where the law has the person's own name.
 */
export function isLatinPersonName(text: string): boolean {
  // (A middle name's initial between, "Rogelio D. Villacin"; a family name of "Mc" or "Mac" and a capital, "Travis McAlister".)
  return /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?: \p{Lu}\.)?(?: (?:Mc|Mac)?\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?){1,2}$/u.test(text.trim()) && !BUSINESS_WORDS.test(text);
}
