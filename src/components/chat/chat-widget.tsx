'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ChatContactDto } from '@/domain/chat-widget/chat-contact-view';
import { SmartLink } from '@/components/ui/smart-link';

/**
 * K-26: the chat button some sites show. No outside chat script is loaded: the button opens a panel with the
 * site's own ways to talk to a person (call, email, the contact form). A disclosure, not a modal: the page
 * stays usable; Escape closes the panel and puts focus back on the button.
 */
export function ChatWidget({ contacts }: { contacts: ChatContactDto[] }) {
  const [isOpen, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div onKeyDown={onKeyDown} className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2">
      {isOpen ? (
        <section
          id={panelId}
          aria-labelledby={`${panelId}-title`}
          className="w-80 max-w-[calc(100vw-2rem)] rounded-lg border border-foreground/10 bg-background p-4 text-foreground shadow-xl"
        >
          <h2 id={`${panelId}-title`} className="text-lg font-bold">
            Talk to our team
          </h2>
          <ul className="mt-3 flex flex-col gap-3 text-sm">
            {contacts.map((contact) => (
              <li key={contact.id} className="flex flex-col gap-1">
                <span className="font-semibold">{contact.name}</span>
                {contact.phone ? (
                  <a
                    href={`tel:${contact.phone.replace(/\s+/g, '')}`}
                    className="flex items-center gap-2 underline"
                  >
                    <Icon name="phone" className="size-4" />
                    Call {contact.phone}
                  </a>
                ) : null}
                {contact.email ? (
                  <a href={`mailto:${contact.email}`} className="flex items-center gap-2 underline">
                    <Icon name="mail" className="size-4" />
                    Email {contact.email}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          <SmartLink
            href="/contact"
            className="mt-4 inline-block text-sm font-semibold text-primary underline"
          >
            Send us a message
          </SmartLink>
        </section>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 font-semibold text-primary-foreground shadow-lg hover:opacity-90"
      >
        {isOpen ? <Icon name="x" className="size-5" /> : <Icon name="message-circle" className="size-5" />}
        Chat with us
      </button>
    </div>
  );
}
