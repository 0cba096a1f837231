import { useId } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from '@/components/ui/calculator-styles';
import type { RepaymentFrequency, RepaymentFrequencyName } from '@/domain/finance/repayment';

type FrequencySelectProps = {
  frequencies: readonly RepaymentFrequency[];
  value: RepaymentFrequencyName;
  onChange: (frequency: RepaymentFrequencyName) => void;
};

/** F-14/F-51: Weekly, Fortnightly, Monthly; nothing where the provider fixes Weekly (F-15). */
export function FrequencySelect({ frequencies, value, onChange }: FrequencySelectProps) {
  const id = useId();
  if (frequencies.length < 2) return null;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={LABEL_CLASS}>
        Repayment frequency
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as RepaymentFrequencyName)}
        className={INPUT_CLASS}
      >
        {frequencies.map((option) => (
          <option key={option.name} value={option.name}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
