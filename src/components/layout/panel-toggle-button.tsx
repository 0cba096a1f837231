import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import type { RefObject } from 'react';

type PanelToggleButtonProps = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
  /** The icon while the panel is closed; an X while it is open. */
  icon: IconName;
  openLabel: string;
  closeLabel: string;
};

/** The header's square button that opens and closes a panel under it (search, mobile menu). */
export function PanelToggleButton(props: PanelToggleButtonProps) {
  const { buttonRef, isOpen, panelId, onToggle, icon, openLabel, closeLabel } = props;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
      className="flex size-11 items-center justify-center rounded-md hover:bg-header-foreground/10"
    >
      <Icon name={isOpen ? 'x' : icon} className="size-6" />
      <span className="sr-only">{isOpen ? closeLabel : openLabel}</span>
    </button>
  );
}
