import { SliderField } from './slider-field';

const percentText = (rate: number) => `${rate}% p.a.`;

/** The interest rate slider of both finance calculators; fixed (disabled) where the setup says so. */
export function InterestSlider(props: {
  value: number;
  range: { min: number; max: number; step: number; disabled: boolean };
  onChange: (value: number) => void;
}) {
  return (
    <SliderField
      label="Interest rate (% p.a.)"
      value={props.value}
      range={props.range}
      disabled={props.range.disabled}
      describe={percentText}
      onChange={props.onChange}
    />
  );
}
