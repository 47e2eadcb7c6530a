import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { ClockSection } from './clock-section';
import type { ControlClient } from './control-client';
import { DrawSection } from './draw-section';
import { InboxSection } from './inbox-section';
import { JournalSection } from './journal-section';
import { Drawer, Fab, Header, Note, Small } from './qa-styles';
import { ScenarioSection } from './scenario-section';

/**
 * The QA panel: a floating button opens a drawer that drives the fake's control API.
 * Dev server and demo build only (src/main.tsx); English only, a tool for QA (decision 0160).
 */
export function QaPanel({ client }: { client: ControlClient }) {
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const fab = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The trap gives focus back to where it was; the button is where QA opened it from.
    requestAnimationFrame(() => fab.current?.focus());
  };
  useFocusTrap(drawer, open, close);
  // Escape also closes when focus has left the drawer (a click on the page behind it).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      {!open && (
        <Fab ref={fab} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          QA
        </Fab>
      )}
      {open && (
        <Drawer
          ref={drawer}
          role="dialog"
          aria-modal="true"
          aria-labelledby="qa-title"
          tabIndex={-1}
        >
          <Header>
            <h2 id="qa-title">QA panel</h2>
            <Small type="button" onClick={close}>
              Close
            </Small>
          </Header>
          <Note>Drives the bundled fake backend. Not part of the production app.</Note>
          <ScenarioSection client={client} />
          <ClockSection client={client} />
          <DrawSection client={client} />
          <InboxSection client={client} />
          <JournalSection client={client} />
        </Drawer>
      )}
    </>
  );
}
