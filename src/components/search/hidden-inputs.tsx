/** The search state a GET form keeps while it changes one parameter. */
export function HiddenInputs({ pairs }: { pairs: readonly [string, string][] }) {
  return pairs.map(([name, value], i) => (
    <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
  ));
}
