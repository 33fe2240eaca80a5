/**
 * How search ignores accents and case. The database folds stored text with the same table
 * (migration 0003: `lower(translate(text, ACCENTED, PLAIN))`), so a term folded here matches it.
 */
export const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎďĐđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĥĦħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž';
export const PLAIN =
  'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz';

const PLAIN_OF = new Map([...ACCENTED].map((char, index) => [char, PLAIN[index]!]));

/** 'João' → 'joao'. Letters outside the table keep their accents; ASCII letters are lower-cased. */
export function foldSearchText(value: string): string {
  let folded = '';
  for (const char of value) folded += PLAIN_OF.get(char) ?? char;
  return folded.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/**
 * The words of a search, each to be found somewhere in the folded text. A word made of phone
 * characters only ('(11) 9876', '+55') is matched on its digits, as phones are stored.
 */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (trimmed === '') return [];
  if (/^[\d\s()+.-]+$/.test(trimmed) && /\d/.test(trimmed)) return [trimmed.replace(/\D/g, '')];
  return foldSearchText(trimmed)
    .split(/\s+/)
    .map((word) => (/^[\d()+.-]+$/.test(word) && /\d/.test(word) ? word.replace(/\D/g, '') : word))
    .filter((word) => word !== '');
}

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
