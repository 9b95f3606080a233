/**
 * Spanish letters the recogniser's English model loses in a business's name, read back from a word
 * list: an ñ read as "fi" ("Dofia" for Doña, "Compafiia" for Compañía), a word that no language
 * writes so; and the accent of a Spanish shop's trade word lost ("Peluqueria" for Peluquería), put
 * back only in a name that carries a Spanish legal form (S.L., S.A. de C.V., S. de R.L.): the same
 * word written bare is a shop's name elsewhere ("Panaderia" in Texas), and an Italian or Portuguese
 * trade is spelt otherwise ("Libreria", "Padaria"), so the list holds only trades no other language
 * spells alike.
 */

/** Words with an ñ, as printed. */
const WITH_ENYE = [
  'Doña',
  'Señor',
  'Señora',
  'Señorita',
  'Señorío',
  'Niño',
  'Niña',
  'Niños',
  'Peña',
  'Piña',
  'España',
  'Compañía',
  'Montaña',
  'Montañas',
  'Cabaña',
  'Cabañas',
  'Pequeño',
  'Pequeña',
  'Diseño',
  'Diseños',
  'Baño',
  'Baños',
  'Caña',
  'Leña',
  'Otoño',
  'Mañana',
  'Muñoz',
  'Núñez',
  'Ibáñez',
  'Castañeda',
  'Logroño',
  'Coruña',
  'Cataluña',
  'Sueño',
  'Sueños',
  'Año',
  'Viña',
  'Viñedo',
  'Viñedos',
  'Campiña',
  'Araña',
  'Ñandú',
];

/** Spanish trades (and their kinds of business) with an accent, spelt so in Spanish alone. */
const ACCENTED_TRADES = [
  'Peluquería',
  'Panadería',
  'Carnicería',
  'Ferretería',
  'Joyería',
  'Pastelería',
  'Frutería',
  'Papelería',
  'Zapatería',
  'Tintorería',
  'Heladería',
  'Perfumería',
  'Pescadería',
  'Charcutería',
  'Chocolatería',
  'Marisquería',
  'Cervecería',
  'Mueblería',
  'Floristería',
  'Relojería',
  'Juguetería',
  'Bisutería',
  'Licorería',
  'Sastrería',
  'Platería',
  'Ebanistería',
  'Herrería',
  'Cristalería',
  'Sombrerería',
  'Droguería',
  'Confitería',
  'Churrería',
  'Arepería',
  'Construcción',
  'Construcciones',
  'Distribución',
  'Decoración',
  'Alimentación',
  'Climatización',
  'Importación',
  'Exportación',
  'Administración',
  'Fundación',
  'Asociación',
];

/** A Spanish company's legal form closing the name. */
const SPANISH_LEGAL_FORM = /(?:\bS\.\s?L\.(?:\s?U\.)?|\bS\.\s?A\.\s?de\s?C\.\s?V\.|\bS\.\s?de\s?R\.\s?L\.(?:\s?de\s?C\.\s?V\.)?|\bS\.\s?L\.\s?L\.|\bS\.\s?Coop\.)\s*$/;

const bare = (word: string) => word.replace(/[áéíóú]/g, (c) => 'aeiou'['áéíóú'.indexOf(c)]);
const key = (word: string) => word.toLowerCase();

/** Each ñ word as recognised: the ñ read as "fi", its accents kept or lost. */
const ENYE_READ = new Map<string, string>();
for (const word of WITH_ENYE) {
  const lower = word.toLowerCase();
  for (const read of [lower.replace(/ñ/g, 'fi'), bare(lower).replace(/ñ/g, 'fi')]) ENYE_READ.set(read, word);
}
const TRADE_READ = new Map<string, string>(ACCENTED_TRADES.map((word) => [bare(word.toLowerCase()), word]));

/** The word as printed, in the recognised word's case (capitals kept: "DOFIA" → "DOÑA"). */
function inCaseOf(recognised: string, word: string): string {
  if (recognised === recognised.toUpperCase()) return word.toUpperCase();
  if (recognised[0] === recognised[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1).toLowerCase();
  return word.toLowerCase();
}

/** A recognised Latin name with the Spanish letters its English reading lost put back. */
export function spanishLettersRepaired(name: string): string {
  if (/[\u0590-\u05ff]/.test(name)) return name;
  const spanish = SPANISH_LEGAL_FORM.test(name);
  return name.replace(/\p{L}+/gu, (word) => {
    const printed = ENYE_READ.get(key(word)) ?? (spanish ? TRADE_READ.get(key(word)) : undefined);
    return printed ? inCaseOf(word, printed) : word;
  });
}
