/** A PDF content stream's operands and operators, in order (ISO 32000-1, 7.2 and 7.8.2). */
export type Operand = number | string | { name: string } | { hex: string } | Operand[] | { dict: true };
export interface Operation {
  operator: string;
  operands: Operand[];
}

const WHITESPACE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

/** Reads the operations of a decoded content stream. Inline images (BI … EI) are skipped whole. */
export function contentOperations(bytes: Uint8Array): Operation[] {
  let at = 0;
  const text = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');

  const skipSpace = () => {
    while (at < bytes.length) {
      if (WHITESPACE.has(bytes[at])) at += 1;
      else if (bytes[at] === 0x25 /* % */) while (at < bytes.length && bytes[at] !== 10 && bytes[at] !== 13) at += 1;
      else break;
    }
  };

  const literal = (): string => {
    let depth = 1;
    let out = '';
    at += 1;
    while (at < bytes.length && depth > 0) {
      const byte = bytes[at];
      if (byte === 0x5c /* \ */) {
        out += String.fromCharCode(bytes[at + 1]);
        at += 2;
        continue;
      }
      if (byte === 0x28) depth += 1;
      if (byte === 0x29) depth -= 1;
      if (depth > 0) out += String.fromCharCode(byte);
      at += 1;
    }
    return out;
  };

  /** One operand, or an operator's name (as a string with `operator` set). */
  const next = (): { operand: Operand } | { operator: string } | null => {
    skipSpace();
    if (at >= bytes.length) return null;
    const byte = bytes[at];
    if (byte === 0x28) return { operand: literal() };
    if (byte === 0x3c /* < */ && bytes[at + 1] === 0x3c) {
      // A dictionary (marked-content properties): its contents are not needed, only skipped.
      let depth = 0;
      do {
        if (bytes[at] === 0x3c && bytes[at + 1] === 0x3c) {
          depth += 1;
          at += 2;
        } else if (bytes[at] === 0x3e && bytes[at + 1] === 0x3e) {
          depth -= 1;
          at += 2;
        } else if (bytes[at] === 0x28) literal();
        else at += 1;
      } while (depth > 0 && at < bytes.length);
      return { operand: { dict: true } };
    }
    if (byte === 0x3c) {
      const end = bytes.indexOf(0x3e, at);
      const hex = text(at + 1, end).replace(/\s+/g, '');
      at = end + 1;
      return { operand: { hex } };
    }
    if (byte === 0x5b /* [ */) {
      at += 1;
      const items: Operand[] = [];
      for (;;) {
        skipSpace();
        if (bytes[at] === 0x5d) {
          at += 1;
          return { operand: items };
        }
        const item = next();
        if (!item || !('operand' in item)) throw new Error('Content stream: an operator inside an array');
        items.push(item.operand);
      }
    }
    if (byte === 0x2f /* / */) {
      const start = (at += 1);
      while (at < bytes.length && isRegular(bytes[at])) at += 1;
      return { operand: { name: text(start, at) } };
    }
    const start = at;
    while (at < bytes.length && isRegular(bytes[at])) at += 1;
    if (at === start) throw new Error(`Content stream: unexpected byte ${byte} at ${at}`);
    const word = text(start, at);
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? { operand: Number(word) } : { operator: word };
  };

  const operations: Operation[] = [];
  let operands: Operand[] = [];
  for (let token = next(); token; token = next()) {
    if ('operand' in token) {
      operands.push(token.operand);
      continue;
    }
    if (token.operator === 'BI') {
      // An inline image: its data runs to the EI after ID.
      const end = text(at, bytes.length).search(/\sEI(\s|$)/);
      at = end < 0 ? bytes.length : at + end + 3;
      operands = [];
      continue;
    }
    operations.push({ operator: token.operator, operands });
    operands = [];
  }
  return operations;
}
