// Phone numbers inside a translated sentence: isolated left to right (LRI ... PDI), so an Arabic
// sentence neither reverses their groups nor moves the '+' to the other end (a first-strong
// isolate would not do: a number has no strong character to take its direction from), and kept
// on one line.
export function leftToRight(text: string): string {
  return `\u2066${text.replace(/ /g, '\u00a0')}\u2069`;
}
