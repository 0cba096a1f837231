// B-16: /sell-my-car and /sell-your-car show what /trade-in shows.
export { metadata, default } from '../trade-in/page';

// Declared here, not re-exported: Next reads a page's route segment config from the page file itself.
export const dynamic = 'force-dynamic';
