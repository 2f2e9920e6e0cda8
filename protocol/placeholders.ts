/** The `{{name}}` placeholders of a message, sorted (used to check translations keep them all). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
