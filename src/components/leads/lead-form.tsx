'use client';

import { useId, type FormEvent } from 'react';
import type { LeadFormSetup } from '@/domain/lead-forms/setup';
import { useHydrated } from '@/components/ui/use-hydrated';
import { CaptchaWidget } from './captcha-widget';
import { CarSummary } from './car-summary';
import { ErrorSummary } from './error-summary';
import { fieldId } from '@/components/form/field-ids';
import { FormAlert } from './form-alert';
import { HoneypotField } from './honeypot-field';
import { LeadStepActions } from './lead-step-actions';
import { LeadStepContent } from './lead-step-content';
import { OfferSummary } from './offer-summary';
import { TradeInResult } from '@/components/trade-in/trade-in-result';
import { useCarEntry } from '@/components/trade-in/use-car-entry';
import type { TradeInCarEntry } from '@/domain/trade-in/car-entry';
import { useCaptcha } from './use-captcha';
import { useLeadForm } from './use-lead-form';
import { useRememberedDetails } from './use-remembered-details';

export type LeadFormProps = {
  setup: LeadFormSetup;
  /** The heading that names the form (the page's or the dialog's title). */
  labelledBy?: string;
  submitLabel?: string;
  /** One below the form's own heading: 3 when the form sits in a page section under an h2. */
  stepHeadingLevel?: 2 | 3;
  /** A trade-in valuation's FAQ on the same page, linked when the answer has no figure (decision 044). */
  faqHref?: string | null;
  /** A trade-in valuation's rego lookup and make and model suggestions (decision 044). */
  carEntry?: TradeInCarEntry | null;
};

/**
 * Every lead form of the spec (H-1), one component: the steps of the kind (only the last submits, H-4),
 * the site's rules checked by the same zod schema the server runs, and the submit states of H-5.
 */
export function LeadForm(props: LeadFormProps) {
  const { setup, labelledBy, submitLabel = 'Submit', stepHeadingLevel = 2, faqHref = null } = props;
  const idPrefix = `lead-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const captcha = useCaptcha();
  const form = useLeadForm(setup, captcha);
  const remembered = useRememberedDetails(setup.siteId, form.setValues);
  const carHelp = useCarEntry(props.carEntry ?? null, form.values, form.setValues);
  // Browser tests wait for this before typing: until then the form has no script behind it.
  const hydrated = useHydrated();
  // A trade-in valuation, once stored, shows its estimate instead of its fields (decision 044).
  const editing = form.valuation === null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.isLastStep) void form.submit();
    else form.next();
  };
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={captcha.start}
      aria-labelledby={labelledBy}
      aria-busy={form.status === 'submitting'}
      data-testid="lead-form"
      data-form-kind={setup.kind}
      data-hydrated={hydrated ? 'true' : undefined}
      className="relative space-y-6"
    >
      {setup.car ? <CarSummary car={setup.car} /> : null}
      {setup.offer ? <OfferSummary offer={setup.offer} /> : null}
      {form.valuation ? (
        <TradeInResult
          valuation={form.valuation}
          car={setup.car}
          accepting={form.status === 'submitting' || form.status === 'success'}
          onAccept={form.acceptOffer}
          headingRef={form.focus.register('result')}
          faqHref={faqHref}
        />
      ) : null}
      <ErrorSummary
        errors={form.errors}
        idOf={(field) => fieldId(idPrefix, field)}
        focusRef={form.focus.register('summary')}
      />
      <FormAlert message={form.formError} focusRef={form.focus.register('alert')} />
      {editing ? (
        <LeadStepContent
          form={form}
          setup={setup}
          idPrefix={idPrefix}
          stepHeadingLevel={stepHeadingLevel}
          remembered={remembered}
          carHelp={carHelp}
        />
      ) : null}
      <HoneypotField id={`${idPrefix}-hp`} inputRef={form.honeypotRef} />
      <CaptchaWidget kind={setup.kind} widgetRef={captcha.widgetRef} />
      {editing ? (
        <LeadStepActions form={form} submitLabel={submitLabel} privacyPolicyHref={setup.privacyPolicyHref} />
      ) : null}
      <p role="status" className="sr-only">
        {form.status === 'submitting' ? 'Sending your enquiry…' : ''}
      </p>
    </form>
  );
}
