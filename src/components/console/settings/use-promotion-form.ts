'use client';

import { useState, type FormEvent } from 'react';
import type { PromotionSettings } from '@/domain/console/settings/promotion';
import type { CAR_TYPES } from '@/domain/search/car-type-routes';
import { useSettingsDraft } from './use-settings-draft';

export type CarType = (typeof CAR_TYPES)[number];
type TextKey = 'title' | 'body' | 'imageUrl' | 'url' | 'buttonText' | 'start' | 'expiry' | 'position';

const textsOf = (initial: PromotionSettings): Record<TextKey, string> => ({
  title: initial.title,
  body: initial.body ?? '',
  imageUrl: initial.imageUrl ?? '',
  url: initial.url,
  buttonText: initial.buttonText,
  start: initial.start,
  expiry: initial.expiry,
  position: String(initial.position),
});

/** A promotion form's values, typed as text until saved, and the car types it shows on. */
export function usePromotionForm(section: string, initial: PromotionSettings) {
  const [values, setValues] = useState<Record<TextKey, string>>(textsOf(initial));
  const [display, setDisplay] = useState<CarType[]>(initial.display);
  const [strictDisplay, setStrict] = useState(initial.strictDisplay);
  const draft = useSettingsDraft(section);
  const field = (key: TextKey) => ({
    id: `promotion-${key}`,
    error: draft.errorAt(key),
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });
  const toggle = (type: CarType, on: boolean) =>
    setDisplay((current) => (on ? [...current, type] : current.filter((entry) => entry !== type)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty or non-numeric position goes as NaN: the server names the problem.
    const position = values.position.trim() === '' ? Number.NaN : Number(values.position);
    void draft.save({ ...values, position, display, strictDisplay });
  };
  return { draft, field, display, toggle, strictDisplay, setStrict, submit };
}
