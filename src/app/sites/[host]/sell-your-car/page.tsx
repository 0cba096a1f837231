// S2 §2 lists both /sell-my-car and /sell-your-car: one page, two paths.
export { metadata, default } from '../sell-my-car/page';

export const dynamic = 'force-dynamic';
