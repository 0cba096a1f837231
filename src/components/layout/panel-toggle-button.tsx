import { X, type LucideIcon } from 'lucide-react';
import type { RefObject } from 'react';

type PanelToggleButtonProps = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
  /** The icon while the panel is closed; an X while it is open. */
  Icon: LucideIcon;
  openLabel: string;
  closeLabel: string;
};

/** The header's square button that opens and closes a panel under it (search, mobile menu). */
export function PanelToggleButton(props: PanelToggleButtonProps) {
  const { buttonRef, isOpen, panelId, onToggle, Icon, openLabel, closeLabel } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
      className="flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
    >
      {isOpen ? <X aria-hidden="true" className="size-6" /> : <Icon aria-hidden="true" className="size-6" />}
      <span className="sr-only">{isOpen ? closeLabel : openLabel}</span>
    </button>
  );
}
