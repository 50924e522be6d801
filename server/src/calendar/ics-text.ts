/** Writing iCalendar text (RFC 5545): escaped values, CRLF line ends, lines folded at 75 octets. */

export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 § 3.1). */
export const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export const icsText = (lines: string[]): string => `${lines.map(fold).join('\r\n')}\r\n`;
