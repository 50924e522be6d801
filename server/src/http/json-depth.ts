/** Deeper than any body of this API; recursive checks past it would overflow the stack. */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text nests arrays/objects deeper than `max` (strings are skipped). */
export const nestsDeeperThan = (text: string, max = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
};
