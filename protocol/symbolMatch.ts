/** Case- and width-insensitive form for matching: "ＥＵＲ", "eur" and "EUR" compare alike. */
function folded(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase('und').replace(/\s+/g, ' ').trim();
}

/**
 * Symbol search, on the server (product search) and in the app (the trade screen's symbol list): true
 * when the text occurs in any of the symbol's searchable texts — its code, display code, English name
 * and name in the reader's language ("gold", "EUR", "黃金", "歐元"). Empty text matches everything.
 */
export function symbolMatches(texts: readonly string[], search: string): boolean {
  const needle = folded(search);
  if (needle === '') return true;
  return texts.some((text) => folded(text).includes(needle));
}
