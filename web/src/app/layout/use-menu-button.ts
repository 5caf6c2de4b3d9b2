import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

/** What a header menu needs from useMenuButton. */
export interface MenuButton {
  isOpen: boolean;
  close: () => void;
  rootRef: RefObject<HTMLDivElement | null>;
  /** Spread on the button that opens the menu. */
  buttonProps: {
    ref: RefObject<HTMLButtonElement | null>;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    'aria-controls': string;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** Spread on the element with role="menu". */
  menuProps: {
    id: string;
    role: 'menu';
    hidden: boolean;
    onKeyDown: (event: KeyboardEvent) => void;
  };
  /** The ref callback of the item at `index`. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
}

/**
 * A menu button of the header (the language and the account menus), as the
 * WAI-ARIA menu button pattern has it: Enter or a click opens on the first
 * item, the arrow keys open on the first or last; in the menu the arrows,
 * Home and End move, Escape closes and gives the focus back to the button,
 * Tab or a click outside closes.
 */
export function useMenuButton(itemCount: number): MenuButton {
  const [isOpen, setIsOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    items.current[focusIndex]?.focus();
    const handleOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setIsOpen(false);
      }
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [isOpen, focusIndex]);

  const open = (index: number) => {
    setFocusIndex(index);
    setIsOpen(true);
  };
  const close = useCallback(() => setIsOpen(false), []);

  const handleButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : itemCount - 1);
    }
  };

  const handleMenuKey = (event: KeyboardEvent) => {
    const last = itemCount - 1;
    const moves: Record<string, number> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setFocusIndex(move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  return {
    isOpen,
    close,
    rootRef,
    buttonProps: {
      ref: buttonRef,
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      'aria-controls': menuId,
      onClick: () => (isOpen ? setIsOpen(false) : open(0)),
      onKeyDown: handleButtonKey,
    },
    menuProps: {
      id: menuId,
      role: 'menu',
      hidden: !isOpen,
      onKeyDown: handleMenuKey,
    },
    itemRef: (index) => (element) => {
      items.current[index] = element;
      // An item that mounts while the menu is open on it (the account
      // menu's items load after the first paint) takes the focus then.
      if (element && isOpen && index === focusIndex) {
        if (document.activeElement !== element) {
          element.focus();
        }
      }
    },
  };
}
