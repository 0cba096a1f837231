import type { InboxLead, LeadActivityEntry, LeadStatus } from '@/domain/console/lead-inbox';
import type { LeadSummary } from '@/domain/leads/lead-summary';

/** One lead as the console's lead page shows it. */
export type LeadDetailView = LeadSummary & {
  message: string | null;
  vehicle: InboxLead['vehicle'];
  suspicionReasons: string[];
  status: LeadStatus;
  assignedStaffId: number | null;
  fields: [string, string][];
  attribution: [string, string][];
  deliveries: {
    channel: string;
    target: string;
    status: string;
    attempts: number;
    lastError: string | null;
  }[];
  history: LeadActivityEntry[];
  stockId: number | null;
};
