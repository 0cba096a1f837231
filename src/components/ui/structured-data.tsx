/** JSON-LD blocks; the texts come escaped from the domain (no '<' can end the element early). */
export function StructuredData({ scripts }: { scripts: readonly string[] }) {
  return scripts.map((script, i) => (
    <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: script }} />
  ));
}
