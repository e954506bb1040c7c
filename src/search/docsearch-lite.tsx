/**
 * What the theme's SearchBar needs from `@docsearch/react` on every page: the search button and the
 * keyboard shortcuts. The package ships as one 106 KB module, so importing these two from it put the whole
 * dialog into the main bundle; the dialog itself is already loaded on demand (`@docsearch/react/modal`).
 * Same markup and class names as DocSearch 3.9, so its CSS and the theme's behaviour are unchanged.
 */
import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type ReactNode, type RefObject} from 'react';

interface ButtonTranslations {
  buttonText?: string;
  buttonAriaLabel?: string;
}

type DocSearchButtonProps = ComponentPropsWithoutRef<'button'> & {translations?: ButtonTranslations};

function SearchIcon(): ReactNode {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d={
          'M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 ' +
          '0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z'
        }
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A key hint that looks pressed while its key is held. */
function Key({watch, children}: {watch: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === watch && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === watch || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [watch]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

export const DocSearchButton = forwardRef<HTMLButtonElement, DocSearchButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known only in the browser, so the server-rendered button carries no key hint (no hydration mismatch).
  const [apple, setApple] = useState<boolean | null>(null);
  useEffect(() => {
    setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform));
  }, []);
  const modifierName = apple ? 'Command' : 'Ctrl';
  return (
    <button type="button" className="DocSearch DocSearch-Button" aria-label={`${buttonAriaLabel} (${modifierName}+K)`} {...props} ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {apple !== null && (
          <>
            <Key watch={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : 'Ctrl'}</Key>
            <Key watch="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/** Ctrl/Cmd+K toggles, `/` opens (outside text fields), Escape closes; typing on the button opens with that text. */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const close = event.code === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      if (toggle || close || slash) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          onOpen();
        }
        return;
      }
      if (searchButtonRef?.current === document.activeElement && onInput && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
