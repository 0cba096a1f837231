/**
 * B-4: a header dropdown opens on hover and on click and closes on mouse-leave, outside click, Escape and focus
 * leaving. 'hover' and 'pinned' are both open: a click on a menu that hover opened pins it instead of closing it,
 * because on touch screens a tap fires mouseenter before click, and a plain toggle would close what the tap opened.
 */
export type DropdownState = 'closed' | 'hover' | 'pinned';

export type DropdownEvent =
  | 'pointerEnter'
  | 'pointerLeave'
  | 'click'
  | 'keyboardOpen'
  | 'escape'
  | 'outsidePointer'
  | 'focusLeft'
  | 'linkFollowed';

export function nextDropdownState(state: DropdownState, event: DropdownEvent): DropdownState {
  switch (event) {
    case 'pointerEnter':
      return state === 'closed' ? 'hover' : state;
    case 'click':
      return state === 'pinned' ? 'closed' : 'pinned';
    case 'keyboardOpen':
      return 'pinned';
    case 'pointerLeave':
    case 'escape':
    case 'outsidePointer':
    case 'focusLeft':
    case 'linkFollowed':
      return 'closed';
  }
}

export const isDropdownOpen = (state: DropdownState) => state !== 'closed';
