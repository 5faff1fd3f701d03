const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute's value in HTML: every character that could open markup is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON inside a `<script type="application/json">` data block: no `<` (so no `</script>` or
 * `<!--`), `>` or `&` appears as itself, nor the line separators some parsers end a line at.
 * Still valid JSON, read back unchanged by JSON.parse.
 */
export function jsonForDataBlock(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
