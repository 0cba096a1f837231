import { redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

/** /console opens on the leads inbox (every staff role may read leads). */
export default function ConsoleHomeRoute() {
  redirect('/console/leads');
}
