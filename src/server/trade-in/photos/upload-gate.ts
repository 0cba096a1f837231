import 'server-only';
import { MAX_PHOTOS_PER_LEAD } from '@/domain/trade-in/photos';
import { clientGroup } from '@/domain/anti-spam/client-group';

/**
 * One photo decoded at a time per client address (decision 077, point 9). The form uploads every chosen file
 * at once, and a mobile carrier puts many buyers behind one address, so a second upload waits its turn rather
 * than failing; past one valuation's worth under way at once (six, bodies of up to 10 MB each) the address is
 * refused. Per server process: each instance decodes on its own cores.
 */
export type UploadPass = {
  /** Runs `work` once every earlier upload of this address has finished its own. */
  inTurn<T>(work: () => Promise<T>): Promise<T>;
  /** Ends this upload's place, whatever became of it (call it in a `finally`). */
  leave(): void;
};

export type UploadGate = {
  /** A place for one upload of this address, or null when it already has `maxUnderWay` under way. */
  enter(address: string | null): UploadPass | null;
};

type Lane = { underWay: number; lastTurn: Promise<unknown> };

export function createUploadGate(maxUnderWay: number = MAX_PHOTOS_PER_LEAD): UploadGate {
  const lanes = new Map<string, Lane>();
  return {
    enter(address) {
      // Unknown addresses share one lane: slower for them, never a way around the gate. An IPv6 client has a
      // whole /64 to choose addresses from, so the /64 is one lane (as sign-in counts it).
      const key = address === null ? '' : clientGroup(address);
      const lane = lanes.get(key) ?? { underWay: 0, lastTurn: Promise.resolve() };
      if (lane.underWay >= maxUnderWay) return null;
      lane.underWay += 1;
      lanes.set(key, lane);
      let left = false;
      return {
        inTurn(work) {
          const turn = lane.lastTurn.then(work);
          lane.lastTurn = turn.catch(() => undefined);
          return turn;
        },
        leave() {
          if (left) return;
          left = true;
          lane.underWay -= 1;
          if (lane.underWay === 0) lanes.delete(key);
        },
      };
    },
  };
}

/** The server's own gate, shared by every request this process serves. */
export const tradeInPhotoGate: UploadGate = createUploadGate();
