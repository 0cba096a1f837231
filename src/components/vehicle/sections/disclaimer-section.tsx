import type { FinanceConfig } from '@/config';
import { truncate } from '@/domain/format/truncate';
import {
  DISCLAIMER_SECTION_ID,
  financeDisclaimerText,
  type DisclaimerLender,
} from '@/domain/vehicle/content/disclaimer';
import { SectionFrame } from './section-frame';
import { TruncatedText } from './truncated-text';

const LABELS = { expand: 'Show More', collapse: 'Show Less' };

export type DisclaimerSectionProps = {
  /** The car's vehicle_finance_lenders rows (provider, disclaimer); may be empty. */
  lenders: readonly DisclaimerLender[];
  /** The site's `finance` config: the provider whose wording applies, the vehicle noun and the truncation. */
  finance: Pick<FinanceConfig, 'provider' | 'vehicleTypeLabel' | 'disclaimerTruncateAt'>;
};

/**
 * D-105: the disclaimer section (#financeDisclaimer, always present, B-49): the site provider's wording for this
 * car, else the default finance disclaimer, truncated at `finance.disclaimerTruncateAt` (197) with
 * 'Show More' / 'Show Less' (F-29, F-30).
 */
export function DisclaimerSection({ lenders, finance }: DisclaimerSectionProps) {
  const text = financeDisclaimerText(lenders, finance.provider, finance.vehicleTypeLabel);
  const { kept, rest, isTruncated } = truncate(text, finance.disclaimerTruncateAt);
  return (
    <SectionFrame id={DISCLAIMER_SECTION_ID} title="Disclaimer">
      <TruncatedText
        id={`${DISCLAIMER_SECTION_ID}-text`}
        kept={kept}
        rest={isTruncated ? rest : null}
        labels={LABELS}
        className="text-sm text-muted"
      />
    </SectionFrame>
  );
}
