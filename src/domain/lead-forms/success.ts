/** The /success page (H-21): what it says with and without the stored success category. */
export const SUCCESS_TITLE = 'Thank You';

export function successMessage(category: string | null): string {
  const subject = category?.trim() ? category.trim() : 'enquiry';
  return `Thank you for your ${subject}. We have received it and will be in touch shortly.`;
}
