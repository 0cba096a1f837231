import type { InputHTMLAttributes } from 'react';
import { INPUT_CLASS, LABEL_CLASS } from '@/components/ui/calculator-styles';

type CalculatorFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type'> & {
  id: string;
  label: string;
  /** The wrapper's layout within its row, e.g. 'min-w-0 flex-1 sm:max-w-48'. */
  className?: string;
};

/** A calculator's labelled text box (G-1, G-10): the label above, the input below. */
export function CalculatorField({ id, label, className = '', ...input }: CalculatorFieldProps) {
  return (
    <div className={`space-y-1 ${className}`.trim()}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input id={id} type="text" autoComplete="off" {...input} className={INPUT_CLASS} />
    </div>
  );
}
