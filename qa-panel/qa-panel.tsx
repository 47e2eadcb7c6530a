import { useEffect, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { ClockSection } from './clock-section';
import { ConditionsSection } from './conditions-section';
import type { ControlClient } from './control-client';
import { DrawSection } from './draw-section';
import { FaultsSection } from './faults-section';
import { InboxSection } from './inbox-section';
import { JournalSection } from './journal-section';
import { Drawer, Header, Note, Small, Toggle } from './qa-styles';
import { RefusalsSection } from './refusals-section';
import { ScenarioSection } from './scenario-section';
import { ScriptsSection } from './scripts-section';
import { SnapshotsSection } from './snapshots-section';
import { VerifySection } from './verify-section';
import { WorldsSection } from './worlds-section';

interface Props {
  client: ControlClient;
  /** The world the client drives, and how to drive another (mount.tsx); tests may leave them out. */
  world?: string;
  onSwitchWorld?: (id: string) => void;
}

/**
 * The QA panel: a narrow tab on the window's edge opens a drawer that drives the fake's control
 * API. Dev server and demo build only (its own entry, decision 0266); English only, a tool for QA
 * (decision 0160).
 */
export function QaPanel({ client, world = 'default', onSwitchWorld = () => {} }: Props) {
  const [open, setOpen] = useState(false);
  // The drawer can sit on either side, so the part of the page QA watches stays in view.
  const [side, setSide] = useState<'left' | 'right'>('right');
  const drawer = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // The trap gives focus back to where it was; the tab is where QA opened it from.
    requestAnimationFrame(() => toggle.current?.focus());
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
        <Toggle
          ref={toggle}
          type="button"
          title="Open the QA panel"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          QA
        </Toggle>
      )}
      {open && (
        <Drawer
          ref={drawer}
          $side={side}
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
            <Small type="button" onClick={() => setSide(side === 'right' ? 'left' : 'right')}>
              {side === 'right' ? 'Dock left' : 'Dock right'}
            </Small>
          </Header>
          <Note>Drives the bundled fake backend. Not part of the production app.</Note>
          {/* A new world remounts every section, so none shows the last world's answers. */}
          <div key={world}>
            <WorldsSection client={client} world={world} onSwitch={onSwitchWorld} />
            <ScenarioSection client={client} />
            <RefusalsSection client={client} />
            <FaultsSection client={client} />
            <ConditionsSection client={client} />
            <ScriptsSection client={client} />
            <ClockSection client={client} />
            <DrawSection client={client} />
            <InboxSection client={client} />
            <SnapshotsSection client={client} />
            <VerifySection client={client} />
            <JournalSection client={client} />
          </div>
        </Drawer>
      )}
    </>
  );
}
