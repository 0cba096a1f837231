/**
 * Without a script, lists the vehicle page shows collapsed ('Show More', 'Show All') are shown whole and
 * their toggles, which could do nothing, are hidden (decision 057: nothing is lost without a script).
 *
 * A collapsed item carries `data-extra` naming the display it has when shown ('block', 'grid', 'flex',
 * 'inline'), since the `hidden` attribute it also carries is undone here rather than reverted. Toggles and the
 * ellipsis of a shortened text carry `data-needs-script`. The rules join Tailwind's `base` layer: its
 * `[hidden] { display: none !important }` lives there, and an important rule in an earlier layer beats any
 * unlayered one, so only a more specific rule in the same layer can overrule it.
 */
const RULES = `@layer base {
  [data-extra='block'][hidden] { display: block !important; }
  [data-extra='grid'][hidden] { display: grid !important; }
  [data-extra='flex'][hidden] { display: flex !important; }
  [data-extra='inline'][hidden] { display: inline !important; }
  [data-needs-script] { display: none !important; }
}`;

export function NoScriptStyles() {
  return (
    <noscript>
      <style>{RULES}</style>
    </noscript>
  );
}
