'use client';

import { reportEvent } from '@/components/analytics/report-event';
import { Icon } from '@/components/ui/icon';
import { AnalyticsEvent } from '@/domain/analytics/events';
import { useId, useState } from 'react';
import type { CardSaveDto } from '@/domain/cards/types';
import {
  compareLimitMessage,
  type FavouritesDto,
  isCarSaved,
  parseCompareIds,
  parseSavedCars,
  toggleCompareId,
  toggleSavedCar,
} from '@/domain/favourites/saved-cars';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useStoredValue } from '@/components/ui/use-stored-value';

type SaveCarControlsProps = { save: CardSaveDto; favourites: FavouritesDto };

/**
 * The card's save (favourite) toggle and compare checkbox (C-54, I-12..I-16), kept in this site's local
 * storage (N-7). A car that may not be saved (D-52/D-53) still shows them once saved or compared, so the
 * visitor can take it off again.
 */
export function SaveCarControls({ save, favourites }: SaveCarControlsProps) {
  const [savedRaw, writeSaved] = useStoredValue(favourites.savedKey);
  const [compareRaw, writeCompare] = useStoredValue(favourites.compareKey);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = useId();
  const isHydrated = useHydrated();
  const { car } = save;
  const saved = parseSavedCars(savedRaw);
  const compared = parseCompareIds(compareRaw);
  const isSaved = isCarSaved(saved, car.id);
  const isCompared = compared.includes(car.id);
  if (!save.isShownUnsaved && !isSaved && !isCompared) return null;

  function toggleSaved() {
    writeSaved(JSON.stringify(toggleSavedCar(saved, car)));
    // I-14, M-8: adding a favourite is event 39; taking one off is not.
    if (!isSaved) reportEvent(AnalyticsEvent.saveCar, { carId: car.id });
  }

  function toggleCompare() {
    const next = toggleCompareId(compared, car.id, favourites.compareLimit);
    setNotice(next.outcome === 'full' ? compareLimitMessage(favourites.compareLimit) : null);
    if (next.outcome !== 'full') writeCompare(JSON.stringify(next.ids));
  }

  return (
    <div className="save-controls">
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={isSaved ? `Remove ${car.name} from saved` : `Save ${car.name}`}
        onClick={toggleSaved}
        className="round-btn"
      >
        <Icon name="heart" className={isSaved ? 'fill-current' : undefined} />
      </button>
      <label>
        <input
          type="checkbox"
          checked={isCompared}
          onChange={toggleCompare}
          aria-label={`Compare ${car.name}`}
          aria-describedby={notice ? noticeId : undefined}
        />
        <span aria-hidden="true">Compare</span>
      </label>
      {/* Only the script can fill the notice, so its live region joins the page once the script runs (well
          before a visitor can tick a box) rather than sit empty in every card's HTML (decision 040: page
          weight). */}
      {isHydrated ? (
        <p id={noticeId} role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
