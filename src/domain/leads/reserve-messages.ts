/** What the buyer reads (decision 046): one place for the reserve flow's words. */
export const RESERVE_MESSAGES = {
  /** 409 to a second buyer: nothing stored, nothing charged. */
  carTaken:
    'Sorry, another buyer has just reserved this car, so we have not taken your details or any payment. ' +
    'You can still enquire about it below.',
  /** The car was sold, withdrawn or repriced to $200 or less between the page and the submission. */
  notReservable: 'This car can no longer be reserved online. You can still enquire about it below.',
  /** The payment page could not be opened; the lead is stored and on its way to the dealer. */
  paymentUnavailable:
    'Card payment is not available right now, so the car is not reserved. Your details have been sent to the ' +
    'dealer, who will contact you shortly.',
  termsLabel: 'I have read and agree to the deposit and refund terms above.',
  termsRequired: 'You must agree to the deposit and refund terms to reserve this car.',
} as const;
