/**
 * A small well-formedness check for generated SVG (test helper): every tag closes in order, attributes are
 * quoted, and there is exactly one root element. Enough to catch broken string templates without a parser.
 */
export function findXmlProblem(xml: string): string | null {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let roots = 0;
  let last = 0;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    const between = xml.slice(last, match.index);
    if (between.includes('<') || between.includes('>')) return `stray bracket near ${match.index}`;
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return `unexpected </${name}> at ${match.index}`;
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) {
      roots++;
    }
  }
  if (xml.slice(last).trim() !== '') return 'text after the root element';
  if (stack.length > 0) return `unclosed <${stack.at(-1)}>`;
  return roots === 1 ? null : `${roots} root elements`;
}
