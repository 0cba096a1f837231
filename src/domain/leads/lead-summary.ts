/**
 * Who sent a stored lead, when, and by which form: what every list of leads shows first (the leads CLI, the
 * console's inbox and lead page). `LEAD_SUMMARY_COLUMNS` selects it.
 */
export type LeadSummary = {
  id: string;
  createdAt: Date;
  formType: string;
  category: string;
  name: string | null;
  email: string | null;
  phone: string | null;
};
