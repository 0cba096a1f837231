import { TRADE_IN_FAQ } from '@/domain/trade-in';
import { Icon } from '@/components/ui/icon';

export const TRADE_IN_FAQ_ID = 'trade-in-faq';

/**
 * H-42/H-43: the trade-in questions as an accordion, all closed at first, one open at a time: native
 * `<details>` sharing a name, so it works without script and with the keyboard (Enter or Space on a question).
 */
export function TradeInFaq() {
  const headingId = `${TRADE_IN_FAQ_ID}-heading`;
  return (
    <section id={TRADE_IN_FAQ_ID} aria-labelledby={headingId} className="scroll-mt-24 space-y-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        Trade-in questions
      </h2>
      <div className="divide-y divide-foreground/15 rounded-md border border-foreground/15">
        {TRADE_IN_FAQ.map((entry) => (
          <details key={entry.question} name={TRADE_IN_FAQ_ID} className="group px-4">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-3 font-semibold">
              {entry.question}
              <Icon
                name="chevron-down"
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
