'use client';

import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { frameAfterDrag, frameForKey } from '@/domain/vehicle/media/spin';

type Drag = { pointerId: number; x: number; frame: number };

type SpinDragOptions = {
  frame: number;
  frameCount: number;
  /** Every frame has loaded: only then do drags and keys turn the spin. */
  ready: boolean;
  /** spinDragSensitivityPx (D-20). */
  sensitivity: number;
  onFrameChange: (frame: number) => void;
  onInteract: () => void;
};

/** D-19..D-21: the turntable's pointer drags (mouse or touch) and arrow keys, as the surface's handlers. */
export function useSpinDrag(options: SpinDragOptions) {
  const { frame, frameCount, ready, sensitivity, onFrameChange, onInteract } = options;
  const drag = useRef<Drag | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    onInteract();
    if (!ready || event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, frame };
    // Keeps the drag when the pointer leaves the box; a pointer the browser no longer tracks cannot be captured.
    if (event.currentTarget.isConnected) event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    onFrameChange(frameAfterDrag(current.frame, event.clientX - current.x, sensitivity, frameCount));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!ready || event.target !== event.currentTarget) return;
    const next = frameForKey(event.key, frame, frameCount);
    if (next === null) return;
    event.preventDefault();
    onInteract();
    onFrameChange(next);
  };

  return { onPointerDown, onPointerMove, endDrag, onKeyDown };
}
