'use client';

import { useEffect, useRef, useState } from 'react';
import {
  createInstantSearchClient,
  IDLE_SNAPSHOT,
  type InstantSearchSnapshot,
} from './instant-search-client';
import { fetchInstantSearch } from './instant-search-request';

/** The box's answer for the text passed to `update` (debounced, superseded requests aborted). */
export function useInstantSearch() {
  const [snapshot, setSnapshot] = useState<InstantSearchSnapshot>(IDLE_SNAPSHOT);
  const clientRef = useRef<ReturnType<typeof createInstantSearchClient> | null>(null);

  useEffect(() => {
    const client = createInstantSearchClient({ fetchResponse: fetchInstantSearch, onChange: setSnapshot });
    clientRef.current = client;
    return () => {
      client.dispose();
      clientRef.current = null;
    };
  }, []);

  return { snapshot, update: (text: string) => clientRef.current?.update(text) };
}
